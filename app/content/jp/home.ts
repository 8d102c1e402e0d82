import type { HomeContent } from "../home.schema";

const TF = "TRANSFORMERS および関連キャラクターは Hasbro の商標であり、ライセンスに基づき使用しています。";

const home: HomeContent = {
  hero: {
    eyebrow: "新発売：フラッグシップ バンブルビー",
    bannerAlt: "黄色い光の中、フラッグシップ オプティマスプライムの前に立つフラッグシップ バンブルビーのイラスト",
    cta: { label: "フラッグシップ バンブルビーを見る", link: "flagship-bumblebee" },
  },
  section1: {
    title: "注目のロボット",
    tiles: [
      {
        key: "flagshipBumblebee",
        title: "フラッグシップ バンブルビー",
        subtitle: "音声コマンドひとつで、ロボットから車へ自動変形。",
        copyright: TF,
      },
      {
        key: "flagshipOptimusPrime",
        title: "フラッグシップ オプティマスプライム",
        subtitle: "オートボットの司令官が、自らトラックに変形。",
        copyright: TF,
      },
    ],
  },
  section2: {
    title: "コレクション",
    tiles: [
      {
        key: "grimlockG1Flagship",
        title: "グリムロック G1 フラッグシップ",
        subtitle: "ダイノボットのリーダーがロボットからティラノサウルスへ。",
        copyright: TF,
      },
      {
        key: "flagshipMegatron",
        title: "フラッグシップ メガトロン",
        subtitle: "ディセプティコンの破壊大帝を、細部まで再現。",
        copyright: TF,
      },
    ],
  },
  section3: {
    title: "毎日をもっと楽しく",
    tiles: [
      {
        key: "k1ProInterstellarScout",
        title: "K1 Pro インターステラー スカウト",
        subtitle: "ブロックをドラッグして、動きやストーリーをプログラミング。",
      },
    ],
  },
  softwareEcosystem: {
    title: "ソフトウェア エコシステム",
    subtitle: "ロボットの新しい動きやストーリーを作って、共有して、ダウンロード。",
    items: [
      {
        key: "hub",
        title: "Mechaforge Hub",
        subtitle: "コミュニティハブ：プログラムを共有し、ほかのユーザーの作品をダウンロード。",
        cta: "Hub へ",
        link: "https://hub.mechaforge.com/ja",
      },
      {
        key: "studio",
        title: "Mechaforge Studio",
        subtitle: "クイック作成スタジオ：PC やスマートフォンで動作と音声コマンドを作成。",
        cta: "Studio を開く",
        link: "https://studio.mechaforge.com/ja",
      },
    ],
  },
  mediaPraise: {
    title: "メディアの評価",
    list: [
      {
        comment: "変形シーンは、棚に飾れるものの中でアニメに最も近い。",
        commentator: "コレクターズ・クォータリー（サンプル引用）",
      },
      {
        comment: "親もコレクターも手放したくなくなる、プログラミングできるロボット。",
        commentator: "ファミリーテック・ウィークリー（サンプル引用）",
      },
      {
        comment: "音でわかる精密さ。サーボの一つひとつの動きが正確。",
        commentator: "メイカー・レビュー（サンプル引用）",
      },
    ],
  },
};

export default home;
