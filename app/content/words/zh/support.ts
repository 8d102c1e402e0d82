// Support, policy and FAQ pages (zh).
import type { SupportContent } from "../../support.schema";

const support: SupportContent = {
  ui: { updated: "更新日期", contents: "本页目录" },
  pages: {
    support: {
      title: "服务中心",
      intro: ["新机设置、说明书下载、售后维修，都可以从这里开始。客服团队将在 1 个工作日内回复您。"],
      sections: [
        {
          heading: "快速上手",
          links: [
            { label: "产品说明书", link: "manuals", text: "全系列机器人的 PDF 说明书。" },
            { label: "下载中心", link: "download-center", text: "机械熔炉 App、创作工坊与固件。" },
            { label: "常见问题", link: "faq", text: "设置、充电、订单与配送的常见解答。" },
          ],
        },
        {
          heading: "售后与政策",
          links: [
            { label: "售后服务", link: "after-sale-service", text: "退换货、保修与寄修流程。" },
            { label: "保修政策", link: "warranty-information", text: "保修范围、期限与尊享保障。" },
            { label: "配送说明", link: "shipping-policy", text: "发货时效、运费与物流查询。" },
            { label: "联系我们", link: "technical-support", text: "客服热线、邮箱与服务时间。" },
          ],
        },
        {
          heading: "联系客服前，请先尝试",
          list: [
            "将机器人充满电后重新开机。",
            "将机械熔炉 App 与机器人固件升级到最新版本。",
            "准备好订单号和序列号（位于电池盖下方的标签上）。",
          ],
        },
      ],
    },
    "download-center": {
      title: "下载中心",
      intro: ["设置、编程和升级机械熔炉机器人所需的软件都在这里。"],
      sections: [
        {
          heading: "机械熔炉 App",
          paragraphs: [
            "遥控机器人、播放台词、积木编程、升级固件。支持 iOS 15、Android 9 及以上版本，也可在华为、小米、OPPO、vivo 应用商店搜索“机械熔炉”。",
          ],
          links: [
            { label: "iPhone / iPad 版下载", link: "https://download.mechaforge.cn/app/ios" },
            { label: "Android 版下载", link: "https://download.mechaforge.cn/app/android" },
          ],
        },
        {
          heading: "创作工坊（PC / Mac）",
          paragraphs: ["通过时间轴、音效和灯光逐帧编排动作的专业编辑器。"],
          links: [
            { label: "Windows 版下载", link: "https://download.mechaforge.cn/studio/windows" },
            { label: "macOS 版下载", link: "https://download.mechaforge.cn/studio/macos" },
          ],
        },
        {
          heading: "固件升级",
          paragraphs: ["在 App 中连接机器人，进入“设置 › 固件升级”。升级约需 10 分钟，期间请保持机器人连接充电器。"],
        },
        {
          heading: "产品说明书",
          links: [{ label: "全部说明书", link: "manuals", text: "安全须知、充电说明与产品参数。" }],
        },
      ],
    },
    "after-sale-service": {
      title: "售后服务",
      intro: ["机械熔炉严格执行《中华人民共和国消费者权益保护法》及国家“三包”规定，为您提供退货、换货、维修服务。"],
      updated: "2024-11-25",
      sections: [
        {
          heading: "退换货政策",
          list: [
            "7 天无理由退货：自签收次日起 7 天内，商品及包装完好、配件齐全，可申请无理由退货。",
            "性能故障 7 天包退、15 天包换：签收后 15 日内出现性能故障，经检测确认，可选择退货（7 日内）或换货（15 日内）。",
            "1 年保修：自签收之日起 1 年内出现非人为性能故障，免费维修；官方商城购买并完成产品注册，保修延长至 2 年。",
          ],
        },
        {
          heading: "寄修流程",
          list: [
            "联系客服（400-800-0123）或在官方商城提交售后申请，获取售后单号。",
            "按客服指引将机器人连同配件寄往深圳维修中心，保修期内往返运费由我们承担。",
            "维修中心收到后 7 个工作日内完成检测维修并寄回，全程可通过售后单号查询进度。",
          ],
        },
        {
          heading: "以下情况不在免费保修范围内",
          list: [
            "正常磨损及外观划痕。",
            "通电状态下强行扳动关节、进液、使用非原装充电器造成的损坏。",
            "经非官方授权人员拆机、改装或维修的产品。",
          ],
        },
        {
          heading: "港澳地区",
          paragraphs: ["香港、澳门用户请参考港澳地区购买渠道页面，或联系客服安排寄修。"],
          links: [{ label: "港澳地区购买渠道", link: "where-to-buy/hongkong-macao" }],
        },
      ],
      cta: {
        title: "需要售后帮助？",
        text: "客服热线 400-800-0123，每天 9:00-21:00 为您服务。",
        label: "联系我们",
        link: "technical-support",
      },
    },
    "warranty-information": {
      title: "保修政策",
      intro: ["所有在中国大陆销售的机械熔炉产品均享受国家“三包”服务与机械熔炉官方保修。"],
      updated: "2024-11-25",
      sections: [
        {
          heading: "保修期限",
          list: [
            "标准保修：自签收之日起 1 年（详见各产品规格参数）。",
            "官方商城或授权门店购买并在签收后 60 天内完成产品注册：保修延长至 2 年。",
            "充电器及电池：1 年。电池容量保持在初始容量 70% 及以上视为正常损耗。",
          ],
        },
        {
          heading: "尊享保障",
          paragraphs: [
            "在官方商城购买旗舰系列机器人，赠送价值 119 美元（约 ¥869）的尊享保障：2 年内提供 1 次意外损坏维修、保修维修往返包邮及优先处理。",
          ],
        },
        {
          heading: "不在保修范围内的情况",
          list: [
            "正常磨损及外观划痕。",
            "通电状态下强行扳动关节、进液或使用非原装充电器造成的损坏。",
            "经非官方授权人员拆机、改装或维修的产品。",
          ],
        },
        {
          heading: "如何申请保修",
          paragraphs: ["请拨打客服热线或在官方商城提交售后申请，并提供订单号、序列号及故障描述。"],
        },
      ],
      cta: {
        title: "需要维修？",
        text: "查看售后服务流程，了解寄修方式。",
        label: "售后服务",
        link: "after-sale-service",
      },
    },
    "shipping-policy": {
      title: "配送说明",
      intro: ["官方商城订单由深圳仓发货，全国包邮（港澳台地区除外）。"],
      updated: "2024-11-25",
      sections: [
        {
          heading: "发货时效",
          paragraphs: [
            "现货商品当天 16:00 前付款的订单当天发出，之后付款的次日发出。",
            "“双十一”等大促期间订单量较大，发货可能延迟 3-5 天，敬请谅解。",
          ],
        },
        {
          heading: "配送方式与时效",
          list: ["顺丰速运：全国包邮，一般 1-3 天送达。", "新疆、西藏等偏远地区：3-6 天送达。"],
        },
        { heading: "预售商品", paragraphs: ["预售商品将在商品页面标注的时间内按付款顺序发货。"] },
        {
          heading: "签收须知",
          paragraphs: [
            "请当面验货后签收。如外包装破损，请拒收并联系客服；签收后 48 小时内发现运输损坏，请拍照联系客服处理。",
          ],
        },
      ],
    },
    "technical-support": {
      title: "联系我们",
      intro: ["客服团队为您解答设置、App 连接、固件升级、订单及售后问题。"],
      sections: [
        {
          heading: "联系方式",
          contacts: [
            { label: "客服热线", value: "400-800-0123", href: "tel:4008000123" },
            { label: "邮箱", value: "service@mechaforge.cn", href: "mailto:service@mechaforge.cn" },
            { label: "服务时间", value: "每天 9:00-21:00（法定节假日除外）" },
            { label: "公司地址", value: "广东省深圳市南山区科技园科发路 8 号 深圳市机械熔炉机器人有限公司" },
          ],
        },
        {
          heading: "为了更快为您处理",
          list: ["订单号，或购买渠道与购买日期。", "电池盖下方标签上的序列号。", "如方便，请拍摄一段故障视频。"],
        },
        {
          heading: "更多帮助",
          links: [
            { label: "常见问题", link: "faq", text: "常见问题解答。" },
            { label: "售后服务", link: "after-sale-service", text: "退换货与寄修流程。" },
          ],
        },
      ],
    },
    "about-us": {
      title: "关于机械熔炉",
      intro: ["我们制造儿时梦想中的机器人：真正会变形、会走路、会说话的正版授权角色。"],
      sections: [
        {
          heading: "公司简介",
          paragraphs: [
            "机械熔炉（Mechaforge Robotics）2016 年创立于深圳，创始团队由机器人工程师与资深藏家组成。目前在深圳、尔湾、伦敦、阿姆斯特丹、东京和首尔共有 400 余名员工，负责机器人的研发、制造与服务。",
            "我们与孩之宝（Hasbro）、迪士尼（Disney）合作，将擎天柱、大黄蜂、钢索、巴斯光年等经典角色打造成可自动变形、响应语音指令、支持编程的机器人。",
          ],
        },
        {
          heading: "我们的理念",
          list: [
            "Make Life More Fun：第一次和第一百次都充满惊喜。",
            "看得见的工程：像银幕角色一样运动的舵机与数千个零件。",
            "经久耐用：完善的保修与本地化客服。",
          ],
        },
        {
          heading: "了解更多",
          links: [
            { label: "新闻资讯", link: "news", text: "新品发布与品牌动态。" },
            { label: "港澳地区购买渠道", link: "where-to-buy/hongkong-macao", text: "香港、澳门授权门店。" },
          ],
        },
      ],
    },
    news: {
      title: "新闻资讯",
      intro: ["机械熔炉的新品发布、活动与品牌动态。"],
      sections: [
        {
          heading: "大黄蜂旗舰版早鸟价 4 月 27 日截止",
          date: "2025-04-25",
          paragraphs: ["大黄蜂旗舰版早鸟价 ¥5899 将于 4 月 27 日 24:00 结束，4 月 28 日起恢复原价 ¥8499。"],
        },
        {
          heading: "大黄蜂旗舰版正式开启预售",
          date: "2025-03-19",
          paragraphs: ["31 个舵机、67 颗芯片、全自动人车变形——迄今最先进的汽车人机器人现已在官方商城开启预售。"],
        },
        {
          heading: "玩具总动员巴斯光年机器人上市",
          date: "2024-09-12",
          paragraphs: ["23 个舵机、200 余段原声语音，支持语音与 App 互动的巴斯光年机器人正式发售，售价 ¥3999。"],
        },
      ],
    },
    "privacy-policy": {
      title: "隐私政策",
      intro: [
        "深圳市机械熔炉机器人有限公司（以下简称“我们”）依据《中华人民共和国个人信息保护法》等法律法规，制定本隐私政策，说明我们如何收集、使用、存储和保护您的个人信息。",
      ],
      updated: "2024-11-25",
      sections: [
        {
          heading: "我们收集的信息",
          list: [
            "姓名、手机号码、收货地址、电子邮箱。",
            "产品注册与售后时的序列号、购买日期和购买渠道。",
            "访问记录、设备及浏览器信息、Cookie。",
            "支付信息由支付机构处理，我们不保存您的银行卡信息。",
          ],
        },
        {
          heading: "我们如何使用信息",
          list: ["处理订单、配送、保修与售后服务。", "回复您的咨询与投诉。", "经您同意后，向您推送新品与活动信息。"],
        },
        {
          heading: "信息的共享与存储",
          paragraphs: [
            "除法律法规规定外，未经您单独同意，我们不会向第三方提供您的个人信息。我们仅在完成配送、支付等必要范围内委托合作方处理。您的个人信息存储于中华人民共和国境内。",
          ],
        },
        {
          heading: "保存期限",
          paragraphs: ["我们仅在实现目的所必需的期限内保存您的个人信息；交易记录依据《电子商务法》保存不少于 3 年。"],
        },
        {
          heading: "您的权利",
          paragraphs: [
            "您有权查阅、复制、更正、删除个人信息，撤回同意及注销账号。请发送邮件至 privacy@mechaforge.cn，我们将在 15 个工作日内处理。",
          ],
        },
        {
          heading: "联系我们",
          contacts: [
            { label: "个人信息保护负责人邮箱", value: "privacy@mechaforge.cn", href: "mailto:privacy@mechaforge.cn" },
            { label: "客服热线", value: "400-800-0123", href: "tel:4008000123" },
          ],
        },
      ],
    },
    "terms-use": {
      title: "使用条款",
      intro: ["本条款适用于您使用深圳市机械熔炉机器人有限公司运营的网站与官方商城。"],
      updated: "2024-11-25",
      sections: [
        {
          heading: "网站使用",
          paragraphs: [
            "您可以出于个人、非商业目的使用本网站，不得以任何方式干扰网站正常运行或通过自动化手段批量获取内容。",
          ],
        },
        {
          heading: "订单与价格",
          paragraphs: ["商品价格以人民币标示并含增值税。如因标价明显错误导致订单异常，我们有权取消订单并全额退款。"],
        },
        {
          heading: "知识产权",
          paragraphs: [
            "本网站内容及“机械熔炉”“Mechaforge”名称与标识归我们所有。TRANSFORMERS（变形金刚）及相关角色为孩之宝公司商标，经授权使用；玩具总动员角色 © Disney/Pixar。",
          ],
        },
        {
          heading: "责任限制",
          paragraphs: [
            "在法律允许的范围内，我们不对因使用本网站而产生的间接损失承担责任，但法律规定不得免除的责任除外。",
          ],
        },
        {
          heading: "法律适用与争议解决",
          paragraphs: [
            "本条款适用中华人民共和国法律（不含港澳台地区法律）。争议协商不成的，提交深圳市南山区人民法院管辖。",
          ],
        },
      ],
    },
  },
  faq: {
    title: "常见问题",
    intro: ["关于机器人使用、订单与售后政策的常见解答。如仍有疑问，欢迎联系客服。"],
    groups: [
      {
        title: "机器人使用",
        items: [
          {
            question: "如何充电？可以玩多久？",
            answer: [
              "请使用原装充电器。大黄蜂旗舰版充电约 120 分钟，可使用约 60 分钟；巴斯光年使用 30 W 适配器通过 Type-C 充电约 90 分钟。充满后指示灯变为绿色。",
            ],
          },
          {
            question: "机器人对语音指令没有反应怎么办？",
            answer: [
              "请先说唤醒词，再说指令，距离保持在 2 米以内，减少环境噪音，并确认电量高于 20%。",
              "如仍无反应，请重启机器人并在 App 中升级固件。",
            ],
          },
          {
            question: "可以用手掰动机器人的手臂和腿吗？",
            answer: ["仅限关机状态。通电时强行扳动关节可能损坏舵机，且不在保修范围内。"],
          },
        ],
      },
      {
        title: "订单与配送",
        items: [
          { question: "多久可以收到？", answer: ["顺丰全国包邮，一般 1-3 天送达。大促期间发货可能延迟 3-5 天。"] },
          { question: "支持哪些付款方式？", answer: ["支持微信支付、支付宝及银联卡，部分商品支持花呗分期。"] },
        ],
      },
      {
        title: "售后与保修",
        items: [
          {
            question: "可以退货吗？",
            answer: ["签收后 7 天内，商品及包装完好可申请无理由退货；15 天内出现性能故障可换货。"],
          },
          {
            question: "保修期多久？",
            answer: ["标准保修 1 年；官方商城购买并在 60 天内完成产品注册，保修延长至 2 年。"],
          },
          { question: "序列号在哪里？", answer: ["位于电池盖下方的标签及包装盒侧面，由 10-24 位字母和数字组成。"] },
        ],
      },
    ],
    cta: {
      title: "还有其他问题？",
      text: "客服热线 400-800-0123，每天 9:00-21:00。",
      label: "联系我们",
      link: "technical-support",
    },
  },
};

export default support;
