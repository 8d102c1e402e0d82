// Product names, alt texts, learn-more copy and product page labels (ja).
import type { ProductWords } from "../../product.schema";

const products: ProductWords = {
  labels: {
    price: "価格",
    specs: "仕様",
    gallery: "ギャラリー",
    overview: "概要",
    moreRobots: "ほかのロボット",
    inPageMenu: "このページの内容",
    video: {
      unavailableTitle: "動画は近日公開",
      unavailableText:
        "この動画はまだ公開されていません。公開まで今しばらくお待ちください。SNS をフォローすると最新情報をいち早くお届けします。",
      close: "閉じる",
    },
  },
  products: {
    flagshipBumblebee: {
      name: "フラッグシップ\nバンブルビー",
      alt: "フラッグシップ バンブルビーのイラスト：黄色と黒の自動変形ロボット",
    },
    flagshipOptimusPrime: {
      name: "フラッグシップ\nオプティマスプライム",
      alt: "フラッグシップ オプティマスプライムのイラスト：赤と青の大型自動変形ロボット",
      learnMore: {
        tagline: "オートボットの司令官が、自らトラックに変形。",
        description: [
          "音声コマンドひとつで、ロボットからトラックへ、そしてまたロボットへ。",
          "Mechaforge アプリで新しい動きを作り、Hub で共有できます。",
        ],
      },
    },
    flagshipMegatron: {
      name: "フラッグシップ\nメガトロン",
      alt: "フラッグシップ メガトロンのイラスト：銀と紫の自動変形ロボット",
      learnMore: {
        tagline: "ディセプティコンの破壊大帝を、細部まで再現。",
        description: [
          "命令ひとつで変形し、専用のセリフと効果音で応えます。",
          "現在在庫切れです。再入荷をお待ちください。",
        ],
      },
    },
    grimlockG1Flagship: {
      name: "グリムロック\n[small]G1 フラッグシップ[/small]",
      alt: "グリムロック G1 フラッグシップのイラスト：ティラノサウルスに変形する灰色と金色のロボット",
      learnMore: {
        tagline: "オレ、グリムロック。ロボットからティラノサウルスへ。",
        description: [
          "ダイノボットのリーダーが音声コマンドでロボットと恐竜の姿を行き来し、咆哮します。",
          "どちらのモードでも歩き、吠え、パフォーマンスします。",
        ],
      },
    },
    k1ProInterstellarScout: {
      name: "K1 Pro\n[small]インターステラー スカウト[/small]",
      alt: "K1 Pro インターステラー スカウトのイラスト：青い小型プログラミングロボット",
      learnMore: {
        tagline: "若いクリエイターのためのプログラミングロボット。",
        description: [
          "K1 Pro は歩き、踊り、ブロックでプログラムしたストーリーを語ります。",
          "音声コマンドに対応し、アプリのレッスンで成長します。",
        ],
      },
    },
  },
};

export default products;
