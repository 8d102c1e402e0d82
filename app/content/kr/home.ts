import type { HomeContent } from "../home.schema";

const TF = "TRANSFORMERS 및 관련 캐릭터는 Hasbro의 상표이며 라이선스에 따라 사용됩니다.";

const home: HomeContent = {
  hero: {
    eyebrow: "플래그십 컬렉션",
    bannerAlt: "노란 빛줄기 속에서 플래그십 옵티머스 프라임 앞에 선 로봇 일러스트",
    cta: { label: "플래그십 옵티머스 프라임 보기", link: "flagship-optimus-prime" },
  },
  section1: {
    title: "추천 로봇",
    tiles: [
      {
        key: "flagshipOptimusPrime",
        title: "플래그십 옵티머스 프라임",
        subtitle: "오토봇의 리더가 스스로 트럭으로 변신합니다.",
        copyright: TF,
      },
      {
        key: "flagshipMegatron",
        title: "플래그십 메가트론",
        subtitle: "디셉티콘의 리더, 마지막 패널까지 정밀하게 설계했습니다.",
        copyright: TF,
      },
    ],
  },
  section2: {
    title: "코딩 로봇",
    tiles: [
      {
        key: "k1ProInterstellarScout",
        title: "K1 Pro 인터스텔라 스카우트",
        subtitle: "블록을 끌어다 놓아 동작과 이야기를 코딩하세요.",
      },
    ],
  },
  section3: {
    title: "삶을 더 즐겁게",
    tiles: [{ key: "t9", title: "T9 인터스텔라 에이전트", subtitle: "작지만 강한 변신 로봇, 스포츠카 모드로 출발!" }],
  },
  softwareEcosystem: {
    title: "소프트웨어 생태계",
    subtitle: "로봇을 위한 새로운 동작과 이야기를 만들고, 공유하고, 내려받으세요.",
    items: [
      {
        key: "hub",
        title: "Mechaforge Hub",
        subtitle: "콘텐츠 공유 허브: 내 프로그램을 공유하고 다른 사람의 작품을 내려받으세요.",
        cta: "Hub 방문하기",
        link: "https://hub.mechaforge.com/ko",
      },
      {
        key: "studio",
        title: "Mechaforge Studio",
        subtitle: "빠른 제작 스튜디오: PC나 휴대폰에서 동작과 음성 명령을 만드세요.",
        cta: "Studio 열기",
        link: "https://studio.mechaforge.com/ko",
      },
    ],
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
