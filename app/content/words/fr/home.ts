// The home page's words (fr); its tiles and their order are in content/home.ts, tile names in the catalogue.
import type { HomeWords } from "../../home.schema";

const home: HomeWords = {
  hero: {
    eyebrow: "Nouveau : Bumblebee Flagship",
    bannerAlt: "Illustration de Bumblebee Flagship devant Optimus Prime Flagship, éclairés par des rayons jaunes",
    cta: "Découvrir {name}",
  },
  sections: { section1: "Robots à la une", section2: "La collection", section3: "Rendre la vie plus amusante" },
  tiles: {
    flagshipBumblebee: "Passe de robot à voiture sur une simple commande vocale.",
    toyStoryBuzzLightyear: "Vers l'infini et au-delà, avec plus de 200 répliques et le contrôle par appli.",
    eliteOptimusPrime: "27 servomoteurs, 39 commandes vocales, 125 effets sonores.",
    grimlockG1Flagship: "Le chef des Dinobots se transforme de robot en T-rex.",
    flagshipOptimusPrime: "Le chef des Autobots se transforme tout seul en camion.",
    flagshipMegatron: "Le chef des Decepticons, conçu jusqu'au dernier panneau.",
    k1ProInterstellarScout: "Programmez mouvements et histoires avec des blocs à glisser-déposer.",
    bumblebeeG1Performance: "L'éclaireur classique, prêt à danser et à faire le show.",
    aiBase: "Ajoute la conversation naturelle à votre robot Elite.",
  },
  licences: {
    transformers: "TRANSFORMERS et tous les personnages associés sont des marques de Hasbro, utilisées sous licence.",
    toyStory: "© Disney/Pixar. Personnages de Toy Story utilisés sous licence.",
  },
  softwareEcosystem: {
    title: "Écosystème logiciel",
    subtitle: "Créez, partagez et téléchargez de nouveaux mouvements et histoires pour votre robot.",
    items: {
      hub: {
        title: "Mechaforge Hub",
        subtitle: "La plateforme communautaire : partagez vos programmes et téléchargez ceux des autres.",
        cta: "Visiter le Hub",
      },
      studio: {
        title: "Mechaforge Studio",
        subtitle: "Le studio de création rapide : créez actions et commandes vocales sur PC ou mobile.",
        cta: "Ouvrir le Studio",
      },
    },
  },
  mediaPraise: {
    title: "Ce qu'en disent les testeurs",
    list: [
      {
        comment: "La transformation est ce qui se rapproche le plus du dessin animé sur une étagère.",
        commentator: "Collector's Quarterly (citation d'exemple)",
      },
      {
        comment: "Un robot programmable que parents et collectionneurs voudront garder.",
        commentator: "Family Tech Weekly (citation d'exemple)",
      },
      {
        comment: "Une mécanique qui s'entend : chaque mouvement de servo est précis.",
        commentator: "Maker Review (citation d'exemple)",
      },
    ],
  },
};

export default home;
