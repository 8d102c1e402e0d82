// Flagship Bumblebee pre-order page (fr); dates, prices and counts are placeholders (lib/preorder.ts).
import type { PreorderWords } from "../../product.schema";

const preorder: PreorderWords = {
  banner: {
    eyebrow: "Précommande ouverte",
    title: "Bumblebee Flagship",
    subtitle:
      "L'éclaireur Autobot passe de robot à voiture sur simple commande vocale – 31 servomoteurs, sans les mains.",
    alt: "Illustration de Bumblebee Flagship debout dans des rayons de lumière jaune",
  },
  labels: {
    earlyBirdPrice: "Prix early bird",
    currentPrice: "Prix de précommande",
    oldPrice: "Prix normal",
    time: "Le prix early bird se termine dans",
    earlyBirdEnded: "L'offre early bird est terminée. Les précommandes continuent au prix normal.",
    regularPrice: "Prix",
  },
  time: "Prix early bird jusqu'au {earlyBirdLast:year}",
  bookingNotice: "Informations de réservation",
  bookingNoticeList: [
    { label: "Early bird", value: "du {earlyBirdFrom} au {earlyBirdLast:year}" },
    { label: "Expédition prévue", value: "à partir du {dispatchFrom:year}" },
    { label: "Cadeau de lancement", value: "Un cadeau pour les {giftOrders} premières commandes" },
    { label: "Paiement", value: "{methods}" },
  ],
  bookingTips: {
    title: "Conseils de réservation",
    items: [
      "Les commandes sont expédiées dans l'ordre où elles ont été passées.",
      "Vous pouvez annuler et être intégralement remboursé à tout moment avant l'expédition.",
      "Le prix early bird s'applique à toute commande passée avant la fin du compte à rebours.",
    ],
  },
  dispatchNote: "Expédition à partir du {dispatchFrom:year}.",
  highlights: [
    { value: "31", label: "servomoteurs" },
    { value: "67", label: "puces" },
    { value: "60 min", label: "de jeu par charge" },
  ],
  specs: {
    title: "Caractéristiques",
    rows: [
      { name: "Servomoteurs", value: "31" },
      { name: "Puces", value: "67" },
      { name: "Batterie", value: "2100 mAh" },
      { name: "Tension", value: "11,1 V" },
      { name: "Temps de charge", value: "120 min" },
      { name: "Autonomie", value: "60 min" },
    ],
  },
  gallery: {
    title: "Galerie",
    items: [
      {
        image: "flagship-bumblebee-blueprint",
        alt: "Illustration de Bumblebee Flagship façon plan technique sur une grille",
      },
      { image: "flagship-bumblebee-night", alt: "Illustration de Bumblebee Flagship sous un ciel étoilé" },
    ],
  },
  video: "Voir Bumblebee se transformer",
};

export default preorder;
