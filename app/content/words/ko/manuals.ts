// The manuals page (ko): labels, series names and manual names; the tables are in content/manuals.ts.
import type { ManualWords } from "../../manuals.schema";

const manuals: ManualWords = {
  title: "사용 설명서",
  intro:
    "Mechaforge 로봇의 사용 설명서를 내려받으세요. 각 PDF에는 구성품, 안전 수칙, 충전 방법, 시작하기, 제품 사양이 영어로 담겨 있습니다.",
  thName: "이름",
  thSize: "크기",
  thUpdateTime: "업데이트 날짜",
  download: "다운로드",
  series: {
    flagship: "플래그십 시리즈",
    elite: "엘리트 시리즈",
    interstellar: "인터스텔라 시리즈",
    accessories: "액세서리",
  },
  names: {
    "flagship-bumblebee": "플래그십 범블비 사용 설명서",
    "flagship-optimus-prime": "플래그십 옵티머스 프라임 사용 설명서",
    "flagship-megatron": "플래그십 메가트론 사용 설명서",
    "grimlock-g1-flagship": "그림록 G1 플래그십 사용 설명서",
    "elite-optimus-prime": "엘리트 옵티머스 프라임 사용 설명서",
    "k1-pro-interstellar-scout": "K1 Pro 인터스텔라 스카우트 사용 설명서",
    "k1-interstellar-scout": "K1 인터스텔라 스카우트 사용 설명서",
    "t9-interstellar-agent": "T9 인터스텔라 에이전트 사용 설명서",
    "t9-e-rover": "T9-E 로버 사용 설명서",
    "ai-base": "AI 베이스 사용 설명서",
  },
};

export default manuals;
