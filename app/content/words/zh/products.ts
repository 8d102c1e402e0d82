// Product names, alt texts, learn-more copy and product page labels (zh).
import type { ProductWords } from "../../product.schema";

const products: ProductWords = {
  labels: {
    price: "价格",
    specs: "产品参数",
    gallery: "产品图集",
    overview: "产品概览",
    moreRobots: "更多机器人",
    inPageMenu: "本页导航",
    video: {
      unavailableTitle: "视频即将上线",
      unavailableText: "该视频尚未发布，敬请期待。关注我们的社交媒体，第一时间观看。",
      close: "关闭",
    },
  },
  products: {
    flagshipBumblebee: { name: "旗舰版大黄蜂", alt: "旗舰版大黄蜂插画：黄黑配色的自动变形机器人" },
    toyStoryBuzzLightyear: { name: "玩具总动员\n巴斯光年", alt: "玩具总动员巴斯光年机器人插画：白、绿、紫三色太空服" },
    eliteOptimusPrime: { name: "精英版擎天柱", alt: "精英版擎天柱插画：红蓝配色的可编程机器人" },
    flagshipOptimusPrime: {
      name: "旗舰版擎天柱",
      alt: "旗舰版擎天柱插画：红蓝配色的大型自动变形机器人",
      learnMore: {
        tagline: "汽车人领袖，自动变形为卡车。",
        description: [
          "一句语音指令，旗舰版擎天柱即可在机器人与卡车形态之间自动变形。",
          "在 Mechaforge App 中编排新动作，并分享到社区。",
        ],
      },
    },
    flagshipMegatron: {
      name: "旗舰版威震天",
      alt: "旗舰版威震天插画：银紫配色的自动变形机器人",
      learnMore: {
        tagline: "霸天虎首领，每一块装甲都精心设计。",
        description: ["旗舰版威震天听令变形，并以专属台词和音效回应。", "该产品暂时缺货，新批次正在路上。"],
      },
    },
    grimlockG1Flagship: {
      name: "钢索 G1 旗舰版",
      alt: "钢索 G1 旗舰版插画：可变形为霸王龙的灰金配色机器人",
      learnMore: {
        tagline: "我，钢索：前一秒是机器人，下一秒是霸王龙。",
        description: ["机器恐龙领袖听从语音指令，在机器人与恐龙形态之间咆哮变形。", "两种形态都能行走、咆哮和表演。"],
      },
    },
    k1ProInterstellarScout: {
      name: "K1 Pro\n[small]星际侦察兵[/small]",
      alt: "K1 Pro 星际侦察兵插画：蓝色小型可编程机器人",
      learnMore: {
        tagline: "小小创作者的可编程机器人。",
        description: ["K1 Pro 会走、会跳，还会讲你用积木编排的故事。", "支持语音指令，App 课程持续更新。"],
      },
    },
    aiBase: {
      name: "AI 底座",
      alt: "AI 底座插画：带发光圆环的圆形底座",
      learnMore: {
        tagline: "让精英版机器人听懂日常对话。",
        description: ["把精英版擎天柱放在 AI 底座上，就能用日常语言和他交谈。", "站立时底座同时为机器人充电。"],
      },
    },
    interstellarAgentT9: { name: "星际特工 T9", alt: "星际特工 T9 插画：可变形为跑车的小型机器人" },
  },
};

export default products;
