import type { ManualsContent } from "../manuals.schema";

const manuals: ManualsContent = {
  title: "产品说明书",
  intro:
    "下载您的机械熔炉 Mechaforge 机器人说明书。每份 PDF 包含包装清单、安全须知、充电说明、快速上手和产品参数（英文版）。",
  thName: "名称",
  thSize: "大小",
  thUpdateTime: "更新时间",
  download: "下载",
  seriesName: ["旗舰系列", "精英系列", "迪士尼·皮克斯系列", "星际系列", "配件"],
  data: [
    [
      { name: "大黄蜂旗舰版 使用说明书", file: "flagship-bumblebee", date: "2024-11-27" },
      { name: "擎天柱旗舰版 使用说明书", file: "flagship-optimus-prime", date: "2024-11-25" },
      { name: "威震天旗舰版 使用说明书", file: "flagship-megatron", date: "2024-11-25" },
      { name: "钢索 G1 旗舰版 使用说明书", file: "grimlock-g1-flagship", date: "2024-11-25" },
    ],
    [{ name: "擎天柱精英版 使用说明书", file: "elite-optimus-prime", date: "2024-11-25" }],
    [{ name: "玩具总动员 巴斯光年 使用说明书", file: "toy-story-buzz-lightyear", date: "2024-11-27" }],
    [{ name: "K1 Pro 星际侦察兵 使用说明书", file: "k1-pro-interstellar-scout", date: "2024-11-25" }],
    [{ name: "AI 智能底座 使用说明书", file: "ai-base", date: "2024-11-27" }],
  ],
};

export default manuals;
