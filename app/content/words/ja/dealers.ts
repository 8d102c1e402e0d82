// Where-to-buy pages (ja); the dealers themselves are facts of each region (content/<region>/dealers.ts).
import type { DealerWords } from "../../dealers.schema";

const dealers: DealerWords = {
  whereToBuy: {
    title: "取扱店舗",
    intro: [
      "Mechaforge のロボットは、公式ストアおよび全国の正規販売店でお求めいただけます。",
      "正規販売店では、日本の電気用品安全法（PSE）に適合した充電器付きの正規品を販売しており、Mechaforge のメーカー保証が適用されます。正規販売店以外でご購入された製品は保証の対象外となる場合があります。",
    ],
    listTitle: "正規販売店",
    visitStore: "ストアを見る",
    onlineOnly: "オンラインストア（全国配送）",
    storeAddress: "店舗所在地",
    close: "閉じる",
    cta: {
      title: "公式ストアで購入する",
      text: "公式ストアでは全国送料無料、PayPal でのお支払いに対応しています。",
      label: "公式ストアへ",
    },
  },
};

export default dealers;
