// The home page's words (zh); its tiles and their order are in content/home.ts, tile names in the catalogue.
import type { HomeWords } from "../../home.schema";

const home: HomeWords = {
  hero: {
    eyebrow: "新品：旗舰版大黄蜂",
    bannerAlt: "旗舰版大黄蜂站在旗舰版擎天柱前方的插画，背景为黄色光束",
    cta: "了解{name}",
  },
  sections: { section1: "精选机器人", section2: "全系列产品", section3: "让生活更有趣" },
  tiles: {
    flagshipBumblebee: "一句语音指令，即可从机器人自动变形为汽车。",
    toyStoryBuzzLightyear: "飞向宇宙，浩瀚无垠：200+ 段语音，支持 App 控制。",
    eliteOptimusPrime: "27 个舵机，39 条语音指令，125 种音效。",
    grimlockG1Flagship: "机器恐龙领袖，在机器人与霸王龙之间自由变形。",
    flagshipOptimusPrime: "汽车人领袖，自动变形为卡车。",
    flagshipMegatron: "霸天虎首领，每一块装甲都精心设计。",
    k1ProInterstellarScout: "拖拽积木，编排动作和故事。",
    aiBase: "为精英版机器人带来自然对话。",
    interstellarAgentT9: "小身材的变形机器人，跑车形态随时出发。",
  },
  licences: {
    transformers: "TRANSFORMERS 变形金刚及相关角色是孩之宝（Hasbro）的商标，经授权使用。",
    toyStory: "© Disney/Pixar。玩具总动员角色经授权使用。",
  },
  softwareEcosystem: {
    title: "软件生态",
    subtitle: "为你的机器人创作、分享和下载新动作与新故事。",
    items: {
      hub: { title: "Mechaforge 社区", subtitle: "内容分享社区：分享你的程序，下载他人的创作。", cta: "进入社区" },
      studio: {
        title: "Mechaforge 创作工坊",
        subtitle: "快速创作工坊：在电脑或手机上编排动作和语音指令。",
        cta: "打开创作工坊",
      },
    },
  },
  mediaPraise: {
    title: "媒体评价",
    list: [
      { comment: "变形过程几乎和动画一模一样，是书架上最接近原作的作品。", commentator: "收藏家季刊（示例引语）" },
      { comment: "一款家长和收藏者都舍不得放手的可编程机器人。", commentator: "家庭科技周刊（示例引语）" },
      { comment: "听得见的工程：每一次舵机转动都精准到位。", commentator: "创客评测（示例引语）" },
    ],
  },
};

export default home;
