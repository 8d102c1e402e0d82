import type { CampaignContent } from "../campaign.schema";
import { offer } from "../campaign-offer";

const shop = "https://shop.mechaforge.com/de/products";
const images = (name: string) => ({ pc: `/images/campaign/${name}-pc.svg`, tablet: `/images/campaign/${name}-tablet.svg`, mobile: `/images/campaign/${name}-mobile.svg` });

const content: CampaignContent = {
  stageNames: ["Weihnachts-Sale", "Neujahrs-Sale"],
  banner1: {
    title: "Weihnachts-Sale",
    discount: "Bis zu 30 % Rabatt",
    discountDescribe: "Geschenke, die sich verwandeln: Festtagspreise für unsere Roboter und ab 399 € eine Tasse gratis.",
    time: "9. – 25. Dezember",
    bgAlt: "Optimus Prime neben einem leuchtenden Weihnachtsbaum und verpackten Geschenken",
    background: { wide: "/images/campaign/xmas-wide.svg", tall: "/images/campaign/xmas-tall.svg" },
    productUrl: { product: "toy-story-buzz-lightyear", product2: "k1-pro-interstellar-scout" },
    productNames: { product: "Toy Story Buzz Lightyear entdecken", product2: "K1 Interstellar Scout entdecken" },
    stages: [1],
  },
  banner2: {
    title: "Neujahrs-Sale",
    discount: "Verwandelt ins Jahr 2025",
    discountDescribe: "Die Festtagspreise gelten bis Silvester.",
    time: "26. – 31. Dezember",
    bgAlt: "Feuerwerk über einer Roboter-Skyline",
    background: { wide: "/images/campaign/newyear-wide.svg", tall: "/images/campaign/newyear-tall.svg" },
    productUrl: { product: "grimlock-g1-flagship", product2: "bumblebee-g1-performance" },
    productNames: { product: "Grimlock entdecken", product2: "Bumblebee entdecken" },
    stages: [2],
  },
  subscribe: {
    title: "Bleib auf dem Laufenden",
    describe: "Geschenkideen, Neuheiten und Mitgliederangebote per E-Mail.",
    label: "E-Mail-Adresse",
    placeholder: "Deine E-Mail-Adresse",
    submitBtn: "Abonnieren",
    invalid: "Bitte gib eine gültige E-Mail-Adresse ein",
    success: "Erfolgreich abonniert!",
  },
  benefits: {
    title: "Entspannt schenken",
    items: [
      { icon: "priceGuarantee", label: "30 Tage Preisgarantie", alt: "Preisschild mit Schild" },
      { icon: "returns", label: "Verlängerte Rückgabe bis 20. Januar 2025", alt: "Paket mit Rückgabepfeil" },
      { icon: "membership", label: "Doppelte Punkte für Mitglieder", alt: "Mitgliedsabzeichen" },
      { icon: "shipping", label: "Kostenloser Versand in Deutschland", alt: "Lieferwagen" },
      { icon: "support", label: "Kundenservice 7 Tage die Woche", alt: "Headset" },
      { icon: "warranty", label: "2 Jahre Garantie", alt: "Schild mit Haken" },
    ],
  },
  timeline: {
    title: "Der Festtagskalender",
    items: [
      { title: "Weihnachts-Sale", date: "9. – 25. Dez.", stage: 1 },
      { spacer: true },
      { title: "Neujahrs-Sale", date: "26. – 31. Dez.", stage: 2 },
    ],
  },
  countdown: { title: "Neujahrs-Sale beginnt in", finalTitle: "Sale endet in" },
  moreSurprises: { describe: "Verpackt und bereit", subDescribe: "Bestelle bis zum 16. Dezember für eine Lieferung vor Weihnachten innerhalb Deutschlands." },
  priceLadder: false,
  payment: null,
  labels: { listPrice: "UVP", stagePrice: "Preis je Phase", ended: "Beendet", now: "Jetzt", tabsLabel: "Zu einem Abschnitt springen", groupsLabel: "Geschenkkategorien", learnMoreAbout: "Mehr erfahren über" },
  products: [
    { key: "30", name: "Elite Optimus Prime", describe: "Der Autobot-Anführer mit 27 Servos.", ...offer(699, [559, 559, null]), buy: `${shop}/elite-optimus-prime`, learnMore: `${shop}/elite-optimus-prime`, alt: "Elite Optimus Prime im Robotermodus", image: "/images/campaign/product-30.svg" },
    { key: "k1", name: "K1 Interstellar Scout", describe: "Der erste Roboter zum Bauen und Programmieren.", ...offer(309, [232, 232, null]), buy: `${shop}/k1-interstellar-scout`, learnMore: "k1-pro-interstellar-scout", alt: "Roboter K1 Interstellar Scout", image: "/images/campaign/product-k1.svg" },
    { key: "30ai", name: "Elite Optimus Prime + AI Base", describe: "Das Bundle, das antwortet.", ...offer(928, [739, 739, null]), buy: `${shop}/elite-optimus-prime-ai-base`, learnMore: "ai-base", alt: "Elite Optimus Prime auf der AI Base", image: "/images/campaign/product-30ai.svg", identify: "BUNDLE" },
    { key: "bumblebee", name: "Bumblebee G1 Performance", describe: "Ein gelber Freund unterm Baum.", ...offer(499, [349, 349, null]), buy: `${shop}/bumblebee-g1-performance`, learnMore: "bumblebee-g1-performance", alt: "Roboter Bumblebee G1 Performance", image: "/images/campaign/product-bumblebee.svg", miniPicture: "insulatedCup" },
    { key: "grimlock", name: "Grimlock G1 Flagship", describe: "Ich Grimlock, bestes Geschenk.", ...offer(1799, [1439, 1439, null]), buy: `${shop}/grimlock-g1-flagship`, learnMore: "grimlock-g1-flagship", alt: "Grimlock G1 Flagship im Dinosauriermodus", image: "/images/campaign/product-grimlock.svg", identify: "40. JUBILÄUM" },
    { key: "buzz", name: "Buzz Lightyear Space Ranger Alpha", describe: "Bis zur Unendlichkeit und noch viel weiter – per Sprachbefehl.", ...offer(839, [671, 671, null]), buy: `${shop}/buzz-lightyear-space-ranger-alpha`, learnMore: "buzz-lightyear-space-ranger-alpha", alt: "Roboter Buzz Lightyear Space Ranger Alpha", image: "/images/campaign/product-buzz.svg" },
    { key: "buzz2", name: "Toy Story Buzz Lightyear", describe: "Über 200 Sprachclips und App-Steuerung.", ...offer(undefined, [599, 599, null]), buy: `${shop}/toy-story-buzz-lightyear`, learnMore: "toy-story-buzz-lightyear", alt: "Roboter Toy Story Buzz Lightyear mit ausgeklappten Flügeln", image: "/images/campaign/product-buzz2.svg", identify: "NEU" },
    { key: "megatron", name: "Flagship Megatron", describe: "Der Decepticon-Anführer als nummerierte Jubiläumsedition.", ...offer(undefined, [1299, 1299, null]), buy: `${shop}/flagship-megatron`, learnMore: "flagship-megatron", alt: "Roboter Flagship Megatron", image: "/images/campaign/product-megatron.svg", identify: "LIMITIERTE 40. EDITION" },
  ],
  productsPreview: { title: "Die Geschenke der Saison", content: "Unsere meistgewünschten Roboter zu Festtagspreisen.", products: ["buzz2", "30", "k1", "bumblebee"] },
  products2: {
    title: "Das perfekte Geschenk finden",
    groups: [
      { id: "bestValueGifts", label: "Preis-Leistungs-Tipps", title: "Große Freude, kleiner Preis", products: ["k1", "bumblebee", "30ai"] },
      { id: "curatedGifts", label: "Unsere Auswahl", title: "Von unserem Team ausgewählt", content: "Für Fans, die schon alles haben.", products: ["30", "buzz", "buzz2"] },
      { id: "limited40th", label: "Limitierte 40. Edition", title: "40 Jahre Transformers", content: "Nummerierte Jubiläumseditionen, solange der Vorrat reicht.", products: ["megatron", "grimlock"] },
      { id: "newReleases", label: "Neuheiten", title: "Gerade gelandet", products: ["buzz2"] },
    ],
  },
  specialOffers: {
    title: "Sonderangebote",
    items: [
      { title: "Gratis-Tasse ab 399 €", content: "Ab 399 € Bestellwert gibt es eine Mechaforge-Tasse gratis.", alt: "Weihnachtlich verpacktes Mechaforge-Geschenk", btn: "Geschenke ansehen", link: "https://shop.mechaforge.com/de/collections/weihnachten", images: images("offer-gift") },
      { title: "Gratis-T-Shirt ab 739 €", content: "Ab 739 € Bestellwert legen wir ein Mechaforge-T-Shirt bei (Größen XL–XXXL).", alt: "Paket mit Tempo-Streifen", images: images("offer-express") },
    ],
  },
  luckyDraw: {
    title: "Weihnachtsgewinnspiel",
    describe: "Jede Bestellung zu den Feiertagen nimmt an der Verlosung von 3 limitierten Artbooks teil.",
    alt: "Limitiertes Mechaforge-Artbook",
    image: "/images/campaign/lucky-draw.svg",
    content: ["Gib bei der Bestellung eine korrekte E-Mail-Adresse an, um teilzunehmen.", "Die Gewinner werden im Januar 2025 in unseren sozialen Medien bekannt gegeben.", "Die Preise werden innerhalb einer Woche nach der Bekanntgabe verschickt."],
  },
  giftGuide: { title: "Weihnachts-Geschenkeführer", describe: "Ideen für jedes Alter – vom ersten Programmieren bis zur Sammlervitrine.", btn: "Zum Geschenkeführer", link: "https://blog.mechaforge.com/de/weihnachtsgeschenke" },
  tieredRewards: {
    title: "Festtagsgeschenke",
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
      { title: "Doppelte Prämienpunkte", subTitle: "Über die Feiertage", describe: "Mitglieder sammeln bis 31. Dezember doppelte Punkte.", btn: "Anmelden", alt: "Prämienpunkte-Münze", link: "login" },
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
      "Der Weihnachts-Sale beginnt am 9. Dezember 2024 um 9:00 Uhr MEZ, der Neujahrs-Sale am 26. Dezember 2024 um 9:00 Uhr MEZ und endet am 31. Dezember 2024 um 23:59 Uhr MEZ.",
      "Preise in Euro inkl. MwSt., kostenloser Versand innerhalb Deutschlands.",
      "Verlängerte Rückgabe: Im Sale gekaufte Artikel können bis zum 20. Januar 2025 zurückgegeben werden.",
    ],
  },
  termsAndConditions2: {
    title: "Bedingungen für Geschenke und Gewinnspiel",
    content: ["Die Tasse gibt es ab 399 €, das T-Shirt ab 739 € Bestellwert, solange der Vorrat reicht.", "Gewinnspiel: Eine korrekte E-Mail-Adresse bei der Bestellung ist erforderlich."],
  },
};

export default content;
