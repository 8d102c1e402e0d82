// Product names, alt texts, learn-more copy and product page labels (ko).
import type { ProductWords } from "../../product.schema";

const products: ProductWords = {
  labels: {
    price: "가격",
    specs: "사양",
    gallery: "갤러리",
    overview: "개요",
    moreRobots: "다른 로봇",
    inPageMenu: "이 페이지에서",
    video: {
      unavailableTitle: "동영상 공개 예정",
      unavailableText:
        "이 동영상은 아직 공개되지 않았습니다. 곧 다시 확인하시거나 소셜 미디어를 팔로우하고 가장 먼저 만나 보세요.",
      close: "닫기",
    },
  },
  products: {
    flagshipOptimusPrime: {
      name: "플래그십\n옵티머스 프라임",
      alt: "플래그십 옵티머스 프라임 일러스트: 빨간색과 파란색의 대형 자동 변신 로봇",
      learnMore: {
        tagline: "오토봇의 리더가 스스로 트럭으로 변신합니다.",
        description: [
          "음성 명령 한 번으로 로봇에서 트럭으로, 다시 로봇으로 변신합니다.",
          "Mechaforge 앱에서 새로운 동작을 만들고 Hub에 공유하세요.",
        ],
      },
    },
    flagshipMegatron: {
      name: "플래그십\n메가트론",
      alt: "플래그십 메가트론 일러스트: 은색과 보라색의 자동 변신 로봇",
      learnMore: {
        tagline: "디셉티콘의 리더, 마지막 패널까지 정밀하게.",
        description: [
          "명령에 따라 변신하고 고유한 대사와 효과음으로 답합니다.",
          "현재 재고가 없습니다. 곧 재입고될 예정입니다.",
        ],
      },
    },
    k1ProInterstellarScout: {
      name: "K1 Pro\n[small]인터스텔라 스카우트[/small]",
      alt: "K1 Pro 인터스텔라 스카우트 일러스트: 파란색 소형 코딩 로봇",
      learnMore: {
        tagline: "어린 크리에이터를 위한 코딩 로봇.",
        description: [
          "K1 Pro는 걷고, 춤추고, 블록으로 코딩한 이야기를 들려줍니다.",
          "음성 명령을 알아듣고 앱의 새 수업으로 함께 성장합니다.",
        ],
      },
    },
    t9: {
      name: "T9\n[small]인터스텔라 에이전트[/small]",
      alt: "T9 인터스텔라 에이전트 일러스트: 스포츠카로 변신하는 소형 로봇",
    },
  },
};

export default products;
