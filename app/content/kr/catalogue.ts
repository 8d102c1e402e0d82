// Products sold in this region, prices in its currency (spec §9; see docs/decisions.md for prices the spec leaves open).
import type { Catalogue } from "../catalogue.schema";

const shop = "https://shop.mechaforge.com/kr/products";

const catalogue: Catalogue = {
  flagshipOptimusPrime: {
    name: "플래그십\n옵티머스 프라임",
    link: "flagship-optimus-prime",
    buy: `${shop}/flagship-optimus-prime`,
    alt: "플래그십 옵티머스 프라임 일러스트: 빨간색과 파란색의 대형 자동 변신 로봇",
    price: 1290000,
    isPreSale: false,
    stock: 300,
  },
  flagshipMegatron: {
    name: "플래그십\n메가트론",
    link: "flagship-megatron",
    buy: `${shop}/flagship-megatron`,
    alt: "플래그십 메가트론 일러스트: 은색과 보라색의 자동 변신 로봇",
    price: 1690000,
    isPreSale: false,
    stock: 0,
  },
  k1ProInterstellarScout: {
    name: "K1 Pro\n[small]인터스텔라 스카우트[/small]",
    link: "k1-pro-interstellar-scout",
    buy: `${shop}/k1-pro-interstellar-scout`,
    alt: "K1 Pro 인터스텔라 스카우트 일러스트: 파란색 소형 코딩 로봇",
    price: 549000,
    isPreSale: false,
    stock: 300,
  },
  t9: {
    name: "T9\n[small]인터스텔라 에이전트[/small]",
    link: `${shop}/t9-interstellar-agent`,
    buy: `${shop}/t9-interstellar-agent`,
    alt: "T9 인터스텔라 에이전트 일러스트: 스포츠카로 변신하는 소형 로봇",
    price: 399000,
    isPreSale: false,
    stock: 300,
  },
};

export default catalogue;
