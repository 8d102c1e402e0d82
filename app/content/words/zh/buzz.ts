// The Toy Story Buzz Lightyear page (zh).
import type { BuzzPage } from "../../product.schema";

const buzz: BuzzPage = {
  menus: [
    { label: "产品介绍", link: "#describe" },
    { label: "互动玩法", link: "#interaction" },
    { label: "动作编辑", link: "#editor" },
    { label: "产品参数", link: "#specs" },
    { label: "产品图集", link: "#gallery" },
  ],
  banner: {
    slogan: "飞向宇宙，浩瀚无垠！",
    title: "玩具总动员巴斯光年",
    alt: "巴斯光年机器人在紫色星空中展开双翼的插画",
  },
  video: { title: "认识巴斯", text: "看太空骑警苏醒、展开双翼、报到执勤。" },
  describe: {
    title: "真正的太空骑警",
    text: "你熟悉的巴斯光年：会走路、会说话、会挥手、会亮激光、会展开翅膀，还会用自己的声音回应你。",
  },
  appearance: {
    title: "还原电影每一处细节",
    text: "太空服面板、可收起的头盔罩、紫色头套和胸前按钮都忠于电影原作，由 3000 多个零件构成。",
  },
  interaction: {
    title: "和巴斯对话",
    lines: [
      "巴斯能听懂数十条语音指令，并用 200 多段语音回应。",
      "也可以在 App 中操控：活动每个关节、触发激光、编排你自己的任务。",
    ],
    soundCommand: "先说“嘿，巴斯”，再试试：",
    voiceCommand: [
      "你好",
      "你是谁",
      "介绍一下自己",
      "展开翅膀",
      "收起翅膀",
      "发射激光",
      "打开头盔",
      "关上头盔",
      "向前走",
      "向后退",
      "向左转",
      "向右转",
      "停下",
      "敬礼",
      "挥挥手",
      "跳个舞",
      "空手道",
      "秀秀肌肉",
      "鞠个躬",
      "讲个笑话",
      "讲个故事",
      "你的任务是什么",
      "呼叫星际指挥部",
      "报告状态",
      "摆个造型",
      "四处看看",
      "坐下",
      "站起来",
      "去睡觉",
      "醒一醒",
      "大声点",
      "小声点",
      "电量多少",
      "飞向宇宙，浩瀚无垠",
    ],
    appInteraction: { title: "App 操控", text: "用摇杆驾驶巴斯，调整每个关节，在 Mechaforge App 中保存你的动作序列。" },
  },
  sceneVideo: { title: "巴斯在行动", text: "在家巡逻的一天：探索、敬礼，在沙发上守护银河系。" },
  editor: {
    title: "创作你的专属动作",
    pc: { title: "电脑端高级编辑", text: "在时间轴上为每个舵机设置关键帧，让动作与声音同步，并分享到社区。" },
    mobile: { title: "手机端轻松编辑", text: "用手摆动巴斯记录姿势，几分钟就能串成一套动作。" },
  },
  design: {
    title: "设计",
    items: [
      { title: "电影级比例", content: "依据原版角色模型等比缩放，任何角度都是熟悉的轮廓。" },
      { title: "电动翅膀", content: "翅膀展开时伴随灯光和音效。" },
    ],
  },
  accessories: {
    title: "包装清单",
    items: [
      { title: "巴斯光年机器人", content: "出厂即组装完成，开箱即玩。" },
      { title: "充电器和 Type-C 数据线", content: "30 W 适配器，90 分钟充满。" },
      { title: "快速入门指南", content: "配合 App，几分钟完成设置。" },
    ],
  },
  restore: {
    title: "忠于原作",
    items: [
      { title: "声音", content: "台词按电影风格录制。" },
      { title: "动作", content: "电影中的经典姿势，一个舵机一个舵机地还原。" },
    ],
  },
  property: {
    title: "经久耐玩",
    items: [
      { title: "23 个舵机", content: "四肢动作流畅精准。" },
      { title: "75 颗芯片", content: "传感器与控制器让巴斯保持平衡。" },
    ],
    more: "更多细节",
    detail: "3000 多个零件，支持 WiFi 2.4G 与蓝牙 5.0 BLE。",
  },
  specs: {
    title: "产品参数",
    rows: [
      { name: "电压", value: "11.1 V" },
      { name: "电池容量", value: "1900 mAh" },
      { name: "舵机", value: "23 个" },
      { name: "芯片", value: "75 颗" },
      { name: "零件", value: "3000+ 个" },
      { name: "语音片段", value: "200+ 段" },
      { name: "充电时间", value: "90 分钟" },
      { name: "充电接口", value: "Type-C" },
      { name: "连接方式", value: "WiFi 2.4G、蓝牙 5.0 BLE" },
      { name: "适配器", value: "30 W" },
      { name: "净重", value: "1.7 kg" },
      { name: "含包装重量", value: "3.9 kg" },
    ],
  },
  gallery: {
    title: "产品图集",
    items: [
      { image: "toy-story-buzz-lightyear-blueprint", alt: "网格背景上的巴斯光年机器人设计图风格插画" },
      { image: "toy-story-buzz-lightyear-night", alt: "星空下的巴斯光年机器人插画" },
    ],
  },
  returnGuarantee: "官方商城购买享 7 天无理由退货。",
};

export default buzz;
