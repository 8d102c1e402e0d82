import type { WhereToBuyContent } from "../dealers.schema";

const dealers: WhereToBuyContent = {
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
  dealers: [
    {
      title: "カイジュウホビー",
      link: "https://www.kaiju-hobby.example/mechaforge",
      img: "kaiju",
      address: ["東京都千代田区外神田 1-15-16", "大阪府大阪市浪速区日本橋 4-9-12"],
    },
    {
      title: "ギャラクシーホビー 名古屋",
      link: "https://www.galaxy-hobby.example/jp/mechaforge",
      img: "galaxy",
      address: "愛知県名古屋市中区大須 3-30-86",
    },
    { title: "ネクサス電機", link: "https://www.nexus-electronics.example/jp/mechaforge", img: "nexus" },
  ],
  cta: {
    title: "公式ストアで購入する",
    text: "公式ストアでは全国送料無料、PayPal でのお支払いに対応しています。",
    label: "公式ストアへ",
    link: "https://shop.mechaforge.com/jp",
  },
};

export default dealers;
