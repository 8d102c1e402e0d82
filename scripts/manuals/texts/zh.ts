// 简体中文使用说明书（cn）。Our translation from English: the product team's qualified review is still to come
// (docs/decisions/355-manuals-in-each-language.md).
import type { ManualTexts } from "./types";

export const zh: ManualTexts = {
  language: "zh",
  locale: "zh-CN",
  products: {
    "flagship-bumblebee": "大黄蜂旗舰版",
    "flagship-optimus-prime": "擎天柱旗舰版",
    "flagship-megatron": "威震天旗舰版",
    "grimlock-g1-flagship": "钢索 G1 旗舰版",
    "elite-optimus-prime": "擎天柱精英版",
    "bumblebee-g1-performance": "大黄蜂 G1 表演版",
    "toy-story-buzz-lightyear": "玩具总动员 巴斯光年",
    "buzz-lightyear-space-ranger-alpha": "巴斯光年 太空骑警 Alpha",
    "k1-interstellar-scout": "K1 星际侦察兵",
    "k1-pro-interstellar-scout": "K1 Pro 星际侦察兵",
    "t9-interstellar-agent": "星际特工 T9",
    "t9-e-rover": "T9-E 探索车",
    "ai-base": "AI 智能底座",
  },
  coverLine: "使用说明书",
  headings: {
    inBox: "包装清单",
    safety: "安全须知",
    charging: "充电说明",
    gettingStarted: "快速上手",
    specs: "产品参数",
    warranty: "保修与服务",
  },
  trademarks: "TRANSFORMERS（变形金刚）是孩之宝（Hasbro）的商标，经授权使用。Toy Story © Disney/Pixar。",
  safety: ({ n, common }) => [
    `不适合 ${n(common.minimumAge)} 岁以下儿童。内含小零件和活动关节，可能夹伤手指。`,
    "机器人运动或变形时，请让头发、宽松衣物和手指远离关节。",
    `请在平整、干燥、至少 ${n(common.floorMetres)} m × ${n(common.floorMetres)} m 的地面上使用，远离桌边、楼梯和水。`,
    "机器人开机时请勿用手强行扳动四肢；摆姿势前请先关机。",
    "仅使用随附的充电器和数据线。如电池鼓胀、有异味或发烫，请立即停止使用。",
    "请勿拆解电池。请将电池交至电池回收点，切勿与生活垃圾一同丢弃。",
  ],
  charging: {
    common: ({ n, common }) => [
      "关闭机器人电源，先将随附的充电器连接到充电口，再插入墙壁插座。",
      "充电时状态指示灯为红色，充满后变为绿色。",
      `请在室温（${n(common.chargingCelsius.min)}–${n(common.chargingCelsius.max)} °C）下充电。请勿长时间在无人看管的情况下充电。`,
      `如需存放 ${n(common.storeMonths)} 个月以上，请先充电至约 ${n(common.storagePercent)}%，并每 ${n(common.topUpMonths)} 个月补充一次电量。`,
    ],
    typeCFirst: ({ n, prose }) =>
      `请使用随附的 ${n(prose.adapterWatts ?? 0)} W 适配器和 Type-C 数据线；充电口位于背包盖板后方。`,
    dock: ({ product }) => [
      `将电源适配器连接到${product}和墙壁插座，环形灯亮起白色。`,
      "将兼容的机器人放到底座上即可充电，并开启对话模式。",
    ],
  },
  warranty: ({ n, common }) => [
    `标准有限保修：自购买之日起 ${n(common.warrantyYears)} 年，涵盖材料和工艺缺陷。`,
    `在您所在地区官网的“产品注册”页面注册机器人，可将保修期延长至 ${n(common.registeredWarrantyYears)} 年。`,
    `尊享保障服务 Premium Protection（旗舰系列，价值 ${n(common.premiumProtection.amount)} ${common.premiumProtection.currency}）额外提供意外损坏维修；详见“保修信息”页面。`,
    "客户服务：请访问您所在地区 Mechaforge 官网的“服务支持”页面，或发送邮件至所在地区的客服邮箱。",
  ],
  specLabels: {
    servos: "舵机",
    chips: "芯片",
    microchips: "微芯片",
    components: "零部件",
    audioClips: "音频片段",
    voiceCommands: "语音指令",
    soundEffects: "音效",
    battery: "电池",
    chargingTime: "充电时间",
    useTime: "使用时间",
    connectivity: "连接方式",
    chargingPort: "充电接口",
    weight: "重量",
    input: "输入",
    compatibleWith: "适用机型",
    warranty: "标准保修",
  },
  specValue: (row, { n, name }) => {
    switch (row.label) {
      case "servos":
      case "chips":
      case "microchips":
      case "voiceCommands":
      case "soundEffects":
        return `${n(row.count)} 个`;
      case "components":
      case "audioClips":
        return `${n(row.atLeast)}+`;
      case "battery":
        return `${n(row.mAh)} mAh，${n(row.volts)} V${row.lithiumIon ? " 锂离子电池" : ""}`;
      case "chargingTime":
        return `约 ${n(row.minutes)} 分钟${row.viaTypeC ? `（Type-C，${n(row.viaTypeC.watts)} W 适配器）` : ""}`;
      case "useTime":
        return `约 ${n(row.minutes)} 分钟`;
      case "connectivity":
        return [row.wifiGHz ? `WiFi ${n(row.wifiGHz)} GHz` : "", `蓝牙 ${row.bluetooth}`, row.app ? "App 控制" : ""]
          .filter(Boolean)
          .join("，");
      case "chargingPort":
        return row.port;
      case "weight":
        return `净重 ${n(row.netKg)} kg，含包装 ${n(row.packagedKg)} kg`;
      case "input":
        return `${n(row.volts)} V 直流`;
      case "compatibleWith":
        return row.files.map(name).join("、");
      case "warranty":
        return `${n(row.years)} 年`;
    }
  },
  manuals: {
    "flagship-bumblebee": ({ product, n, prose, common }) => ({
      intro: `${product}可在机器人形态与汽车形态之间自动变形，并响应语音指令和 Mechaforge App 的控制。`,
      inBox: [`${product}机器人`, `充电器（${n(prose.chargerVolts ?? 0)} V）及数据线`, "爆能枪配件", "快速入门卡"],
      gettingStarted: [
        `长按背部电源键 ${n(common.holdSeconds)} 秒，直到眼睛亮起。`,
        "说出“Hey Bumblebee”，再说出指令，例如“Transform”（变形）。",
        "通过蓝牙连接 Mechaforge App，即可编写新动作。",
      ],
    }),
    "flagship-optimus-prime": ({ product, n, common }) => ({
      intro: `${product}可在机器人形态与卡车形态之间自动变形，能按指令行走、说话和表演。`,
      inBox: [`${product}机器人`, "充电器及数据线", "离子爆能枪和能量斧", "快速入门卡"],
      gettingStarted: [
        "将机器人以卡车形态放在平整的地面上。",
        `按住驾驶室下方的电源键 ${n(common.holdSeconds)} 秒。`,
        "说出“Hey Optimus, transform”，即可变形为机器人形态。",
      ],
    }),
    "flagship-megatron": ({ product }) => ({
      intro: `${product}可在机器人形态与坦克形态之间变形，并响应语音指令和 Mechaforge App 的控制。`,
      inBox: [`${product}机器人`, "充电器及数据线", "融合炮", "快速入门卡"],
      gettingStarted: [
        "按下坦克炮塔后部的按键开机。",
        "说出“Hey Megatron”，再说出指令。",
        "使用 App 录制自定义姿势和动作序列。",
      ],
    }),
    "grimlock-g1-flagship": ({ product, n, common }) => ({
      intro: `${product}可在机器人形态与霸王龙形态之间变形，两种形态下都能行走，并可按指令咆哮。`,
      inBox: ["钢索机器人", "充电器及数据线", "剑和爆能枪", "快速入门卡"],
      gettingStarted: [
        "将钢索以霸王龙形态站立，尾巴着地。",
        `长按胸前电源键 ${n(common.holdSeconds)} 秒。`,
        "说出“Hey Grimlock, transform”即可切换形态。",
      ],
    }),
    "elite-optimus-prime": ({ product, n, prose }) => ({
      intro: `${product}是一款可编程的自动变形机器人，支持语音指令、音效和图形化编程编辑器。`,
      inBox: [`${product}机器人`, "充电器及数据线", "离子爆能枪", "快速入门卡"],
      gettingStarted: [
        "按住背部电源键，直到胸前灯光亮起。",
        `说出“Hey Optimus”，再说出 ${n(prose.voiceCommands ?? 0)} 条语音指令中的任意一条。`,
        "打开 Mechaforge App，在积木编辑器中编写动作。",
      ],
    }),
    "bumblebee-g1-performance": ({ product }) => ({
      intro: `${product}是一款可摆姿势的表演机器人，采用经典 G1 造型，带语音台词，可通过 App 进行表演。`,
      inBox: [`${product}机器人`, "USB-C 数据线", "展示支架", "快速入门卡"],
      gettingStarted: ["拨动背部开关开机。", "连接 Mechaforge App 开始表演。", "使用后请将机器人放回支架。"],
    }),
    "toy-story-buzz-lightyear": ({ n, prose }) => ({
      intro: `互动巴斯光年机器人可播放超过 ${n(prose.audioClips ?? 0)} 段语音，由 ${n(prose.servos ?? 0)} 个舵机驱动，支持语音和 App 控制。`,
      inBox: ["巴斯光年机器人", `${n(prose.adapterWatts ?? 0)} W 适配器及 Type-C 数据线`, "展示底座", "快速入门卡"],
      gettingStarted: [
        "按下巴斯胸前的按钮将他唤醒。",
        "说出“Buzz Lightyear”，再说一句话，例如“To infinity and beyond”（飞向宇宙，浩瀚无垠）。",
        "通过 WiFi 连接 App，即可在手机或电脑上编辑动作。",
      ],
    }),
    "buzz-lightyear-space-ranger-alpha": ({ product, n, prose }) => ({
      intro: `${product}是巴斯光年的收藏版，配有发光翅膀和展示模式。`,
      inBox: [
        "太空骑警 Alpha 机器人",
        `${n(prose.adapterWatts ?? 0)} W 适配器及 Type-C 数据线`,
        "展示底座",
        "收藏证书卡",
      ],
      gettingStarted: [
        "按下胸前按钮开机。",
        "说出“Space Ranger, wings”即可展开翅膀。",
        "使用展示模式，机器人停放在底座上时灯光保持常亮。",
      ],
    }),
    "k1-interstellar-scout": ({ product }) => ({
      intro: `${product}是一款面向小小创作者的可编程机器人，支持图形化编程和语音控制。`,
      inBox: ["K1 机器人", "USB-C 数据线", "贴纸", "快速入门卡"],
      gettingStarted: ["推动背部电源开关。", "打开 Mechaforge App 并选择 K1。", "在 App 中体验第一节编程课。"],
    }),
    "k1-pro-interstellar-scout": () => ({
      intro: "K1 Pro 在星际侦察兵的基础上增加了视觉传感器。",
      inBox: ["K1 Pro 机器人", "USB-C 数据线", "配件包", "快速入门卡"],
      gettingStarted: ["拨动背部开关开机。", "在 Mechaforge App 中完成配对。", "在 App 设置中校准视觉传感器。"],
    }),
    "t9-interstellar-agent": ({ product }) => ({
      intro: `${product}可在机器人形态与跑车形态之间变形，并可在 Mechaforge App 中编程。`,
      inBox: ["T9 机器人", "USB-C 数据线", "快速入门卡"],
      gettingStarted: ["拨动车身下方的开关开机。", "说出“Transform”或使用 App 切换形态。"],
    }),
    "t9-e-rover": ({ product }) => ({
      intro: `${product}是 T9 的探索版，配有全地形车轮和探索车模式。`,
      inBox: ["T9-E 机器人", "USB-C 数据线", "全地形车轮套装", "快速入门卡"],
      gettingStarted: ["开机前请先装好全地形车轮。", "开机后在 App 中选择 T9-E。"],
    }),
    "ai-base": ({ product }) => ({
      intro: `${product}是一款充电与对话底座，可让兼容的机器人进行自然对话。`,
      inBox: [product, "电源适配器", "快速入门卡"],
      gettingStarted: [`在 Mechaforge App 中将${product}连接到 WiFi。`, "将机器人放上底座，说出它的唤醒词。"],
    }),
  },
};
