import type { HomeContent } from "../home.schema";

const TF = "TRANSFORMERS et tous les personnages associés sont des marques de Hasbro, utilisées sous licence.";
const TS = "© Disney/Pixar. Personnages de Toy Story utilisés sous licence.";

const home: HomeContent = {
  hero: {
    eyebrow: "Nouveau : Bumblebee Flagship",
    bannerAlt: "Illustration de Bumblebee Flagship devant Optimus Prime Flagship, éclairés par des rayons jaunes",
    cta: { label: "Découvrir Bumblebee Flagship", link: "flagship-bumblebee" },
  },
  section1: {
    title: "Robots à la une",
    tiles: [
      {
        key: "flagshipBumblebee",
        title: "Bumblebee Flagship",
        subtitle: "Passe de robot à voiture sur une simple commande vocale.",
        copyright: TF,
      },
      {
        key: "toyStoryBuzzLightyear",
        title: "Buzz l'Éclair Toy Story",
        subtitle: "Vers l'infini et au-delà, avec plus de 200 répliques et le contrôle par appli.",
        copyright: TS,
      },
    ],
  },
  section2: {
    title: "La collection",
    tiles: [
      {
        key: "eliteOptimusPrime",
        title: "Optimus Prime Elite",
        subtitle: "27 servomoteurs, 39 commandes vocales, 125 effets sonores.",
        copyright: TF,
      },
      {
        key: "grimlockG1Flagship",
        title: "Grimlock G1 Flagship",
        subtitle: "Le chef des Dinobots se transforme de robot en T-rex.",
        copyright: TF,
      },
      {
        key: "flagshipOptimusPrime",
        title: "Optimus Prime Flagship",
        subtitle: "Le chef des Autobots se transforme tout seul en camion.",
        copyright: TF,
      },
      {
        key: "flagshipMegatron",
        title: "Megatron Flagship",
        subtitle: "Le chef des Decepticons, conçu jusqu'au dernier panneau.",
        copyright: TF,
      },
    ],
  },
  section3: {
    title: "Rendre la vie plus amusante",
    tiles: [
      {
        key: "k1ProInterstellarScout",
        title: "K1 Pro Interstellar Scout",
        subtitle: "Programmez mouvements et histoires avec des blocs à glisser-déposer.",
      },
      {
        key: "bumblebeeG1Performance",
        title: "Bumblebee G1 Performance",
        subtitle: "L'éclaireur classique, prêt à danser et à faire le show.",
        copyright: TF,
      },
      { key: "aiBase", title: "Base IA", subtitle: "Ajoute la conversation naturelle à votre robot Elite." },
    ],
  },
  softwareEcosystem: {
    title: "Écosystème logiciel",
    subtitle: "Créez, partagez et téléchargez de nouveaux mouvements et histoires pour votre robot.",
    items: [
      {
        key: "hub",
        title: "Mechaforge Hub",
        subtitle: "La plateforme communautaire : partagez vos programmes et téléchargez ceux des autres.",
        cta: "Visiter le Hub",
        link: "https://hub.mechaforge.com/fr",
      },
      {
        key: "studio",
        title: "Mechaforge Studio",
        subtitle: "Le studio de création rapide : créez actions et commandes vocales sur PC ou mobile.",
        cta: "Ouvrir le Studio",
        link: "https://studio.mechaforge.com/fr",
      },
    ],
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
