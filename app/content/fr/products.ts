import type { ProductCopy } from "../product.schema";

const products: ProductCopy = {
  labels: {
    price: "Prix",
    specs: "Caractéristiques",
    gallery: "Galerie",
    overview: "Présentation",
    moreRobots: "Autres robots",
    inPageMenu: "Sur cette page",
    video: {
      unavailableTitle: "Vidéo bientôt disponible",
      unavailableText:
        "Cette vidéo n'est pas encore publiée. Revenez bientôt ou suivez-nous sur les réseaux sociaux pour la découvrir en premier.",
      close: "Fermer",
    },
  },
  learnMore: {
    flagshipOptimusPrime: {
      tagline: "Le chef des Autobots se transforme tout seul en camion.",
      description: [
        "Optimus Prime Flagship passe de robot à camion, et inversement, sur une simple commande vocale.",
        "Programmez de nouveaux mouvements dans l'appli Mechaforge et partagez-les sur le Hub.",
      ],
    },
    flagshipMegatron: {
      tagline: "Le chef des Decepticons, conçu jusqu'au dernier panneau.",
      description: [
        "Megatron Flagship se transforme sur commande et répond avec ses répliques et effets sonores.",
        "Ce robot est en rupture de stock ; de nouvelles unités arrivent.",
      ],
    },
    grimlockG1Flagship: {
      tagline: "Moi Grimlock : robot un instant, T-rex l'instant d'après.",
      description: [
        "Le chef des Dinobots passe du robot au dinosaure sur commande vocale, en rugissant.",
        "Il marche, rugit et fait le show dans les deux modes.",
      ],
    },
    buzzLightyearSpaceRangerAlpha: {
      tagline: "L'armure Space Ranger Alpha, pensée pour les collectionneurs.",
      description: [
        "Buzz l'Éclair en armure Space Ranger Alpha, avec lumières, sons et ailes articulées.",
        "Se connecte à l'appli Mechaforge pour de nouvelles répliques et de nouveaux mouvements.",
      ],
    },
    k1ProInterstellarScout: {
      tagline: "Le robot programmable des jeunes créateurs.",
      description: [
        "K1 Pro marche, danse et raconte des histoires que vous programmez avec des blocs.",
        "Il obéit à la voix et progresse avec les leçons de l'appli.",
      ],
    },
    optimusPrimeRiseOfTheBeastsSignatureLimitedEdition: {
      tagline: "Une série signée et numérotée d'Optimus Prime, Rise of the Beasts.",
      description: [
        "Chaque exemplaire porte une plaque numérotée et des finitions dorées.",
        "Cette série limitée est épuisée et ne sera pas rééditée.",
      ],
    },
    bumblebeeG1Performance: {
      tagline: "L'éclaireur Autobot classique, prêt pour le spectacle.",
      description: [
        "Bumblebee G1 Performance danse, salue et parle comme dans la série G1.",
        "Créez ses chorégraphies dans le Mechaforge Studio.",
      ],
    },
    aiBase: {
      tagline: "La conversation naturelle pour votre robot Elite.",
      description: [
        "Posez Optimus Prime Elite sur la Base IA et parlez-lui normalement.",
        "La base recharge aussi le robot pendant qu'il s'y tient.",
      ],
    },
  },
};

export default products;
