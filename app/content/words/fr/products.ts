// Product names, alt texts, learn-more copy and product page labels (fr).
import type { ProductWords } from "../../product.schema";

const products: ProductWords = {
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
  products: {
    flagshipBumblebee: {
      name: "Bumblebee Flagship",
      alt: "Illustration de Bumblebee Flagship, un robot jaune et noir qui se transforme tout seul",
    },
    toyStoryBuzzLightyear: {
      name: "Toy Story\nBuzz l'Éclair",
      shortName: "Buzz l'Éclair Toy Story",
      alt: "Illustration du robot Buzz l'Éclair de Toy Story dans sa combinaison blanche, verte et violette",
    },
    eliteOptimusPrime: {
      name: "Optimus Prime Elite",
      alt: "Illustration d'Optimus Prime Elite, un robot programmable rouge et bleu",
    },
    flagshipOptimusPrime: {
      name: "Optimus Prime Flagship",
      alt: "Illustration d'Optimus Prime Flagship, un grand robot rouge et bleu à conversion automatique",
      learnMore: {
        tagline: "Le chef des Autobots se transforme tout seul en camion.",
        description: [
          "Optimus Prime Flagship passe de robot à camion, et inversement, sur une simple commande vocale.",
          "Programmez de nouveaux mouvements dans l'appli Mechaforge et partagez-les sur le Hub.",
        ],
      },
    },
    flagshipMegatron: {
      name: "Megatron Flagship",
      alt: "Illustration de Megatron Flagship, un robot argent et violet à conversion automatique",
      learnMore: {
        tagline: "Le chef des Decepticons, conçu jusqu'au dernier panneau.",
        description: [
          "Megatron Flagship se transforme sur commande et répond avec ses répliques et effets sonores.",
          "Ce robot est en rupture de stock ; de nouvelles unités arrivent.",
        ],
      },
    },
    grimlockG1Flagship: {
      name: "Grimlock G1 Flagship",
      shortName: "Grimlock",
      alt: "Illustration de Grimlock G1 Flagship, un robot gris et or qui se transforme en T-rex",
      learnMore: {
        tagline: "Moi Grimlock : robot un instant, T-rex l'instant d'après.",
        description: [
          "Le chef des Dinobots passe du robot au dinosaure sur commande vocale, en rugissant.",
          "Il marche, rugit et fait le show dans les deux modes.",
        ],
      },
    },
    buzzLightyearSpaceRangerAlpha: {
      name: "Buzz l'Éclair\n[small]Space Ranger Alpha[/small]",
      shortName: "Buzz l'Éclair Space Ranger",
      alt: "Illustration de Buzz l'Éclair Space Ranger Alpha dans son armure de collection",
      learnMore: {
        tagline: "L'armure Space Ranger Alpha, pensée pour les collectionneurs.",
        description: [
          "Buzz l'Éclair en armure Space Ranger Alpha, avec lumières, sons et ailes articulées.",
          "Se connecte à l'appli Mechaforge pour de nouvelles répliques et de nouveaux mouvements.",
        ],
      },
    },
    interstellarScoutK1: {
      name: "K1 Interstellar Scout",
      alt: "Illustration du K1 Interstellar Scout, un petit robot programmable",
    },
    k1ProInterstellarScout: {
      name: "K1 Pro\n[small]Interstellar Scout[/small]",
      alt: "Illustration du K1 Pro Interstellar Scout, un petit robot programmable bleu",
      learnMore: {
        tagline: "Le robot programmable des jeunes créateurs.",
        description: [
          "K1 Pro marche, danse et raconte des histoires que vous programmez avec des blocs.",
          "Il obéit à la voix et progresse avec les leçons de l'appli.",
        ],
      },
    },
    optimusPrimeRiseOfTheBeastsSignatureLimitedEdition: {
      name: "Optimus Prime\n[small]Rise of the Beasts – Édition limitée signée[/small]",
      alt: "Illustration de l'édition limitée signée d'Optimus Prime Rise of the Beasts, aux finitions dorées",
      learnMore: {
        tagline: "Une série signée et numérotée d'Optimus Prime, Rise of the Beasts.",
        description: [
          "Chaque exemplaire porte une plaque numérotée et des finitions dorées.",
          "Cette série limitée est épuisée et ne sera pas rééditée.",
        ],
      },
    },
    bumblebeeG1Performance: {
      name: "Bumblebee G1 Performance",
      shortName: "Bumblebee",
      alt: "Illustration de Bumblebee G1 Performance, l'éclaireur Autobot jaune classique",
      learnMore: {
        tagline: "L'éclaireur Autobot classique, prêt pour le spectacle.",
        description: [
          "Bumblebee G1 Performance danse, salue et parle comme dans la série G1.",
          "Créez ses chorégraphies dans le Mechaforge Studio.",
        ],
      },
    },
    aiBase: {
      name: "Base IA",
      alt: "Illustration de la Base IA, un socle rond avec un anneau lumineux",
      learnMore: {
        tagline: "La conversation naturelle pour votre robot Elite.",
        description: [
          "Posez Optimus Prime Elite sur la Base IA et parlez-lui normalement.",
          "La base recharge aussi le robot pendant qu'il s'y tient.",
        ],
      },
    },
    eliteOptimusPrimeAiBase: {
      name: "Optimus Prime Elite\n[small]+ pack Base IA[/small]",
      alt: "Illustration d'Optimus Prime Elite debout sur la Base IA",
    },
  },
};

export default products;
