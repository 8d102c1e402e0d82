// Products sold in this region, prices in its currency (spec §9; see docs/decisions.md for prices the spec leaves open).
import type { Catalogue } from "../catalogue.schema";

const shop = "https://shop.mechaforge.cn/products";

const catalogue: Catalogue = {
  flagshipBumblebee: {
    name: "旗舰版大黄蜂",
    link: "flagship-bumblebee",
    buy: `${shop}/flagship-bumblebee`,
    alt: "旗舰版大黄蜂插画：黄黑配色的自动变形机器人",
    price: 8499,
    isPreSale: true,
    stock: 1000,
  },
  toyStoryBuzzLightyear: {
    name: "玩具总动员\n巴斯光年",
    link: "toy-story-buzz-lightyear",
    buy: `${shop}/toy-story-buzz-lightyear`,
    alt: "玩具总动员巴斯光年机器人插画：白、绿、紫三色太空服",
    price: 3999,
    isPreSale: false,
    stock: 300,
  },
  eliteOptimusPrime: {
    name: "精英版擎天柱",
    link: `${shop}/elite-optimus-prime`,
    buy: `${shop}/elite-optimus-prime`,
    alt: "精英版擎天柱插画：红蓝配色的可编程机器人",
    price: 4999,
    isPreSale: false,
    stock: 300,
  },
  flagshipOptimusPrime: {
    name: "旗舰版擎天柱",
    link: "flagship-optimus-prime",
    buy: `${shop}/flagship-optimus-prime`,
    alt: "旗舰版擎天柱插画：红蓝配色的大型自动变形机器人",
    price: 5999,
    isPreSale: false,
    stock: 300,
  },
  flagshipMegatron: {
    name: "旗舰版威震天",
    link: "flagship-megatron",
    buy: `${shop}/flagship-megatron`,
    alt: "旗舰版威震天插画：银紫配色的自动变形机器人",
    price: 7999,
    isPreSale: false,
    stock: 0,
  },
  grimlockG1Flagship: {
    name: "钢索 G1 旗舰版",
    link: "grimlock-g1-flagship",
    buy: `${shop}/grimlock-g1-flagship`,
    alt: "钢索 G1 旗舰版插画：可变形为霸王龙的灰金配色机器人",
    price: 11999,
    isPreSale: false,
    stock: 300,
  },
  k1ProInterstellarScout: {
    name: "K1 Pro\n[small]星际侦察兵[/small]",
    link: "k1-pro-interstellar-scout",
    buy: `${shop}/k1-pro-interstellar-scout`,
    alt: "K1 Pro 星际侦察兵插画：蓝色小型可编程机器人",
    price: 2499,
    isPreSale: false,
    stock: 300,
  },
  aiBase: {
    name: "AI 底座",
    link: "ai-base",
    buy: `${shop}/ai-base`,
    alt: "AI 底座插画：带发光圆环的圆形底座",
    price: 1499,
    isPreSale: false,
    stock: 300,
  },
  interstellarAgentT9: {
    name: "星际特工 T9",
    link: `${shop}/interstellar-agent-t9`,
    buy: `${shop}/interstellar-agent-t9`,
    alt: "星际特工 T9 插画：可变形为跑车的小型机器人",
    price: 1999,
    isPreSale: false,
    stock: 300,
  },
};

export default catalogue;
