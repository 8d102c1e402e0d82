// The Toy Story Buzz Lightyear page (fr).
import type { BuzzPage } from "../../product.schema";

const buzz: BuzzPage = {
  menus: [
    { label: "Présentation", link: "#describe" },
    { label: "Interaction", link: "#interaction" },
    { label: "Éditeur", link: "#editor" },
    { label: "Caractéristiques", link: "#specs" },
    { label: "Galerie", link: "#gallery" },
  ],
  banner: {
    slogan: "Vers l'infini et au-delà !",
    title: "Buzz l'Éclair Toy Story",
    alt: "Illustration du robot Buzz l'Éclair, ailes ouvertes, dans un ciel étoilé violet",
  },
  video: {
    title: "Découvrez Buzz",
    text: "Voyez le Ranger de l'espace se réveiller, déployer ses ailes et se présenter au rapport.",
  },
  describe: {
    title: "Le Ranger de l'espace, en vrai",
    text: "Buzz l'Éclair tel que vous le connaissez : il marche, parle, salue, allume son laser, déploie ses ailes – et vous répond avec sa propre voix.",
  },
  appearance: {
    title: "Chaque détail du film",
    text: "Panneaux de combinaison, casque rétractable, capuche violette et boutons de poitrine fidèles au film, en 3000 pièces.",
  },
  interaction: {
    title: "Parlez à Buzz",
    lines: [
      "Buzz comprend des dizaines de commandes vocales et répond avec plus de 200 répliques.",
      "Ou prenez les commandes dans l'appli : bougez chaque articulation, déclenchez le laser et créez vos missions.",
    ],
    soundCommand: "Dites « Salut Buzz », puis essayez :",
    voiceCommand: [
      "Bonjour",
      "Qui es-tu ?",
      "Présente-toi",
      "Ouvre tes ailes",
      "Ferme tes ailes",
      "Tire au laser",
      "Ouvre ton casque",
      "Ferme ton casque",
      "Avance",
      "Recule",
      "Tourne à gauche",
      "Tourne à droite",
      "Stop",
      "Salue",
      "Fais coucou",
      "Danse",
      "Fais une prise de karaté",
      "Montre tes muscles",
      "Fais une révérence",
      "Raconte une blague",
      "Raconte une histoire",
      "Quelle est ta mission ?",
      "Appelle Star Command",
      "Fais ton rapport",
      "Prends la pose",
      "Regarde autour de toi",
      "Assieds-toi",
      "Lève-toi",
      "Va dormir",
      "Réveille-toi",
      "Monte le son",
      "Baisse le son",
      "Niveau de batterie",
      "Vers l'infini et au-delà",
    ],
    appInteraction: {
      title: "Contrôle par l'appli",
      text: "Pilotez Buzz au joystick, placez chaque articulation et enregistrez vos séquences dans l'appli Mechaforge.",
    },
  },
  sceneVideo: {
    title: "Buzz en action",
    text: "Une journée de patrouille à la maison : explorer, saluer et protéger la galaxie depuis le canapé.",
  },
  editor: {
    title: "Créez vos propres mouvements",
    pc: {
      title: "Éditeur avancé sur PC",
      text: "Animez chaque servomoteur sur une ligne de temps, synchronisez le son et partagez le résultat sur le Hub.",
    },
    mobile: {
      title: "Éditeur simple sur mobile",
      text: "Enregistrez des poses en bougeant Buzz à la main et enchaînez-les en quelques minutes.",
    },
  },
  design: {
    title: "Design",
    items: [
      {
        title: "Proportions fidèles au film",
        content: "Mis à l'échelle à partir du modèle original pour une silhouette juste sous tous les angles.",
      },
      { title: "Ailes motorisées", content: "Les ailes se déploient avec lumière et son." },
    ],
  },
  accessories: {
    title: "Dans la boîte",
    items: [
      { title: "Robot Buzz l'Éclair", content: "Entièrement assemblé, prêt à jouer." },
      { title: "Chargeur et câble Type-C", content: "Adaptateur 30 W pour une charge complète en 90 minutes." },
      { title: "Guide de démarrage", content: "Configuration en quelques minutes avec l'appli." },
    ],
  },
  restore: {
    title: "Fidèle au film",
    items: [
      { title: "Voix", content: "Des répliques enregistrées dans l'esprit du film." },
      { title: "Mouvements", content: "Les poses cultes du film, reproduites servo par servo." },
    ],
  },
  property: {
    title: "Conçu pour durer",
    items: [
      { title: "23 servomoteurs", content: "Des mouvements fluides et précis dans chaque membre." },
      { title: "75 microprocesseurs", content: "Capteurs et contrôleurs qui gardent Buzz en équilibre." },
    ],
    more: "Plus de détails",
    detail: "Plus de 3000 composants, WiFi 2,4G et Bluetooth 5.0 BLE.",
  },
  specs: {
    title: "Caractéristiques",
    rows: [
      { name: "Tension", value: "11,1 V" },
      { name: "Batterie", value: "1900 mAh" },
      { name: "Servomoteurs", value: "23" },
      { name: "Microprocesseurs", value: "75" },
      { name: "Composants", value: "3000+" },
      { name: "Répliques audio", value: "200+" },
      { name: "Temps de charge", value: "90 min" },
      { name: "Port de charge", value: "Type-C" },
      { name: "Connectivité", value: "WiFi 2,4G, Bluetooth 5.0 BLE" },
      { name: "Adaptateur", value: "30 W" },
      { name: "Poids net", value: "1,7 kg" },
      { name: "Poids emballé", value: "3,9 kg" },
    ],
  },
  gallery: {
    title: "Galerie",
    items: [
      {
        image: "toy-story-buzz-lightyear-blueprint",
        alt: "Illustration du robot Buzz l'Éclair façon plan technique sur une grille",
      },
      { image: "toy-story-buzz-lightyear-night", alt: "Illustration du robot Buzz l'Éclair sous un ciel étoilé" },
    ],
  },
  returnGuarantee: "Retour garanti sous 14 jours pour tout achat sur notre boutique.",
};

export default buzz;
