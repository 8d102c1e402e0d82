// Flagship Bumblebee pre-order page (zh); dates, prices and counts are placeholders (lib/preorder.ts).
import type { PreorderWords } from "../../product.schema";

const preorder: PreorderWords = {
  banner: {
    eyebrow: "火热预订中",
    title: "旗舰版大黄蜂",
    subtitle: "汽车人侦察兵听你一声令下，即可从机器人自动变形为汽车：31 个舵机，无需动手。",
    alt: "旗舰版大黄蜂站在黄色光束中的插画",
  },
  labels: {
    earlyBirdPrice: "早鸟价",
    currentPrice: "预订价",
    oldPrice: "原价",
    time: "早鸟价倒计时",
    earlyBirdEnded: "早鸟优惠已结束，现按原价继续接受预订。",
    regularPrice: "价格",
  },
  time: "早鸟价截至 {earlyBirdLast:year}",
  bookingNotice: "预订须知",
  bookingNoticeList: [
    { label: "早鸟期", value: "{earlyBirdFrom:year}至{earlyBirdLast}" },
    { label: "预计发货", value: "{dispatchFrom:year}起" },
    { label: "付款方式", value: "下单时全额支付" },
  ],
  bookingTips: {
    title: "预订提示",
    items: ["订单按下单先后顺序发货。", "发货前可随时取消订单并获得全额退款。", "倒计时结束前下单，均享早鸟价。"],
  },
  dispatchNote: "{dispatchFrom:year}起发货。",
  highlights: [
    { value: "31", label: "个舵机" },
    { value: "67", label: "颗芯片" },
    { value: "60 分钟", label: "单次续航" },
  ],
  specs: {
    title: "产品参数",
    rows: [
      { name: "舵机", value: "31 个" },
      { name: "芯片", value: "67 颗" },
      { name: "电池容量", value: "2100 mAh" },
      { name: "电压", value: "11.1 V" },
      { name: "充电时间", value: "120 分钟" },
      { name: "使用时间", value: "60 分钟" },
    ],
  },
  gallery: {
    title: "产品图集",
    items: [
      { image: "flagship-bumblebee-blueprint", alt: "网格背景上的旗舰版大黄蜂设计图风格插画" },
      { image: "flagship-bumblebee-night", alt: "星空下的旗舰版大黄蜂插画" },
    ],
  },
  video: "观看大黄蜂变形",
};

export default preorder;
