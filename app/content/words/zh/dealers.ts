// Where-to-buy pages (zh); the dealers themselves are facts of each region (content/<region>/dealers.ts).
import type { DealerWords } from "../../dealers.schema";

const dealers: DealerWords = {
  hongKongMacao: {
    title: "港澳地区购买渠道",
    intro: [
      "香港及澳门的朋友，欢迎通过中国大陆官网了解和购买机械熔炉 Mechaforge 机器人。",
      "以下港澳授权门店销售正品行货，享受与中国大陆相同的保修服务；您也可以在官方商城下单，订单可配送至港澳地区。",
    ],
    groups: { hongKong: "香港授权门店", macao: "澳门授权门店" },
    cta: {
      title: "前往中国大陆官网",
      text: "在官方商城购买，享受正品保障、两年保修与港澳配送服务。",
      label: "进入官方商城",
    },
  },
};

export default dealers;
