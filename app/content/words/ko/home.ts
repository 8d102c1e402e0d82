// The home page's words (ko); its tiles and their order are in content/home.ts, tile names in the catalogue.
import type { HomeWords } from "../../home.schema";

const home: HomeWords = {
  hero: {
    eyebrow: "플래그십 컬렉션",
    bannerAlt: "노란 빛줄기 속에서 플래그십 옵티머스 프라임 앞에 선 로봇 일러스트",
    cta: "{name} 보기",
  },
  sections: { section1: "추천 로봇", section2: "코딩 로봇", section3: "삶을 더 즐겁게" },
  tiles: {
    flagshipOptimusPrime: "오토봇의 리더가 스스로 트럭으로 변신합니다.",
    flagshipMegatron: "디셉티콘의 리더, 마지막 패널까지 정밀하게 설계했습니다.",
    k1ProInterstellarScout: "블록을 끌어다 놓아 동작과 이야기를 코딩하세요.",
    t9: "작지만 강한 변신 로봇, 스포츠카 모드로 출발!",
  },
  licences: { transformers: "TRANSFORMERS 및 관련 캐릭터는 Hasbro의 상표이며 라이선스에 따라 사용됩니다." },
  softwareEcosystem: {
    title: "소프트웨어 생태계",
    subtitle: "로봇을 위한 새로운 동작과 이야기를 만들고, 공유하고, 내려받으세요.",
    items: {
      hub: {
        title: "Mechaforge Hub",
        subtitle: "콘텐츠 공유 허브: 내 프로그램을 공유하고 다른 사람의 작품을 내려받으세요.",
        cta: "Hub 방문하기",
      },
      studio: {
        title: "Mechaforge Studio",
        subtitle: "빠른 제작 스튜디오: PC나 휴대폰에서 동작과 음성 명령을 만드세요.",
        cta: "Studio 열기",
      },
    },
  },
  mediaPraise: {
    title: "언론 평가",
    list: [
      { comment: "선반 위에서 만날 수 있는 가장 애니메이션다운 변신.", commentator: "컬렉터스 쿼털리(예시 인용문)" },
      { comment: "부모와 수집가 모두 갖고 싶어 할 코딩 로봇.", commentator: "패밀리 테크 위클리(예시 인용문)" },
      { comment: "귀로 듣는 정밀함: 서보 하나하나의 움직임이 정확합니다.", commentator: "메이커 리뷰(예시 인용문)" },
    ],
  },
};

export default home;
