// Where-to-buy pages (fr); the dealers themselves are facts of each region (content/<region>/dealers.ts).
import type { DealerWords } from "../../dealers.schema";

const dealers: DealerWords = {
  whereToBuy: {
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
    cta: {
      title: "Achetez directement chez Mechaforge",
      text: "Livraison offerte en France, prix TTC en euros et droit de rétractation de 14 jours sur la boutique officielle.",
      label: "Aller à la boutique officielle",
    },
  },
};

export default dealers;
