import type { CampaignContent } from "../campaign.schema";
import { offer } from "../campaign-offer";

const shop = "https://shop.mechaforge.com/de/products";
const images = (name: string) => ({ pc: `/images/campaign/${name}-pc.svg`, tablet: `/images/campaign/${name}-tablet.svg`, mobile: `/images/campaign/${name}-mobile.svg` });

const content: CampaignContent = {
  stageNames: ["Early Black Friday", "Black Friday", "Cyber Monday"],
  banner1: {
    title: "Early Black Friday",
    discount: "Bis zu 140 € sparen",
    discountDescribe: "Frühe Angebote für Elite Optimus Prime, K1 und Bumblebee – und ab 399 € Bestellwert eine Tasse gratis.",
    time: "14. – 21. November",
    bgAlt: "Silhouette von Elite Optimus Prime vor einem goldenen Black-Friday-Himmel",
    background: { wide: "/images/campaign/bf-early-wide.svg", tall: "/images/campaign/bf-early-tall.svg" },
    productUrl: { product: `${shop}/elite-optimus-prime`, product2: "k1-pro-interstellar-scout" },
    productNames: { product: "Elite Optimus Prime entdecken", product2: "K1 Interstellar Scout entdecken" },
    stages: [1],
  },
  banner2: {
    title: "Black Friday & Cyber Monday",
    discount: "Bis zu 30 % Rabatt",
    discountDescribe: "Unsere niedrigsten Preise des Jahres für verwandelbare Roboter – am Cyber Monday kommen neue Angebote dazu.",
    time: "22. November – 2. Dezember",
    bgAlt: "Grimlock und Optimus Prime stehen sich unter einem Neon-Raster gegenüber",
    background: { wide: "/images/campaign/bf-main-wide.svg", tall: "/images/campaign/bf-main-tall.svg" },
    productUrl: { product: "grimlock-g1-flagship", product2: "buzz-lightyear-space-ranger-alpha" },
    productNames: { product: "Grimlock entdecken", product2: "Buzz Lightyear Space Ranger entdecken" },
    stages: [2, 3],
  },
  subscribe: {
    title: "Black-Friday-Angebote zuerst erhalten",
    describe: "Melde dich an – wir schreiben dir, sobald ein neues Angebot freigeschaltet wird.",
    label: "E-Mail-Adresse",
    placeholder: "Deine E-Mail-Adresse",
    submitBtn: "Abonnieren",
    invalid: "Bitte gib eine gültige E-Mail-Adresse ein",
    success: "Danke für dein Abo! Freu dich auf exklusive Black-Friday-Angebote und Rabatte!",
  },
  benefits: {
    title: "Sicher einkaufen",
    items: [
      { icon: "priceGuarantee", label: "30 Tage Preisgarantie", alt: "Preisschild mit Schild" },
      { icon: "returns", label: "14 Tage Rückgabe und Umtausch", alt: "Paket mit Rückgabepfeil" },
      { icon: "membership", label: "Doppelte Punkte für Mitglieder", alt: "Mitgliedsabzeichen" },
      { icon: "shipping", label: "Kostenloser Versand in Deutschland", alt: "Lieferwagen" },
      { icon: "support", label: "Kundenservice 7 Tage die Woche", alt: "Headset" },
      { icon: "warranty", label: "2 Jahre Garantie", alt: "Schild mit Haken" },
    ],
  },
  timeline: {
    title: "Drei Phasen, dreimal sparen",
    items: [
      { title: "Early Black Friday", date: "14. – 21. Nov.", stage: 1 },
      { spacer: true },
      { title: "Black Friday", date: "22. – 29. Nov.", stage: 2 },
      { spacer: true },
      { title: "Cyber Monday", date: "30. Nov. – 2. Dez.", stage: 3 },
    ],
  },
  countdown: { title: "Neue Angebote in", finalTitle: "Angebote enden in" },
  moreSurprises: {
    describe: "In jeder Phase warten neue Überraschungen",
    subDescribe: "Am 29. November erhalten die ersten 3 Bestellungen einen signierten Kunstdruck. Preise mit „BALD FREIGESCHALTET“ erscheinen zu Beginn ihrer Phase.",
  },
  priceLadder: true,
  payment: null,
  labels: { listPrice: "UVP", stagePrice: "Preis je Phase", ended: "Beendet", now: "Jetzt", tabsLabel: "Zu einem Abschnitt springen", groupsLabel: "Produktkategorien", learnMoreAbout: "Mehr erfahren über" },
  products: [
    { key: "30", name: "Elite Optimus Prime", describe: "27 Servos, 39 Sprachbefehle und 125 Soundeffekte.", ...offer(699, [599, 559, 559]), buy: `${shop}/elite-optimus-prime`, learnMore: `${shop}/elite-optimus-prime`, alt: "Elite Optimus Prime im Robotermodus", image: "/images/campaign/product-30.svg", miniPicture: "insulatedCup" },
    { key: "k1", name: "K1 Interstellar Scout", describe: "Der programmierbare Roboter für junge Tüftler.", ...offer(309, [259, 232, 232]), buy: `${shop}/k1-interstellar-scout`, learnMore: "k1-pro-interstellar-scout", alt: "Roboter K1 Interstellar Scout", image: "/images/campaign/product-k1.svg" },
    { key: "30ai", name: "Elite Optimus Prime + AI Base", describe: "Sprich mit Optimus: das Bundle mit der AI Base.", ...offer(928, [799, 739, 739]), buy: `${shop}/elite-optimus-prime-ai-base`, learnMore: "ai-base", alt: "Elite Optimus Prime auf der AI Base", image: "/images/campaign/product-30ai.svg", identify: "BUNDLE", miniPicture: "clothing" },
    { key: "bumblebee", name: "Bumblebee G1 Performance", describe: "Der klassische Autobot-Späher, der auf Befehl auftritt.", ...offer(499, [399, 349, 349]), buy: `${shop}/bumblebee-g1-performance`, learnMore: "bumblebee-g1-performance", alt: "Roboter Bumblebee G1 Performance", image: "/images/campaign/product-bumblebee.svg" },
    { key: "grimlock", name: "Grimlock G1 Flagship", describe: "Der Dinobot-Anführer verwandelt sich selbst vom Roboter zum T-Rex.", ...offer(1799, [null, null, 1439]), buy: `${shop}/grimlock-g1-flagship`, learnMore: "grimlock-g1-flagship", alt: "Grimlock G1 Flagship im Dinosauriermodus", image: "/images/campaign/product-grimlock.svg", identify: "NUR AM CYBER MONDAY", extendedWarranty: "Premium-Schutz inklusive" },
    { key: "buzz", name: "Buzz Lightyear Space Ranger Alpha", describe: "Der Space Ranger für Sammler, mit Sprachsteuerung.", ...offer(839, [null, 671, 671]), buy: `${shop}/buzz-lightyear-space-ranger-alpha`, learnMore: "buzz-lightyear-space-ranger-alpha", alt: "Roboter Buzz Lightyear Space Ranger Alpha", image: "/images/campaign/product-buzz.svg" },
    { key: "buzz2", name: "Toy Story Buzz Lightyear", describe: "23 Servos, über 200 Sprachclips, Sprach- und App-Steuerung.", ...offer(undefined, [599, 599, 599]), buy: `${shop}/toy-story-buzz-lightyear`, learnMore: "toy-story-buzz-lightyear", alt: "Roboter Toy Story Buzz Lightyear mit ausgeklappten Flügeln", image: "/images/campaign/product-buzz2.svg", identify: "NEU" },
    { key: "megatron", name: "Flagship Megatron", describe: "Der Decepticon-Anführer mit automatischer Verwandlung.", ...offer(undefined, [1299, 1299, 1299]), buy: `${shop}/flagship-megatron`, learnMore: "flagship-megatron", alt: "Roboter Flagship Megatron", image: "/images/campaign/product-megatron.svg", identify: "LIMITIERTE EDITION" },
  ],
  productsPreview: { title: "Angebotsvorschau", content: "Die Preise jeder Phase auf einen Blick: Die aktuellen Preise gelten jetzt, weitere werden Phase für Phase freigeschaltet.", products: ["30", "k1", "buzz", "grimlock"] },
  products2: {
    title: "Alle Angebote",
    groups: [
      { id: "webExclusive", label: "Nur online", title: "Nur auf mechaforge.com", content: "Bundles, die es nirgendwo sonst gibt.", products: ["30ai", "buzz"] },
      { id: "hotDeals", label: "Top-Deals", title: "Die beliebtesten Angebote", products: ["30", "k1", "bumblebee", "grimlock"] },
      { id: "newReleases", label: "Neuheiten", title: "Gerade gelandet", content: "Neue Roboter zum Einführungspreis.", products: ["buzz2", "megatron"] },
      { id: "premiumProtection", label: "Premium-Schutz", title: "2 Jahre Premium-Schutz inklusive", content: "Flagship-Roboter erhalten während des Sales den Premium-Schutz.", products: ["grimlock", "30"] },
    ],
  },
  specialOffers: {
    title: "Sonderangebote",
    items: [
      { title: "Gratis-Tasse ab 399 €", content: "Ab 399 € Bestellwert gibt es eine Mechaforge-Tasse gratis, solange der Vorrat reicht.", alt: "Mechaforge-Geschenk mit goldenem Logo", btn: "Jetzt shoppen", link: "https://shop.mechaforge.com/de/collections/black-friday", images: images("offer-gift") },
      { title: "Gratis-T-Shirt ab 739 €", content: "Ab 739 € Bestellwert legen wir ein Mechaforge-T-Shirt bei (Größen XL–XXXL; ohne Angabe eine zufällige Größe).", alt: "Paket mit Tempo-Streifen", images: images("offer-express") },
    ],
  },
  luckyDraw: {
    title: "Gewinnspiel",
    describe: "Jede Bestellung im Sale nimmt an der Verlosung von 3 limitierten Artbooks teil.",
    alt: "Limitiertes Mechaforge-Artbook",
    image: "/images/campaign/lucky-draw.svg",
    content: ["Gib bei der Bestellung eine korrekte E-Mail-Adresse an, um teilzunehmen.", "Die Gewinner werden vor dem 10. Dezember 2024 in unseren sozialen Medien bekannt gegeben.", "Die Preise werden innerhalb einer Woche nach der Bekanntgabe verschickt."],
  },
  giftGuide: { title: "Noch unentschlossen?", describe: "Unser Geschenkeführer findet für jeden Fan den passenden Roboter.", btn: "Zum Geschenkeführer", link: "https://blog.mechaforge.com/de/roboter-geschenkideen" },
  tieredRewards: {
    title: "Mehr kaufen, mehr bekommen",
    describe: "Geschenke werden automatisch zu deiner Bestellung hinzugefügt.",
    tiers: [
      { threshold: 399, title: "Mechaforge-Tasse gratis", describe: "Solange der Vorrat reicht.", miniPicture: "insulatedCup" },
      { threshold: 739, title: "Mechaforge-T-Shirt gratis", describe: "Größen XL–XXXL; ohne Angabe eine zufällige Größe.", miniPicture: "clothing" },
    ],
  },
  membersOnly: {
    title: "Angebote nur für Mitglieder",
    items: [
      { title: "5 % auf deine erste Bestellung", subTitle: "Willkommenscode", describe: "Erstelle ein Mechaforge-Konto und erhalte einen Willkommenscode über 5 % per E-Mail.", btn: "Mitglied werden", alt: "Willkommens-Rabattkarte", link: "account" },
      { title: "Doppelte Prämienpunkte", subTitle: "Während des ganzen Sales", describe: "Mitglieder sammeln vom 14. November bis 2. Dezember doppelte Punkte.", btn: "Anmelden", alt: "Prämienpunkte-Münze", link: "login" },
    ],
  },
  tabs: [
    { label: "Sonderangebote", link: "#special-offers" },
    { label: "Gewinnspiel", link: "#lucky-draw" },
    { label: "Für Mitglieder", link: "#members-only-offers" },
  ],
  termsAndConditions: {
    title: "Teilnahmebedingungen",
    content: [
      "Early Black Friday beginnt am 14. November 2024 um 9:00 Uhr MEZ, Black Friday am 22. November um 9:00 Uhr MEZ; Cyber Monday beginnt am 30. November um 9:00 Uhr MEZ und endet am 2. Dezember 2024 um 23:59 Uhr MEZ.",
      "Preise in Euro inkl. MwSt., kostenloser Versand innerhalb Deutschlands. Während des Sales kann der Versand 3–5 Tage länger dauern.",
      "30 Tage Preisgarantie: Sinkt der Preis eines zwischen dem 14. November und 2. Dezember gekauften Artikels innerhalb von 30 Tagen, erstatten wir die Differenz.",
    ],
  },
  termsAndConditions2: {
    title: "Bedingungen für Geschenke und Gewinnspiel",
    content: [
      "Die Tasse gibt es ab 399 €, das T-Shirt ab 739 € Bestellwert, solange der Vorrat reicht. Die ersten 3 Bestellungen am 29. November erhalten einen signierten Kunstdruck.",
      "Gewinnspiel: 3 limitierte Artbooks; eine korrekte E-Mail-Adresse bei der Bestellung ist erforderlich. Bekanntgabe vor dem 10. Dezember 2024.",
      "Rückgabe: 14 Tage ab Lieferung. Geschenke sind mit der zugehörigen Bestellung zurückzusenden.",
    ],
  },
};

export default content;
