// Where-to-buy pages (de); the dealers themselves are facts of each region (content/<region>/dealers.ts).
import type { DealerWords } from "../../dealers.schema";

const dealers: DealerWords = {
  whereToBuy: {
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
    cta: {
      title: "Direkt bei Mechaforge kaufen",
      text: "Kostenloser Versand innerhalb Deutschlands, Preise inkl. MwSt. und 14 Tage Widerrufsrecht im offiziellen Shop.",
      label: "Zum offiziellen Shop",
    },
  },
};

export default dealers;
