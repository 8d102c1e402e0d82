// The manuals page (zh): labels, series names and manual names; the tables are in content/manuals.ts.
import type { ManualWords } from "../../manuals.schema";

const manuals: ManualWords = {
  title: "产品说明书",
  intro:
    "下载您的机械熔炉 Mechaforge 机器人说明书。每份 PDF 包含包装清单、安全须知、充电说明、快速上手和产品参数（英文版）。",
  thName: "名称",
  thSize: "大小",
  thUpdateTime: "更新时间",
  download: "下载",
  series: {
    flagship: "旗舰系列",
    elite: "精英系列",
    disneyPixar: "迪士尼·皮克斯系列",
    interstellar: "星际系列",
    accessories: "配件",
  },
  names: {
    "flagship-bumblebee": "大黄蜂旗舰版 使用说明书",
    "flagship-optimus-prime": "擎天柱旗舰版 使用说明书",
    "flagship-megatron": "威震天旗舰版 使用说明书",
    "grimlock-g1-flagship": "钢索 G1 旗舰版 使用说明书",
    "elite-optimus-prime": "擎天柱精英版 使用说明书",
    "toy-story-buzz-lightyear": "玩具总动员 巴斯光年 使用说明书",
    "k1-pro-interstellar-scout": "K1 Pro 星际侦察兵 使用说明书",
    "ai-base": "AI 智能底座 使用说明书",
  },
};

export default manuals;
