// Support, policy and FAQ pages (ko).
import type { SupportContent } from "../../support.schema";

const support: SupportContent = {
  ui: { updated: "최종 업데이트", contents: "목차" },
  pages: {
    support: {
      title: "고객 지원 센터",
      intro: [
        "처음 설정부터 사용 설명서, 수리까지 이곳에서 시작하세요. 한국 고객 지원팀이 영업일 기준 1일 이내에 답변해 드립니다.",
      ],
      sections: [
        {
          heading: "시작하기",
          links: [
            { label: "사용 설명서", link: "manuals", text: "모든 로봇의 사용 설명서(PDF)." },
            { label: "다운로드 센터", link: "download-center", text: "Mechaforge 앱, 크리에이션 스튜디오, 펌웨어." },
            { label: "자주 묻는 질문", link: "faq", text: "설정, 충전, 주문, 배송에 대한 빠른 답변." },
            { label: "정품 등록", link: "product-registration", text: "등록하고 보증 기간을 2년으로 연장하세요." },
          ],
        },
        {
          heading: "주문, 반품, 수리",
          links: [
            {
              label: "반품 및 수리 신청(RMA)",
              link: "return-manufacturer",
              text: "반품, 교환, 보증 수리를 온라인으로 신청하세요.",
            },
            { label: "보증 안내", link: "warranty-information", text: "보증 범위와 기간, 프리미엄 프로텍션." },
            { label: "배송 안내", link: "shipping-policy", text: "배송 기간, 비용, 배송 조회." },
            { label: "기술 지원 문의", link: "technical-support", text: "이메일, 전화, 운영 시간." },
          ],
        },
        {
          heading: "문의 전에 확인해 주세요",
          list: [
            "로봇을 완전히 충전한 뒤 다시 켜 주세요.",
            "Mechaforge 앱과 로봇 펌웨어를 최신 버전으로 업데이트해 주세요.",
            "주문 번호와 시리얼 번호(배터리 커버 아래 스티커)를 준비해 주세요.",
          ],
        },
      ],
    },
    "download-center": {
      title: "다운로드 센터",
      intro: ["Mechaforge 로봇의 설정, 프로그래밍, 업데이트에 필요한 모든 것을 받으세요."],
      sections: [
        {
          heading: "Mechaforge 앱",
          paragraphs: [
            "로봇 조종, 음성 대사 재생, 블록 코딩, 펌웨어 업데이트를 앱 하나로. iOS 15, Android 9 이상을 지원합니다.",
          ],
          links: [
            { label: "iPhone·iPad용 다운로드", link: "https://download.mechaforge.com/app/ios" },
            { label: "Android용 다운로드", link: "https://download.mechaforge.com/app/android" },
          ],
        },
        {
          heading: "PC·Mac용 크리에이션 스튜디오",
          paragraphs: ["타임라인, 사운드, 조명을 활용해 프레임 단위로 동작을 만드는 고급 편집기입니다."],
          links: [
            { label: "Windows용 다운로드", link: "https://download.mechaforge.com/studio/windows" },
            { label: "macOS용 다운로드", link: "https://download.mechaforge.com/studio/macos" },
          ],
        },
        {
          heading: "펌웨어",
          paragraphs: [
            "앱에서 로봇을 연결한 뒤 설정 › 펌웨어에서 업데이트하세요. 업데이트(약 10분) 중에는 로봇을 충전기에 연결해 두세요.",
          ],
        },
        {
          heading: "사용 설명서",
          links: [{ label: "전체 사용 설명서", link: "manuals", text: "안전 수칙, 충전, 제품 사양." }],
        },
      ],
    },
    "warranty-information": {
      title: "보증 안내",
      intro: ["국내에서 판매된 모든 Mechaforge 로봇은 소비자분쟁해결기준에 따른 품질 보증을 받습니다."],
      updated: "2024-11-25",
      sections: [
        {
          heading: "보증 기간",
          list: [
            "기본 무상 보증: 제품 수령일로부터 1년(각 제품 사양에 명시).",
            "정품 등록 시 2년: 공식 스토어 또는 공식 판매처에서 구매하고 수령 후 60일 이내에 등록한 제품.",
            "충전기 및 배터리: 1년. 초기 용량의 70% 이상을 유지하는 배터리는 정상 소모로 봅니다.",
          ],
        },
        {
          heading: "프리미엄 프로텍션",
          paragraphs: [
            "공식 스토어에서 구매한 플래그십 시리즈에는 프리미엄 프로텍션(119달러 상당)이 포함됩니다. 2년 동안 파손 수리 1회, 보증 수리 시 왕복 무료 배송, 우선 처리를 제공합니다.",
          ],
        },
        {
          heading: "보증 제외 대상",
          list: [
            "정상적인 마모 및 외관상의 흠집.",
            "전원이 켜진 상태에서 관절을 억지로 움직이거나 액체, 비정품 충전기로 인한 손상.",
            "당사 또는 공식 서비스 센터 이외에서 분해·개조·수리한 제품.",
          ],
        },
        {
          heading: "보증 수리 신청",
          paragraphs: [
            "주문 번호, 시리얼 번호, 증상을 적어 RMA를 신청해 주세요. 영업일 기준 1일 이내에 안내해 드립니다.",
          ],
        },
      ],
      cta: {
        title: "수리가 필요하신가요?",
        text: "온라인으로 신청하면 바로 접수 번호를 받을 수 있습니다.",
        label: "RMA 신청하기",
        link: "return-manufacturer",
      },
    },
    "shipping-policy": {
      title: "배송 안내",
      intro: ["전국(제주 및 도서 산간 지역 포함)으로 배송합니다."],
      updated: "2024-11-25",
      sections: [
        {
          heading: "출고",
          paragraphs: [
            "재고 상품은 영업일 오후 2시 이전 결제 시 당일 또는 다음 영업일에 출고됩니다.",
            "블랙프라이데이 등 할인 행사 기간에는 배송이 3~5일 지연될 수 있으며, 해당 주문에는 이메일로 안내해 드립니다.",
          ],
        },
        {
          heading: "배송 기간 및 비용",
          list: ["일반 배송(CJ대한통운): 무료, 출고 후 1~3영업일.", "제주 및 도서 산간 지역: 무료, 3~5영업일."],
        },
        {
          heading: "예약 판매",
          paragraphs: ["예약 주문 상품은 상품 페이지에 안내된 기간 내에 입고 순서대로 출고됩니다."],
        },
        {
          heading: "파손 및 분실",
          paragraphs: [
            "상품이 파손되어 도착한 경우 포장재를 보관하고 7일 이내에 사진과 함께 문의해 주세요. 출고 후 7일이 지나도 도착하지 않으면 택배사에 확인 후 재발송 또는 환불해 드립니다.",
          ],
        },
      ],
    },
    "technical-support": {
      title: "기술 지원 문의",
      intro: ["한국 고객 지원팀이 설정, 앱 연결, 펌웨어, 주문, 수리를 도와드립니다."],
      sections: [
        {
          heading: "연락처",
          contacts: [
            { label: "이메일", value: "support-kr@mechaforge.com", href: "mailto:support-kr@mechaforge.com" },
            { label: "전화", value: "02-555-0142", href: "tel:+8225550142" },
            { label: "운영 시간", value: "평일 오전 10시 ~ 오후 6시(점심시간 12시~1시, 주말·공휴일 휴무)" },
            { label: "주소", value: "서울특별시 강남구 테헤란로 152 Mechaforge Robotics Korea" },
          ],
        },
        {
          heading: "빠른 처리를 위해 준비해 주세요",
          list: [
            "주문 번호 또는 구매처와 구매일.",
            "배터리 커버 아래 스티커의 시리얼 번호.",
            "가능하다면 증상을 촬영한 짧은 영상.",
          ],
        },
        {
          heading: "다른 도움말",
          links: [
            { label: "자주 묻는 질문", link: "faq", text: "자주 묻는 질문과 답변." },
            { label: "반품 및 수리 신청(RMA)", link: "return-manufacturer", text: "온라인으로 신청하세요." },
          ],
        },
      ],
    },
    "about-us": {
      title: "Mechaforge 소개",
      intro: ["어린 시절 꿈꾸던 로봇을 만듭니다. 실제로 변신하고, 걷고, 말하는 라이선스 캐릭터 로봇입니다."],
      sections: [
        {
          heading: "회사 소개",
          paragraphs: [
            "Mechaforge Robotics는 2016년 선전에서 로봇 공학자와 수집가들이 설립했습니다. 현재 선전, 어바인, 런던, 암스테르담, 도쿄, 서울에서 400여 명이 로봇을 설계하고 만들고 지원합니다.",
            "Hasbro, Disney와 함께 옵티머스 프라임, 범블비, 그림록 같은 상징적인 캐릭터를 스스로 변신하고 음성 명령에 반응하는 프로그래머블 로봇으로 만듭니다.",
          ],
        },
        {
          heading: "우리의 약속",
          list: [
            "Make Life More Fun: 처음에도, 백 번째에도 즐거운 로봇.",
            "눈에 보이는 엔지니어링: 화면 속 캐릭터처럼 움직이는 서보와 수천 개의 부품.",
            "오래 함께하는 제품: 보증과 한국어 고객 지원.",
          ],
        },
        {
          heading: "Mechaforge 코리아",
          paragraphs: ["서울 팀이 공식 스토어 운영, 한국어 고객 지원, 수리 서비스를 담당합니다."],
          links: [{ label: "사용 설명서", link: "manuals", text: "모든 제품의 설명서." }],
        },
      ],
    },
    "privacy-policy": {
      title: "개인정보처리방침",
      intro: [
        "Mechaforge Robotics Korea(이하 '회사')는 「개인정보 보호법」에 따라 이용자의 개인정보를 보호하고 관련 고충을 신속하게 처리하기 위해 다음과 같이 개인정보처리방침을 수립·공개합니다.",
      ],
      updated: "2024-11-25",
      sections: [
        {
          heading: "수집하는 개인정보 항목",
          list: [
            "필수: 이름, 이메일, 배송지 주소, 휴대전화 번호.",
            "정품 등록·반품 시: 시리얼 번호, 구매일, 구매처.",
            "자동 수집: 접속 기록, 기기 및 브라우저 정보, 쿠키.",
            "결제 정보는 결제대행사가 처리하며 회사는 카드 정보를 저장하지 않습니다.",
          ],
        },
        {
          heading: "처리 목적",
          list: [
            "주문 처리, 배송, 보증 및 반품 서비스 제공.",
            "고객 문의 응대 및 분쟁 처리.",
            "동의한 경우에 한해 이벤트 및 광고성 정보 발송.",
          ],
        },
        {
          heading: "보유 및 이용 기간",
          paragraphs: [
            "「전자상거래 등에서의 소비자보호에 관한 법률」에 따라 계약·청약철회 기록 5년, 대금 결제 및 재화 공급 기록 5년, 소비자 불만 또는 분쟁 처리 기록 3년 동안 보관합니다.",
          ],
        },
        {
          heading: "제3자 제공 및 처리 위탁",
          paragraphs: [
            "회사는 배송(CJ대한통운), 결제, 고객 지원 시스템 운영을 위해 개인정보 처리를 위탁하며, 법령에 근거가 있는 경우를 제외하고 이용자의 동의 없이 제3자에게 제공하지 않습니다. 본사(중국) 수리 센터로 국외 이전이 필요한 경우 별도로 동의를 받습니다.",
          ],
        },
        {
          heading: "정보주체의 권리",
          paragraphs: [
            "이용자는 언제든지 개인정보 열람, 정정, 삭제, 처리 정지를 요구할 수 있으며, privacy@mechaforge.com으로 요청하시면 10일 이내에 조치합니다. 개인정보침해신고센터(privacy.kisa.or.kr, 국번 없이 118)에 상담을 신청할 수 있습니다.",
          ],
        },
        {
          heading: "개인정보 보호책임자",
          contacts: [
            { label: "이메일", value: "privacy@mechaforge.com", href: "mailto:privacy@mechaforge.com" },
            { label: "전화", value: "02-555-0142", href: "tel:+8225550142" },
          ],
        },
      ],
    },
    "terms-use": {
      title: "이용약관",
      intro: ["본 약관은 Mechaforge Robotics Korea가 운영하는 웹사이트와 온라인 스토어의 이용 조건을 정합니다."],
      updated: "2024-11-25",
      sections: [
        {
          heading: "서비스 이용",
          paragraphs: [
            "이용자는 개인적·비상업적 목적으로 사이트를 이용할 수 있으며, 무단 접근이나 자동화된 수단을 이용한 콘텐츠 수집을 해서는 안 됩니다.",
          ],
        },
        {
          heading: "주문 및 청약 철회",
          paragraphs: [
            "모든 가격은 원화(KRW)이며 부가가치세가 포함되어 있습니다. 이용자는 상품 수령일로부터 7일 이내에 청약을 철회할 수 있습니다. 단, 포장을 훼손하여 상품 가치가 현저히 감소한 경우는 제외됩니다.",
          ],
        },
        {
          heading: "지식재산권",
          paragraphs: [
            "사이트 콘텐츠와 Mechaforge 명칭 및 로고는 회사에 귀속됩니다. TRANSFORMERS 및 관련 캐릭터는 Hasbro의 상표로 라이선스에 따라 사용됩니다.",
          ],
        },
        {
          heading: "면책",
          paragraphs: [
            "회사는 천재지변 등 불가항력으로 서비스를 제공할 수 없는 경우 책임이 면제됩니다. 다만 회사의 고의 또는 중과실로 인한 손해는 그러하지 않습니다.",
          ],
        },
        {
          heading: "준거법 및 관할",
          paragraphs: ["본 약관은 대한민국 법률에 따르며, 분쟁은 「민사소송법」상의 관할 법원에서 해결합니다."],
        },
      ],
    },
  },
  faq: {
    title: "자주 묻는 질문",
    intro: ["로봇 사용, 주문, 정책에 관한 빠른 답변입니다. 원하는 답을 찾지 못하셨다면 고객 지원팀에 문의해 주세요."],
    groups: [
      {
        title: "로봇 사용",
        items: [
          {
            question: "충전은 어떻게 하고, 얼마나 사용할 수 있나요?",
            answer: [
              "반드시 기본 제공 충전기를 사용하세요. 플래그십 범블비는 약 120분 충전으로 약 60분 사용할 수 있습니다. 충전이 끝나면 상태 표시등이 초록색으로 바뀝니다.",
            ],
          },
          {
            question: "음성 명령에 반응하지 않아요.",
            answer: [
              "먼저 호출어를 말한 뒤 명령을 말해 주세요. 약 2m 이내에서, 주변 소음을 줄이고 배터리가 20% 이상인지 확인해 주세요.",
              "그래도 반응하지 않으면 로봇을 다시 켜고 앱에서 펌웨어를 업데이트해 주세요.",
            ],
          },
          {
            question: "손으로 팔다리를 움직여도 되나요?",
            answer: [
              "전원이 꺼진 상태에서만 가능합니다. 전원이 켜진 상태에서 관절을 억지로 움직이면 서보가 손상될 수 있으며 보증 대상이 아닙니다.",
            ],
          },
        ],
      },
      {
        title: "주문 및 배송",
        items: [
          {
            question: "배송은 얼마나 걸리나요?",
            answer: ["출고 후 1~3영업일이며 배송비는 무료입니다. 할인 행사 기간에는 3~5일 지연될 수 있습니다."],
          },
          {
            question: "예약 상품은 언제 받나요?",
            answer: ["상품 페이지에 안내된 기간 내에 입고 순서대로 출고되며, 출고 시 운송장 번호를 보내 드립니다."],
          },
        ],
      },
      {
        title: "반품 및 보증",
        items: [
          {
            question: "반품할 수 있나요?",
            answer: [
              "상품 수령 후 7일 이내에 청약 철회가 가능합니다. 온라인으로 RMA를 신청하시면 무료로 회수해 드립니다.",
            ],
          },
          {
            question: "보증 기간은 얼마인가요?",
            answer: ["기본 1년이며, 수령 후 60일 이내에 정품 등록을 하시면 2년으로 연장됩니다."],
          },
          {
            question: "시리얼 번호는 어디에 있나요?",
            answer: ["배터리 커버 아래 스티커와 제품 상자 측면에 있으며, 영문과 숫자 10~24자입니다."],
          },
        ],
      },
    ],
    cta: {
      title: "더 궁금한 점이 있으신가요?",
      text: "한국 고객 지원팀이 영업일 기준 1일 이내에 답변해 드립니다.",
      label: "고객 지원 문의",
      link: "technical-support",
    },
  },
};

export default support;
