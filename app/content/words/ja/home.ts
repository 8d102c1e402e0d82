// The home page's words (ja); its tiles and their order are in content/home.ts, tile names in the catalogue.
import type { HomeWords } from "../../home.schema";

const home: HomeWords = {
  hero: {
    eyebrow: "新発売：フラッグシップ バンブルビー",
    bannerAlt: "黄色い光の中、フラッグシップ オプティマスプライムの前に立つフラッグシップ バンブルビーのイラスト",
    cta: "{name}を見る",
  },
  sections: { section1: "注目のロボット", section2: "コレクション", section3: "毎日をもっと楽しく" },
  tiles: {
    flagshipBumblebee: "音声コマンドひとつで、ロボットから車へ自動変形。",
    flagshipOptimusPrime: "オートボットの司令官が、自らトラックに変形。",
    grimlockG1Flagship: "ダイノボットのリーダーがロボットからティラノサウルスへ。",
    flagshipMegatron: "ディセプティコンの破壊大帝を、細部まで再現。",
    k1ProInterstellarScout: "ブロックをドラッグして、動きやストーリーをプログラミング。",
  },
  licences: {
    transformers: "TRANSFORMERS および関連キャラクターは Hasbro の商標であり、ライセンスに基づき使用しています。",
  },
  softwareEcosystem: {
    title: "ソフトウェア エコシステム",
    subtitle: "ロボットの新しい動きやストーリーを作って、共有して、ダウンロード。",
    items: {
      hub: {
        title: "Mechaforge Hub",
        subtitle: "コミュニティハブ：プログラムを共有し、ほかのユーザーの作品をダウンロード。",
        cta: "Hub へ",
      },
      studio: {
        title: "Mechaforge Studio",
        subtitle: "クイック作成スタジオ：PC やスマートフォンで動作と音声コマンドを作成。",
        cta: "Studio を開く",
      },
    },
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
