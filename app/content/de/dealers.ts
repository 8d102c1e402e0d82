import type { WhereToBuyContent } from "../dealers.schema";

const dealers: WhereToBuyContent = {
  title: "Händler",
  intro: [
    "Mechaforge-Roboter erhalten Sie in unserem offiziellen Shop und bei autorisierten Fachhändlern in Deutschland.",
    "Autorisierte Händler verkaufen neue Originalware mit CE-Kennzeichnung und voller Mechaforge-Garantie. Für Roboter von nicht autorisierten Verkäufern können wir keinen Garantieservice zusichern.",
  ],
  listTitle: "Autorisierte Händler",
  visitStore: "Zum Shop",
  onlineOnly: "Onlineshop, Versand deutschlandweit",
  storeAddress: "Adresse des Ladengeschäfts",
  close: "Schließen",
  dealers: [
    {
      title: "Modellbau Krause",
      link: "https://www.modellbau-krause.example/mechaforge",
      img: "modellbau",
      address: ["Kaufingerstraße 14, 80331 München", "Schildergasse 65, 50667 Köln"],
    },
    {
      title: "Galaxy Hobby Deutschland",
      link: "https://www.galaxy-hobby.example/de/mechaforge",
      img: "galaxy",
      address: "Friedrichstraße 120, 10117 Berlin",
    },
    { title: "Nexus Elektronik", link: "https://www.nexus-electronics.example/de/mechaforge", img: "nexus" },
  ],
  cta: {
    title: "Direkt bei Mechaforge kaufen",
    text: "Kostenloser Versand innerhalb Deutschlands, Preise inkl. MwSt. und 14 Tage Widerrufsrecht im offiziellen Shop.",
    label: "Zum offiziellen Shop",
    link: "https://shop.mechaforge.com/de",
  },
};

export default dealers;
