import type { SiteContent } from "../schema";

const site: SiteContent = {
  brand: { name: "Mechaforge", legalName: "Mechaforge Robotics Co., Ltd.", logoAlt: "Mechaforge ホーム" },
  installment: null,
  home: { label: "ホーム", link: "" },
  shop: { label: "ストア", link: "https://shop.mechaforge.com/jp" },
  account: { label: "アカウント", link: "account" },
  region: { label: "地域", link: "choose-your-region" },
  media: [
    { icon: "instagram", label: "Instagram", link: "https://www.instagram.com/mechaforge.robotics" },
    { icon: "meta", label: "Facebook", link: "https://www.facebook.com/mechaforge.robotics" },
    { icon: "youtube", label: "YouTube", link: "https://www.youtube.com/@mechaforge" },
    { icon: "tikTok", label: "TikTok", link: "https://www.tiktok.com/@mechaforge" },
    { icon: "twitter", label: "X (Twitter)", link: "https://x.com/mechaforge" },
  ],
  copyright: [
    "© 2025 Mechaforge Robotics Co., Ltd. 無断転載を禁じます。",
    "TRANSFORMERS および関連するすべてのキャラクターは Hasbro の商標であり、ライセンスに基づき使用しています。Toy Story © Disney/Pixar.",
  ],
  companyAddress: {
    title: "Mechaforge Robotics Japan 株式会社",
    lines: ["東京都渋谷区神宮前 5-52-2", "support-jp@mechaforge.com"],
  },
  nav: {
    products: {
      label: "製品",
      children: [
        {
          label: "フラッグシップ バンブルビー",
          link: "flagship-bumblebee",
          identify: "flagshipBumblebee",
          tag: { color: "#f5b700", label: "新発売" },
        },
        {
          label: "フラッグシップ オプティマスプライム",
          link: "flagship-optimus-prime",
          identify: "flagshipOptimusPrime",
        },
        { label: "フラッグシップ メガトロン", link: "flagship-megatron", identify: "flagshipMegatron" },
        { label: "グリムロック G1 フラッグシップ", link: "grimlock-g1-flagship", identify: "grimlockG1Flagship" },
        {
          label: "K1 Pro インターステラー・スカウト",
          link: "k1-pro-interstellar-scout",
          identify: "k1ProInterstellarScout",
        },
      ],
    },
    support: {
      label: "サポート",
      children: [
        { label: "サポートセンター", link: "support" },
        { label: "ダウンロードセンター", link: "download-center" },
        { label: "よくある質問", link: "faq" },
        { label: "製品登録", link: "product-registration" },
        { label: "返品・修理（RMA）", link: "return-manufacturer" },
        { label: "保証について", link: "warranty-information" },
        { label: "配送について", link: "shipping-policy" },
        { label: "お問い合わせ", link: "technical-support" },
      ],
    },
    about: {
      label: "Mechaforge について",
      children: [
        { label: "会社概要", link: "about-us" },
        { label: "取扱店舗", link: "where-to-buy" },
      ],
    },
    extras: [
      {
        label: "新製品",
        link: "new-release",
        stages: [2, 3],
        hidden: ["footer"],
        tag: { color: "#e4002b", label: "話題" },
      },
      {
        label: "バレンタインセール",
        link: "https://shop.mechaforge.com/jp/collections/valentines-day",
        startTime: "2025-02-08T00:00:00+08:00",
        endTime: "2025-02-16T00:00:00+08:00",
        tag: { color: "#d6336c", label: "セール" },
      },
    ],
  },
  footerNavs: [
    { label: "ホーム", link: "" },
    { label: "Mechaforge について", link: "about-us" },
    { label: "プライバシーポリシー", link: "privacy-policy" },
    { label: "利用規約", link: "terms-use" },
  ],
  textBanner: {
    stages: [3],
    items: [
      {
        label: "フラッグシップ バンブルビー好評発売中 – 早期割引価格は5/6まで",
        link: "flagship-bumblebee",
        endTime: "2025-04-25T15:00:00+08:00",
      },
      {
        label: "ラストチャンス：フラッグシップ バンブルビーが¥49,940お得！",
        link: "flagship-bumblebee",
        startTime: "2025-04-25T15:00:00+08:00",
        endTime: "2025-05-06T23:00:00+08:00",
      },
    ],
  },
  buttons: {
    buy: "今すぐ購入",
    preOrder: "今すぐ予約",
    learnMore: "詳しく見る",
    unlcokSoon: "近日公開",
    save: "お得",
    off: "オフ",
    soldOut: "完売",
    outOfStock: "在庫切れ",
    watchVideo: "動画を見る",
  },
  countdown: { title: "終了まで", days: "日", hours: "時間", minutes: "分", seconds: "秒" },
  subscribe: {
    title: "Mechaforge コミュニティに参加しよう",
    describe: "新製品の発売情報や限定セール、イベント情報をいち早くお届けします。",
    placeholder: "メールアドレスを入力",
    submitBtn: "登録する",
    invalid: "有効なメールアドレスを入力してください",
    success: "登録が完了しました！",
  },
  api: {
    default: "サーバーエラーが発生しました。しばらくしてから再度お試しください。",
    authExpired: "ログインの有効期限が切れました。再度ログインしてください。",
    badRequest: "送信された情報の一部に誤りがあります。内容をご確認のうえ、もう一度お試しください。",
    wrongCredentials: "メールアドレスまたはパスワードが正しくありません。",
    rateLimited: "試行回数が多すぎます。しばらく待ってから再度お試しください。",
    notFound: "お探しの情報が見つかりませんでした。",
  },
  ui: {
    skipToContent: "メインコンテンツへスキップ",
    menu: "メニュー",
    openMenu: "メニューを開く",
    closeMenu: "メニューを閉じる",
    mainNav: "メインナビゲーション",
    footerNav: "フッターナビゲーション",
    followUs: "フォローする",
    newRelease: "新製品",
    notFoundTitle: "ページが見つかりません",
    notFoundText: "お探しのページはこの地域では提供されていないか、移動した可能性があります。",
    backHome: "ホームに戻る",
    errorTitle: "問題が発生しました",
    errorText: "このページを表示できませんでした。しばらくしてから再度お試しください。",
    currencyNote: "価格は日本円（JPY）",
  },
  regionChooser: {
    title: "地域を選択",
    description: "お住まいの国・地域を選択すると、その地域の製品・価格・販売店をご覧いただけます。",
    heading: "国・地域を選択してください",
    current: "現在の選択",
    entries: [
      { label: "アメリカ合衆国", region: "us", country: "US" },
      { label: "カナダ", region: "us", country: "CA" },
      { label: "欧州連合", region: "eu", country: "EU" },
      { label: "イギリス", region: "uk", country: "GB" },
      { label: "フランス", region: "fr", country: "FR" },
      { label: "ドイツ", region: "de", country: "DE" },
      { label: "中国本土", region: "cn", country: "CN" },
      { label: "日本", region: "jp", country: "JP" },
      { label: "韓国", region: "kr", country: "KR" },
      { label: "その他の地域", region: "us", country: "OTHER" },
    ],
    regionLabels: {
      cn: "中国本土 - 简体中文",
      us: "アメリカ合衆国 - English",
      uk: "イギリス - English",
      eu: "欧州連合 - English",
      fr: "フランス - Français",
      de: "ドイツ - Deutsch",
      kr: "韓国 - 한국어",
      jp: "日本 - 日本語",
    },
    canada: "カナダ - English",
    otherRegions: "その他の地域 - English",
  },
  homeIntro: {
    heading: "変形するロボットを、コレクションに",
    intro:
      "公式ライセンスを取得したプログラミング対応ロボットが、音声コマンドひとつで自動変形。日本円でお買い求めいただけます。",
  },
  pages: {
    home: {
      title: "Mechaforge | 自動変形・プログラミング対応のコレクターズロボット",
      description:
        "Mechaforge 日本公式ストア：フラッグシップ バンブルビー、フラッグシップ オプティマスプライム、グリムロック G1 フラッグシップなど公式ライセンスの変形ロボット。",
      keywords:
        "変形ロボット, プログラミングロボット, オプティマスプライム ロボット, バンブルビー ロボット, トランスフォーマー",
    },
    "choose-your-region": {
      title: "地域を選択 | Mechaforge",
      description: "お住まいの国・地域を選択すると、その地域の製品・価格・販売店をご覧いただけます。",
      keywords: "Mechaforge 地域, 国の選択",
    },
    "new-release": {
      title: "新製品 | Mechaforge",
      description: "Mechaforge の最新ロボット。",
      keywords: "新製品, フラッグシップ バンブルビー",
    },
    "flagship-bumblebee": {
      title: "フラッグシップ バンブルビー 予約受付中 | Mechaforge",
      description:
        "フラッグシップ バンブルビーを予約：31 個のサーボ、自動変形、音声操作。早期割引価格と予約の詳細はこちら。",
      keywords: "フラッグシップ バンブルビー, バンブルビー ロボット 予約, 自動変形ロボット",
    },
    "toy-story-buzz-lightyear": {
      title: "トイ・ストーリー バズ・ライトイヤー ロボット | Mechaforge",
      description:
        "23 個のサーボ、200 種類以上のボイスを搭載し、音声とアプリで操作できるインタラクティブなバズ・ライトイヤー ロボット。",
      keywords: "バズ・ライトイヤー ロボット, トイ・ストーリー ロボット",
    },
    "elite-optimus-prime": {
      title: "エリート オプティマスプライム | Mechaforge",
      description:
        "エリート オプティマスプライム：27 個のサーボ、39 の音声コマンド、125 種類のサウンドエフェクトを備えたプログラミング対応の変形ロボット。",
      keywords: "エリート オプティマスプライム, オプティマスプライム ロボット, 変形ロボット",
    },
    "flagship-optimus-prime": {
      title: "フラッグシップ オプティマスプライム | Mechaforge",
      description: "自動変形するフラッグシップ オプティマスプライム ロボット。",
      keywords: "フラッグシップ オプティマスプライム, オプティマスプライム ロボット",
    },
    "flagship-megatron": {
      title: "フラッグシップ メガトロン | Mechaforge",
      description: "自動変形するディセプティコンのリーダー、フラッグシップ メガトロン。",
      keywords: "フラッグシップ メガトロン, メガトロン ロボット",
    },
    "grimlock-g1-flagship": {
      title: "グリムロック G1 フラッグシップ | Mechaforge",
      description: "ロボットからティラノサウルスへと変形するダイノボットのリーダー、グリムロック G1 フラッグシップ。",
      keywords: "グリムロック ロボット, ダイノボット, グリムロック G1 フラッグシップ",
    },
    "buzz-lightyear-space-ranger-alpha": {
      title: "バズ・ライトイヤー スペース・レンジャー アルファ | Mechaforge",
      description: "コレクター向けインタラクティブロボット、バズ・ライトイヤー スペース・レンジャー アルファ。",
      keywords: "バズ・ライトイヤー スペース・レンジャー アルファ, バズ ロボット",
    },
    "k1-pro-interstellar-scout": {
      title: "K1 Pro インターステラー・スカウト | Mechaforge",
      description: "未来のクリエイターのためのプログラミングロボット、K1 Pro インターステラー・スカウト。",
      keywords: "K1 Pro, インターステラー・スカウト, プログラミングロボット",
    },
    "optimus-prime-rise-of-the-beasts-signature-limited-edition": {
      title: "オプティマスプライム ビースト覚醒 サイン入り限定版 | Mechaforge",
      description: "『トランスフォーマー/ビースト覚醒』のオプティマスプライム、サイン・シリアルナンバー入りの限定版。",
      keywords: "オプティマスプライム 限定版, ビースト覚醒",
    },
    "bumblebee-g1-performance": {
      title: "バンブルビー G1 パフォーマンス | Mechaforge",
      description: "おなじみのオートボットの偵察員がパフォーマンスロボットに。バンブルビー G1 パフォーマンス。",
      keywords: "バンブルビー G1, バンブルビー ロボット",
    },
    "ai-base": {
      title: "AI ベース | Mechaforge",
      description: "対応する Mechaforge ロボットと自然な会話を楽しめる AI ベース。",
      keywords: "AI ベース, ロボット アクセサリー",
    },
    "black-friday": {
      title: "ブラックフライデーセール | Mechaforge",
      description: "Mechaforge ロボットのブラックフライデー＆サイバーマンデー特価。",
      keywords: "ブラックフライデー ロボット セール, サイバーマンデー",
    },
    "christmas-sale": {
      title: "クリスマス＆新春セール | Mechaforge",
      description: "Mechaforge ロボットのクリスマスギフトと新春特価。",
      keywords: "クリスマスプレゼント ロボット, ホリデーセール",
    },
    "where-to-buy": {
      title: "取扱店舗 | Mechaforge",
      description: "お近くの Mechaforge 正規販売店・取扱店舗を探す。",
      keywords: "Mechaforge 取扱店, 正規販売店",
    },
    "where-to-buy-hongkong-macao": {
      title: "香港・マカオの取扱店舗 | Mechaforge",
      description: "香港・マカオの取扱店舗。",
      keywords: "香港, マカオ, 取扱店舗",
    },
    manuals: {
      title: "取扱説明書 | Mechaforge",
      description: "Mechaforge ロボット各製品の取扱説明書をダウンロード。",
      keywords: "Mechaforge 取扱説明書, ロボット ユーザーガイド",
    },
    support: {
      title: "サポート | Mechaforge",
      description: "Mechaforge ロボットのサポート：取扱説明書、ダウンロード、保証、お問い合わせ。",
      keywords: "Mechaforge サポート, ロボット ヘルプ",
    },
    "download-center": {
      title: "ダウンロードセンター | Mechaforge",
      description: "Mechaforge ロボット用のアプリ、ファームウェア、取扱説明書。",
      keywords: "Mechaforge アプリ, ファームウェア ダウンロード",
    },
    faq: {
      title: "よくある質問 | Mechaforge",
      description: "Mechaforge ロボット、ご注文、配送に関するよくある質問。",
      keywords: "Mechaforge よくある質問, FAQ",
    },
    "after-sale-service": {
      title: "アフターサービス | Mechaforge",
      description: "Mechaforge ロボットのアフターサービス。",
      keywords: "アフターサービス",
    },
    "product-registration": {
      title: "製品登録 | Mechaforge",
      description: "Mechaforge ロボットを登録して、保証とアップデート情報を受け取りましょう。",
      keywords: "製品登録, 保証",
    },
    "return-manufacturer": {
      title: "返品・修理（RMA） | Mechaforge",
      description: "Mechaforge ロボットの返品・修理のお申し込み。",
      keywords: "RMA, 返品, 修理",
    },
    "warranty-information": {
      title: "保証について | Mechaforge",
      description: "Mechaforge ロボットの保証内容とプレミアム保証。",
      keywords: "保証, プレミアム保証",
    },
    "shipping-policy": {
      title: "配送について | Mechaforge",
      description: "Mechaforge のご注文の配送方法とお届け時期。",
      keywords: "配送について, 配送",
    },
    "technical-support": {
      title: "テクニカルサポートへのお問い合わせ | Mechaforge",
      description: "Mechaforge テクニカルサポートチームへのお問い合わせ。",
      keywords: "お問い合わせ, テクニカルサポート",
    },
    "apply-wholesale-account": {
      title: "卸売アカウントの申請 | Mechaforge",
      description: "Mechaforge の卸売パートナーになる。",
      keywords: "卸売, 販売代理店",
    },
    "about-us": {
      title: "会社概要 | Mechaforge",
      description: "Mechaforge の変形ロボットを生み出すチームについて。",
      keywords: "Mechaforge について, 会社概要",
    },
    news: {
      title: "ニュース | Mechaforge",
      description: "Mechaforge からのニュースとお知らせ。",
      keywords: "Mechaforge ニュース",
    },
    "privacy-policy": {
      title: "プライバシーポリシー | Mechaforge",
      description: "Mechaforge による個人情報の収集・利用・保護について。",
      keywords: "プライバシーポリシー, 個人情報保護",
    },
    "terms-use": {
      title: "利用規約 | Mechaforge",
      description: "Mechaforge ウェブサイトのご利用に適用される規約。",
      keywords: "利用規約",
    },
    login: {
      title: "ログイン | Mechaforge",
      description: "Mechaforge アカウントにログイン、または新規登録。",
      keywords: "ログイン, アカウント",
    },
    account: {
      title: "マイアカウント | Mechaforge",
      description: "Mechaforge アカウントのプロフィール。",
      keywords: "アカウント, プロフィール",
    },
  },
};

export default site;
