// Products sold in this region, prices in its currency (spec §9; see docs/decisions.md for prices the spec leaves open).
import type { Catalogue } from "../catalogue.schema";

const shop = "https://shop.mechaforge.com/jp/products";

const catalogue: Catalogue = {
  flagshipBumblebee: {
    name: "フラッグシップ\nバンブルビー",
    link: "flagship-bumblebee",
    buy: `${shop}/flagship-bumblebee`,
    alt: "フラッグシップ バンブルビーのイラスト：黄色と黒の自動変形ロボット",
    price: 174900,
    isPreSale: true,
    stock: 1000,
  },
  flagshipOptimusPrime: {
    name: "フラッグシップ\nオプティマスプライム",
    link: "flagship-optimus-prime",
    buy: `${shop}/flagship-optimus-prime`,
    alt: "フラッグシップ オプティマスプライムのイラスト：赤と青の大型自動変形ロボット",
    price: 129800,
    isPreSale: false,
    stock: 300,
  },
  flagshipMegatron: {
    name: "フラッグシップ\nメガトロン",
    link: "flagship-megatron",
    buy: `${shop}/flagship-megatron`,
    alt: "フラッグシップ メガトロンのイラスト：銀と紫の自動変形ロボット",
    price: 164800,
    isPreSale: false,
    stock: 0,
  },
  grimlockG1Flagship: {
    name: "グリムロック\n[small]G1 フラッグシップ[/small]",
    link: "grimlock-g1-flagship",
    buy: `${shop}/grimlock-g1-flagship`,
    alt: "グリムロック G1 フラッグシップのイラスト：ティラノサウルスに変形する灰色と金色のロボット",
    price: 229800,
    isPreSale: false,
    stock: 300,
  },
  k1ProInterstellarScout: {
    name: "K1 Pro\n[small]インターステラー スカウト[/small]",
    link: "k1-pro-interstellar-scout",
    buy: `${shop}/k1-pro-interstellar-scout`,
    alt: "K1 Pro インターステラー スカウトのイラスト：青い小型プログラミングロボット",
    price: 54800,
    isPreSale: false,
    stock: 300,
  },
};

export default catalogue;
