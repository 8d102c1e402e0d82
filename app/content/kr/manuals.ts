import type { ManualsContent } from "../manuals.schema";

// The Korean table keeps the older Interstellar manuals (2023) and the T9-E rover variant.
const manuals: ManualsContent = {
  title: "사용 설명서",
  intro:
    "Mechaforge 로봇의 사용 설명서를 내려받으세요. 각 PDF에는 구성품, 안전 수칙, 충전 방법, 시작하기, 제품 사양이 영어로 담겨 있습니다.",
  thName: "이름",
  thSize: "크기",
  thUpdateTime: "업데이트 날짜",
  download: "다운로드",
  seriesName: ["플래그십 시리즈", "엘리트 시리즈", "인터스텔라 시리즈", "액세서리"],
  data: [
    [
      { name: "플래그십 범블비 사용 설명서", file: "flagship-bumblebee", date: "2024-11-27" },
      { name: "플래그십 옵티머스 프라임 사용 설명서", file: "flagship-optimus-prime", date: "2024-08-27" },
      { name: "플래그십 메가트론 사용 설명서", file: "flagship-megatron", date: "2024-08-27" },
      { name: "그림록 G1 플래그십 사용 설명서", file: "grimlock-g1-flagship", date: "2024-11-25" },
    ],
    [{ name: "엘리트 옵티머스 프라임 사용 설명서", file: "elite-optimus-prime", date: "2024-08-27" }],
    [
      { name: "K1 Pro 인터스텔라 스카우트 사용 설명서", file: "k1-pro-interstellar-scout", date: "2024-08-27" },
      { name: "K1 인터스텔라 스카우트 사용 설명서", file: "k1-interstellar-scout", date: "2023-06-15" },
      { name: "T9 인터스텔라 에이전트 사용 설명서", file: "t9-interstellar-agent", date: "2023-06-15" },
      { name: "T9-E 로버 사용 설명서", file: "t9-e-rover", date: "2023-06-15" },
    ],
    [{ name: "AI 베이스 사용 설명서", file: "ai-base", date: "2024-11-27" }],
  ],
};

export default manuals;
