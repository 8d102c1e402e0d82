// The site's words (ja): menus, buttons, messages, the region chooser and every page's title.
import type { SiteWords } from "../../site.schema";

const site: SiteWords = {
  brand: { logoAlt: "Mechaforge ホーム" },
  links: { home: "ホーム", shop: "ストア", account: "アカウント", region: "地域" },
  media: { instagram: "Instagram", meta: "Facebook", youtube: "YouTube", tikTok: "TikTok", twitter: "X (Twitter)" },
  copyright: [
    "© 2025 Mechaforge Robotics Co., Ltd. 無断転載を禁じます。",
    "TRANSFORMERS および関連するすべてのキャラクターは Hasbro の商標であり、ライセンスに基づき使用しています。Toy Story © Disney/Pixar.",
  ],
  companyAddress: {
    title: "Mechaforge Robotics Japan 株式会社",
    lines: ["東京都渋谷区神宮前 5-52-2", "support-jp@mechaforge.com"],
  },
  nav: {
    groups: { products: "製品", support: "サポート", about: "Mechaforge について" },
    pages: {
      support: "サポートセンター",
      "download-center": "ダウンロードセンター",
      faq: "よくある質問",
      "product-registration": "製品登録",
      "return-manufacturer": "返品・修理（RMA）",
      "warranty-information": "保証について",
      "shipping-policy": "配送について",
      "technical-support": "お問い合わせ",
      "about-us": "会社概要",
      "where-to-buy": "取扱店舗",
      "new-release": "新製品",
    },
    links: { valentines: "バレンタインセール" },
    tags: { new: "新発売", hot: "話題", sale: "セール" },
  },
  footer: {
    home: "ホーム",
    "about-us": "Mechaforge について",
    "privacy-policy": "プライバシーポリシー",
    "terms-use": "利用規約",
  },
  textBanner: {
    earlyBird: "フラッグシップ バンブルビー好評発売中 – 早期割引価格は{earlyBirdLast:numeric}まで",
    finalCountdown: "ラストチャンス：フラッグシップ バンブルビーが{savings}お得！",
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
    entries: {
      US: "アメリカ合衆国",
      CA: "カナダ",
      EU: "欧州連合",
      GB: "イギリス",
      FR: "フランス",
      DE: "ドイツ",
      CN: "中国本土",
      JP: "日本",
      KR: "韓国",
      OTHER: "その他の地域",
    },
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
