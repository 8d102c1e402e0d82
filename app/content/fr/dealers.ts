import type { WhereToBuyContent } from "../dealers.schema";

const dealers: WhereToBuyContent = {
  title: "Où acheter",
  intro: [
    "Les robots Mechaforge sont vendus sur notre boutique officielle et chez des revendeurs agréés en France.",
    "Les revendeurs agréés proposent des robots neufs et authentiques, marqués CE et couverts par la garantie Mechaforge. Nous ne pouvons pas garantir le service après-vente des robots achetés auprès de vendeurs non agréés.",
  ],
  listTitle: "Revendeurs agréés",
  visitStore: "Voir la boutique",
  onlineOnly: "Boutique en ligne, livraison dans toute la France",
  storeAddress: "Adresse du magasin",
  close: "Fermer",
  dealers: [
    {
      title: "La Boîte Ludique",
      link: "https://www.boite-ludique.example/mechaforge",
      img: "ludique",
      address: ["52 rue de Rivoli, 75004 Paris", "18 rue de la République, 69002 Lyon"],
    },
    {
      title: "Galaxy Hobby France",
      link: "https://www.galaxy-hobby.example/fr/mechaforge",
      img: "galaxy",
      address: "7 cours de l'Intendance, 33000 Bordeaux",
    },
    { title: "Nexus Électronique", link: "https://www.nexus-electronics.example/fr/mechaforge", img: "nexus" },
  ],
  cta: {
    title: "Achetez directement chez Mechaforge",
    text: "Livraison offerte en France, prix TTC en euros et droit de rétractation de 14 jours sur la boutique officielle.",
    label: "Aller à la boutique officielle",
    link: "https://shop.mechaforge.com/fr",
  },
};

export default dealers;
