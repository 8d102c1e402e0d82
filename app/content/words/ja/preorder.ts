// Flagship Bumblebee pre-order page (ja); dates, prices and counts are placeholders (lib/preorder.ts).
import type { PreorderWords } from "../../product.schema";

const preorder: PreorderWords = {
  banner: {
    eyebrow: "予約受付中",
    title: "フラッグシップ バンブルビー",
    subtitle: "オートボットの偵察員が、あなたの声でロボットから車へ自動変形。31 個のサーボで、手を触れずに。",
    alt: "黄色い光の中に立つフラッグシップ バンブルビーのイラスト",
  },
  labels: {
    earlyBirdPrice: "早期予約価格",
    currentPrice: "予約価格",
    oldPrice: "通常価格",
    time: "早期予約価格の終了まで",
    earlyBirdEnded: "早期予約キャンペーンは終了しました。通常価格で予約を受け付けています。",
    regularPrice: "価格",
  },
  time: "早期予約価格は {earlyBirdLast:year}まで",
  bookingNotice: "予約に関するお知らせ",
  bookingNoticeList: [
    { label: "早期予約期間", value: "{earlyBirdFrom:year}～{earlyBirdLast}" },
    { label: "発送予定", value: "{dispatchFrom:year}以降" },
    { label: "お支払い", value: "{methods}" },
  ],
  bookingTips: {
    title: "予約のヒント",
    items: [
      "ご注文順に発送します。",
      "発送前であればいつでもキャンセルでき、全額返金されます。",
      "カウントダウン終了前のご注文はすべて早期予約価格が適用されます。",
    ],
  },
  dispatchNote: "{dispatchFrom:year}以降に発送します。",
  highlights: [
    { value: "31", label: "個のサーボ" },
    { value: "67", label: "個のチップ" },
    { value: "60 分", label: "の連続使用" },
  ],
  specs: {
    title: "仕様",
    rows: [
      { name: "サーボ", value: "31 個" },
      { name: "チップ", value: "67 個" },
      { name: "バッテリー", value: "2100 mAh" },
      { name: "電圧", value: "11.1 V" },
      { name: "充電時間", value: "120 分" },
      { name: "使用時間", value: "60 分" },
    ],
  },
  gallery: {
    title: "ギャラリー",
    items: [
      { image: "flagship-bumblebee-blueprint", alt: "方眼上に描いた設計図風のフラッグシップ バンブルビーのイラスト" },
      { image: "flagship-bumblebee-night", alt: "星空の下のフラッグシップ バンブルビーのイラスト" },
    ],
  },
  video: "バンブルビーの変形を見る",
};

export default preorder;
