// Flagship Bumblebee pre-order page (de); dates, prices and counts are placeholders (lib/preorder.ts).
import type { PreorderWords } from "../../product.schema";

const preorder: PreorderWords = {
  banner: {
    eyebrow: "Jetzt vorbestellen",
    title: "Flagship Bumblebee",
    subtitle:
      "Der Autobot-Späher verwandelt sich auf deinen Sprachbefehl vom Roboter ins Auto – 31 Servos, ganz ohne Hände.",
    alt: "Illustration von Flagship Bumblebee in gelben Lichtstrahlen",
  },
  labels: {
    earlyBirdPrice: "Frühbucherpreis",
    currentPrice: "Vorbestellpreis",
    oldPrice: "Regulärer Preis",
    time: "Frühbucherpreis endet in",
    earlyBirdEnded: "Das Frühbucherangebot ist beendet. Vorbestellungen sind weiter zum regulären Preis möglich.",
    regularPrice: "Preis",
  },
  time: "Frühbucherpreis bis {earlyBirdLast:year}",
  bookingNotice: "Hinweise zur Vorbestellung",
  bookingNoticeList: [
    { label: "Frühbucher", value: "{earlyBirdFrom} – {earlyBirdLast:year}" },
    { label: "Voraussichtlicher Versand", value: "ab {dispatchFrom:year}" },
    { label: "Launch-Geschenk", value: "Ein Geschenk für die ersten {giftOrders} Bestellungen" },
    { label: "Zahlung", value: "{methods}" },
  ],
  bookingTips: {
    title: "Tipps zur Vorbestellung",
    items: [
      "Bestellungen werden in der Reihenfolge ihres Eingangs versendet.",
      "Du kannst jederzeit vor dem Versand stornieren und erhältst den vollen Betrag zurück.",
      "Der Frühbucherpreis gilt für jede Bestellung vor Ablauf des Countdowns.",
    ],
  },
  dispatchNote: "Versand ab {dispatchFrom:year}.",
  highlights: [
    { value: "31", label: "Servos" },
    { value: "67", label: "Chips" },
    { value: "60 Min.", label: "Spielzeit pro Ladung" },
  ],
  specs: {
    title: "Technische Daten",
    rows: [
      { name: "Servos", value: "31" },
      { name: "Chips", value: "67" },
      { name: "Akku", value: "2100 mAh" },
      { name: "Spannung", value: "11,1 V" },
      { name: "Ladezeit", value: "120 Min." },
      { name: "Nutzungsdauer", value: "60 Min." },
    ],
  },
  gallery: {
    title: "Galerie",
    items: [
      {
        image: "flagship-bumblebee-blueprint",
        alt: "Illustration von Flagship Bumblebee als Bauplan auf einem Raster",
      },
      { image: "flagship-bumblebee-night", alt: "Illustration von Flagship Bumblebee unter einem Sternenhimmel" },
    ],
  },
  video: "Bumblebee bei der Verwandlung sehen",
};

export default preorder;
