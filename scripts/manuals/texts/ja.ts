// 日本語の取扱説明書（jp）。Our translation from English: the product team's qualified review is still to come
// (docs/decisions/355-manuals-in-each-language.md). No ja PDF is written while jp has no manuals page.
import type { ManualTexts } from "./types";

export const ja: ManualTexts = {
  language: "ja",
  locale: "ja-JP",
  products: {
    "flagship-bumblebee": "フラッグシップ バンブルビー",
    "flagship-optimus-prime": "フラッグシップ オプティマスプライム",
    "flagship-megatron": "フラッグシップ メガトロン",
    "grimlock-g1-flagship": "グリムロック G1 フラッグシップ",
    "elite-optimus-prime": "エリート オプティマスプライム",
    "bumblebee-g1-performance": "バンブルビー G1 パフォーマンス",
    "toy-story-buzz-lightyear": "トイ・ストーリー バズ・ライトイヤー",
    "buzz-lightyear-space-ranger-alpha": "バズ・ライトイヤー スペース・レンジャー アルファ",
    "k1-interstellar-scout": "K1 インターステラー スカウト",
    "k1-pro-interstellar-scout": "K1 Pro インターステラー スカウト",
    "t9-interstellar-agent": "T9 インターステラー エージェント",
    "t9-e-rover": "T9-E ローバー",
    "ai-base": "AI ベース",
  },
  coverLine: "取扱説明書",
  headings: {
    inBox: "同梱品",
    safety: "安全上のご注意",
    charging: "充電",
    gettingStarted: "はじめに",
    specs: "仕様",
    warranty: "保証とサポート",
  },
  trademarks: "TRANSFORMERS は Hasbro の商標であり、ライセンスに基づき使用しています。Toy Story © Disney/Pixar。",
  safety: ({ n, common }) => [
    `${n(common.minimumAge)}歳未満のお子さまには適していません。小さな部品や可動部があり、指を挟むおそれがあります。`,
    "ロボットが動いているときや変形中は、髪の毛、ゆったりした衣服、指を関節に近づけないでください。",
    `${n(common.floorMetres)} m × ${n(common.floorMetres)} m 以上の平らで乾いた場所で、テーブルの端、階段、水から離してお使いください。`,
    "電源が入っている間は、手足を無理に動かさないでください。ポーズを付ける前に電源を切ってください。",
    "付属の充電器とケーブルのみを使用してください。バッテリーが膨らんだり、異臭がしたり、熱くなったりした場合は使用を中止してください。",
    "バッテリーを分解しないでください。家庭ごみとして捨てず、電池の回収拠点でリサイクルしてください。",
  ],
  charging: {
    common: ({ n, common }) => [
      "ロボットの電源を切り、付属の充電器を充電ポートに接続してから、コンセントに差し込んでください。",
      "充電中はステータスランプが赤く点灯し、満充電になると緑色に変わります。",
      `室温（${n(common.chargingCelsius.min)}～${n(common.chargingCelsius.max)} °C）で充電してください。充電中のロボットを長時間放置しないでください。`,
      `${n(common.storeMonths)}か月以上保管する場合は、約${n(common.storagePercent)}%まで充電してから保管し、${n(common.topUpMonths)}か月ごとに補充電してください。`,
    ],
    typeCFirst: ({ n, prose }) =>
      `付属の ${n(prose.adapterWatts ?? 0)} W アダプターと Type-C ケーブルを使用してください。充電ポートはバックパックのカバーの内側にあります。`,
    dock: ({ product }) => [
      `電源アダプターを${product}とコンセントに接続すると、リングライトが白く点灯します。`,
      "対応ロボットをベースに載せると充電が始まり、会話モードが有効になります。",
    ],
  },
  warranty: ({ n, common }) => [
    `標準限定保証：お買い上げ日から${n(common.warrantyYears)}年間、材料および製造上の欠陥を保証します。`,
    `お住まいの地域のウェブサイトの製品登録ページでロボットを登録すると、保証期間が${n(common.registeredWarrantyYears)}年に延長されます。`,
    `プレミアムプロテクション（フラッグシップシリーズ、${n(common.premiumProtection.amount)} ${common.premiumProtection.currency} 相当）は、事故による破損の修理を追加で保証します。詳しくは保証情報をご覧ください。`,
    "サポート：お住まいの地域の Mechaforge ウェブサイトのサポートページをご覧いただくか、地域のサポート窓口までメールでお問い合わせください。",
  ],
  specLabels: {
    servos: "サーボ",
    chips: "チップ",
    microchips: "マイクロチップ",
    components: "部品点数",
    audioClips: "音声クリップ",
    voiceCommands: "音声コマンド",
    soundEffects: "効果音",
    battery: "バッテリー",
    chargingTime: "充電時間",
    useTime: "使用時間",
    connectivity: "接続",
    chargingPort: "充電ポート",
    weight: "重量",
    input: "入力",
    compatibleWith: "対応機種",
    warranty: "標準保証",
  },
  specValue: (row, { n, name }) => {
    switch (row.label) {
      case "servos":
      case "chips":
      case "microchips":
      case "voiceCommands":
      case "soundEffects":
        return `${n(row.count)} 個`;
      case "components":
      case "audioClips":
        return `${n(row.atLeast)} 以上`;
      case "battery":
        return `${n(row.mAh)} mAh、${n(row.volts)} V${row.lithiumIon ? " リチウムイオン" : ""}`;
      case "chargingTime":
        return `約${n(row.minutes)}分${row.viaTypeC ? `（Type-C、${n(row.viaTypeC.watts)} W アダプター）` : ""}`;
      case "useTime":
        return `約${n(row.minutes)}分`;
      case "connectivity":
        return [
          row.wifiGHz ? `Wi-Fi ${n(row.wifiGHz)} GHz` : "",
          `Bluetooth ${row.bluetooth}`,
          row.app ? "アプリ操作" : "",
        ]
          .filter(Boolean)
          .join("、");
      case "chargingPort":
        return row.port;
      case "weight":
        return `本体 ${n(row.netKg)} kg、梱包時 ${n(row.packagedKg)} kg`;
      case "input":
        return `DC ${n(row.volts)} V`;
      case "compatibleWith":
        return row.files.map(name).join("、");
      case "warranty":
        return `${n(row.years)}年`;
    }
  },
  manuals: {
    "flagship-bumblebee": ({ product, n, prose, common }) => ({
      intro: `${product}は、ロボットモードと車モードを自動で変形し、音声コマンドと Mechaforge アプリに応答します。`,
      inBox: [
        `${product} 本体`,
        `充電器（${n(prose.chargerVolts ?? 0)} V）とケーブル`,
        "ブラスター（アクセサリー）",
        "クイックスタートカード",
      ],
      gettingStarted: [
        `目が光るまで、背中の電源ボタンを${n(common.holdSeconds)}秒間長押しします。`,
        "「Hey Bumblebee」と話しかけてから、「Transform」（変形）などのコマンドを言います。",
        "Bluetooth で Mechaforge アプリと接続すると、新しい動きをプログラムできます。",
      ],
    }),
    "flagship-optimus-prime": ({ product, n, common }) => ({
      intro: `${product}は、ロボットモードとトラックモードを自動で変形し、コマンドに合わせて歩き、話し、パフォーマンスを披露します。`,
      inBox: [`${product} 本体`, "充電器とケーブル", "イオンブラスターとエネルゴンアックス", "クイックスタートカード"],
      gettingStarted: [
        "ロボットをトラックモードにして、平らな場所に置きます。",
        `運転席の下にある電源ボタンを${n(common.holdSeconds)}秒間押します。`,
        "「Hey Optimus, transform」と言うと、ロボットモードに変形します。",
      ],
    }),
    "flagship-megatron": ({ product }) => ({
      intro: `${product}は、ロボットモードと戦車モードを変形し、音声コマンドと Mechaforge アプリに応答します。`,
      inBox: [`${product} 本体`, "充電器とケーブル", "フュージョンキャノン", "クイックスタートカード"],
      gettingStarted: [
        "戦車の砲塔の後ろにあるボタンで電源を入れます。",
        "「Hey Megatron」と話しかけてから、コマンドを言います。",
        "アプリでオリジナルのポーズや動きの流れを記録できます。",
      ],
    }),
    "grimlock-g1-flagship": ({ product, n, common }) => ({
      intro: `${product}は、ロボットモードとティラノサウルスモードを変形し、どちらのモードでも歩き、コマンドで咆哮します。`,
      inBox: ["グリムロック本体", "充電器とケーブル", "剣とブラスター", "クイックスタートカード"],
      gettingStarted: [
        "グリムロックをティラノサウルスモードにして、しっぽを床に着けて立たせます。",
        `胸の電源ボタンを${n(common.holdSeconds)}秒間長押しします。`,
        "「Hey Grimlock, transform」と言うと、モードが切り替わります。",
      ],
    }),
    "elite-optimus-prime": ({ product, n, prose }) => ({
      intro: `${product}は、音声コマンド、効果音、プログラミングエディターを備えた、プログラミング可能な自動変形ロボットです。`,
      inBox: [`${product} 本体`, "充電器とケーブル", "イオンブラスター", "クイックスタートカード"],
      gettingStarted: [
        "胸のライトが点灯するまで、背中の電源ボタンを押します。",
        `「Hey Optimus」と話しかけてから、${n(prose.voiceCommands ?? 0)}種類の音声コマンドのどれかを言います。`,
        "Mechaforge アプリを開き、ブロックエディターで動きをプログラムします。",
      ],
    }),
    "bumblebee-g1-performance": ({ product }) => ({
      intro: `${product}は、クラシックな G1 スタイルのポーズ可能なパフォーマンスロボットで、ボイスとアプリによるショーを楽しめます。`,
      inBox: [`${product} 本体`, "USB-C ケーブル", "ディスプレイスタンド", "クイックスタートカード"],
      gettingStarted: [
        "背中のスイッチで電源を入れます。",
        "Mechaforge アプリと接続して、パフォーマンスを始めます。",
        "使い終わったら、ロボットをスタンドに戻します。",
      ],
    }),
    "toy-story-buzz-lightyear": ({ n, prose }) => ({
      intro: `インタラクティブなバズ・ライトイヤー ロボットは、${n(prose.audioClips ?? 0)}以上の音声クリップを話し、${n(prose.servos ?? 0)}個のサーボで動き、音声とアプリで操作できます。`,
      inBox: [
        "バズ・ライトイヤー本体",
        `${n(prose.adapterWatts ?? 0)} W アダプターと Type-C ケーブル`,
        "ディスプレイベース",
        "クイックスタートカード",
      ],
      gettingStarted: [
        "バズの胸のボタンを押して起こします。",
        "「Buzz Lightyear」と話しかけてから、「To infinity and beyond」（無限の彼方へ）などのフレーズを言います。",
        "Wi-Fi でアプリと接続すると、スマートフォンや PC で動きを編集できます。",
      ],
    }),
    "buzz-lightyear-space-ranger-alpha": ({ product, n, prose }) => ({
      intro: `${product}は、光る翼とディスプレイモードを備えたバズのコレクターズエディションです。`,
      inBox: [
        "スペース・レンジャー アルファ本体",
        `${n(prose.adapterWatts ?? 0)} W アダプターと Type-C ケーブル`,
        "ディスプレイベース",
        "証明書カード",
      ],
      gettingStarted: [
        "胸のボタンを押して電源を入れます。",
        "「Space Ranger, wings」と言うと、翼が開きます。",
        "ディスプレイモードでは、ベースに置いている間ライトが点灯し続けます。",
      ],
    }),
    "k1-interstellar-scout": ({ product }) => ({
      intro: `${product}は、グラフィカルなプログラミングと音声操作に対応した、若いクリエイターのためのプログラミングロボットです。`,
      inBox: ["K1 本体", "USB-C ケーブル", "ステッカーシート", "クイックスタートカード"],
      gettingStarted: [
        "背中の電源スイッチをスライドします。",
        "Mechaforge アプリを開き、K1 を選びます。",
        "アプリで最初のプログラミングレッスンに挑戦しましょう。",
      ],
    }),
    "k1-pro-interstellar-scout": () => ({
      intro: "K1 Pro は、インターステラー スカウトにビジョンセンサーを加えたモデルです。",
      inBox: ["K1 Pro 本体", "USB-C ケーブル", "アクセサリーパック", "クイックスタートカード"],
      gettingStarted: [
        "背中のスイッチで電源を入れます。",
        "Mechaforge アプリでペアリングします。",
        "アプリの設定からビジョンセンサーを調整します。",
      ],
    }),
    "t9-interstellar-agent": ({ product }) => ({
      intro: `${product}は、ロボットモードとスポーツカーモードを変形し、Mechaforge アプリでプログラミングできます。`,
      inBox: ["T9 本体", "USB-C ケーブル", "クイックスタートカード"],
      gettingStarted: [
        "車体の下にあるスイッチで電源を入れます。",
        "「Transform」と言うか、アプリでモードを切り替えます。",
      ],
    }),
    "t9-e-rover": ({ product }) => ({
      intro: `${product}は、全地形ホイールとローバーモードを備えた T9 の探査モデルです。`,
      inBox: ["T9-E 本体", "USB-C ケーブル", "全地形ホイールセット", "クイックスタートカード"],
      gettingStarted: ["電源を入れる前に、全地形ホイールを取り付けます。", "電源を入れ、アプリで T9-E を選びます。"],
    }),
    "ai-base": ({ product }) => ({
      intro: `${product}は、対応ロボットが自然な会話を楽しめる、充電と会話のためのドックです。`,
      inBox: [`${product} 本体`, "電源アダプター", "クイックスタートカード"],
      gettingStarted: [
        `Mechaforge アプリで${product}を Wi-Fi に接続します。`,
        "ロボットをドックに載せ、ウェイクワードを言います。",
      ],
    }),
  },
};
