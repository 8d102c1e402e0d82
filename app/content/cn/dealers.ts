import type { HongKongMacaoContent } from "../dealers.schema";

// Hong Kong and Macao visitors: the China site's stores and the official store that ships there.
const hongKongMacao: HongKongMacaoContent = {
  title: "港澳地区购买渠道",
  intro: [
    "香港及澳门的朋友，欢迎通过中国大陆官网了解和购买机械熔炉 Mechaforge 机器人。",
    "以下港澳授权门店销售正品行货，享受与中国大陆相同的保修服务；您也可以在官方商城下单，订单可配送至港澳地区。",
  ],
  groups: [
    {
      title: "香港授权门店",
      address: [
        "香港九龙尖沙咀广东道 30 号新港中心 2 楼 218 号铺",
        "香港铜锣湾轩尼诗道 500 号希慎广场 10 楼",
        "香港沙田沙田正街 2-8 号新城市广场一期 5 楼",
      ],
    },
    {
      title: "澳门授权门店",
      address: ["澳门路氹连贯公路威尼斯人购物中心 2 楼 2308 号铺", "澳门新口岸宋玉生广场 258 号壹号广场 1 楼"],
    },
  ],
  cta: {
    title: "前往中国大陆官网",
    text: "在官方商城购买，享受正品保障、两年保修与港澳配送服务。",
    label: "进入官方商城",
    link: "https://shop.mechaforge.cn",
  },
};

export default hongKongMacao;
