// 한국어 사용 설명서 (kr). Our translation from English: the product team's qualified review is still to come
// (docs/decisions/355-manuals-in-each-language.md).
import type { ManualTexts } from "./types";

export const ko: ManualTexts = {
  language: "ko",
  locale: "ko-KR",
  products: {
    "flagship-bumblebee": "플래그십 범블비",
    "flagship-optimus-prime": "플래그십 옵티머스 프라임",
    "flagship-megatron": "플래그십 메가트론",
    "grimlock-g1-flagship": "그림록 G1 플래그십",
    "elite-optimus-prime": "엘리트 옵티머스 프라임",
    "bumblebee-g1-performance": "범블비 G1 퍼포먼스",
    "toy-story-buzz-lightyear": "토이 스토리 버즈 라이트이어",
    "buzz-lightyear-space-ranger-alpha": "버즈 라이트이어 스페이스 레인저 알파",
    "k1-interstellar-scout": "K1 인터스텔라 스카우트",
    "k1-pro-interstellar-scout": "K1 Pro 인터스텔라 스카우트",
    "t9-interstellar-agent": "T9 인터스텔라 에이전트",
    "t9-e-rover": "T9-E 로버",
    "ai-base": "AI 베이스",
  },
  coverLine: "사용 설명서",
  headings: {
    inBox: "구성품",
    safety: "안전 수칙",
    charging: "충전",
    gettingStarted: "시작하기",
    specs: "제품 사양",
    warranty: "보증 및 고객 지원",
  },
  trademarks: "TRANSFORMERS는 Hasbro의 상표이며 라이선스에 따라 사용됩니다. Toy Story © Disney/Pixar.",
  safety: ({ n, common }) => [
    `${n(common.minimumAge)}세 미만 어린이에게 적합하지 않습니다. 작은 부품과 움직이는 관절이 있어 손가락이 끼일 수 있습니다.`,
    "로봇이 움직이거나 변신하는 동안에는 머리카락, 헐렁한 옷, 손가락을 관절에서 멀리하세요.",
    `가로세로 ${n(common.floorMetres)} m × ${n(common.floorMetres)} m 이상의 평평하고 마른 바닥에서 사용하고, 탁자 가장자리, 계단, 물에서 멀리하세요.`,
    "전원이 켜진 상태에서 팔다리를 손으로 억지로 움직이지 마세요. 자세를 잡기 전에 전원을 끄세요.",
    "제공된 충전기와 케이블만 사용하세요. 배터리가 부풀거나 냄새가 나거나 뜨거워지면 즉시 사용을 중지하세요.",
    "배터리를 분해하지 마세요. 배터리는 생활 쓰레기와 함께 버리지 말고 폐건전지 수거함에 배출하세요.",
  ],
  charging: {
    common: ({ n, common }) => [
      "로봇의 전원을 끄고 제공된 충전기를 충전 단자에 연결한 다음 벽면 콘센트에 꽂으세요.",
      "충전 중에는 상태 표시등이 빨간색으로 켜지고, 배터리가 가득 차면 초록색으로 바뀝니다.",
      `실온(${n(common.chargingCelsius.min)}~${n(common.chargingCelsius.max)} °C)에서 충전하세요. 충전 중인 로봇을 오랫동안 방치하지 마세요.`,
      `${n(common.storeMonths)}개월 이상 보관할 경우 먼저 약 ${n(common.storagePercent)}%까지 충전하고, ${n(common.topUpMonths)}개월마다 보충 충전하세요.`,
    ],
    typeCFirst: ({ n, prose }) =>
      `제공된 ${n(prose.adapterWatts ?? 0)} W 어댑터와 Type-C 케이블을 사용하세요. 충전 단자는 백팩 커버 안쪽에 있습니다.`,
    dock: ({ product }) => [
      `전원 어댑터를 ${product}와 벽면 콘센트에 연결하면 링 조명이 흰색으로 켜집니다.`,
      "호환 로봇을 베이스에 올려놓으면 충전되며 대화 모드가 켜집니다.",
    ],
  },
  warranty: ({ n, common }) => [
    `표준 제한 보증: 구입일로부터 ${n(common.warrantyYears)}년간 재료 및 제조상의 결함을 보증합니다.`,
    `지역 웹사이트의 제품 등록 페이지에서 로봇을 등록하면 보증 기간이 ${n(common.registeredWarrantyYears)}년으로 연장됩니다.`,
    `프리미엄 프로텍션(플래그십 시리즈, ${n(common.premiumProtection.amount)} ${common.premiumProtection.currency} 상당)은 사고로 인한 파손 수리를 추가로 보장합니다. 자세한 내용은 보증 정보를 참고하세요.`,
    "고객 지원: 지역 Mechaforge 웹사이트의 고객 지원 페이지를 방문하거나 지역 고객 지원 이메일로 문의하세요.",
  ],
  specLabels: {
    servos: "서보",
    chips: "칩",
    microchips: "마이크로칩",
    components: "부품",
    audioClips: "음성 클립",
    voiceCommands: "음성 명령",
    soundEffects: "효과음",
    battery: "배터리",
    chargingTime: "충전 시간",
    useTime: "사용 시간",
    connectivity: "연결",
    chargingPort: "충전 단자",
    weight: "무게",
    input: "입력",
    compatibleWith: "호환 제품",
    warranty: "기본 보증",
  },
  specValue: (row, { n, name }) => {
    switch (row.label) {
      case "servos":
      case "chips":
      case "microchips":
      case "voiceCommands":
      case "soundEffects":
        return `${n(row.count)}개`;
      case "components":
      case "audioClips":
        return `${n(row.atLeast)}개 이상`;
      case "battery":
        return `${n(row.mAh)} mAh, ${n(row.volts)} V${row.lithiumIon ? " 리튬 이온" : ""}`;
      case "chargingTime":
        return `약 ${n(row.minutes)}분${row.viaTypeC ? ` (Type-C, ${n(row.viaTypeC.watts)} W 어댑터)` : ""}`;
      case "useTime":
        return `약 ${n(row.minutes)}분`;
      case "connectivity":
        return [row.wifiGHz ? `Wi-Fi ${n(row.wifiGHz)} GHz` : "", `블루투스 ${row.bluetooth}`, row.app ? "앱 제어" : ""]
          .filter(Boolean)
          .join(", ");
      case "chargingPort":
        return row.port;
      case "weight":
        return `본체 ${n(row.netKg)} kg, 포장 포함 ${n(row.packagedKg)} kg`;
      case "input":
        return `DC ${n(row.volts)} V`;
      case "compatibleWith":
        return row.files.map(name).join(", ");
      case "warranty":
        return `${n(row.years)}년`;
    }
  },
  manuals: {
    "flagship-bumblebee": ({ product, n, prose, common }) => ({
      intro: `${product}는 로봇 모드와 자동차 모드 사이를 스스로 변신하며, 음성 명령과 Mechaforge 앱에 반응합니다.`,
      inBox: [
        `${product} 로봇`,
        `충전기(${n(prose.chargerVolts ?? 0)} V) 및 케이블`,
        "블래스터 액세서리",
        "빠른 시작 카드",
      ],
      gettingStarted: [
        `눈에 불이 들어올 때까지 등의 전원 버튼을 ${n(common.holdSeconds)}초간 누르세요.`,
        "“Hey Bumblebee”라고 말한 다음 명령을 말하세요. 예: “Transform”(변신).",
        "블루투스로 Mechaforge 앱을 연결해 새로운 동작을 프로그래밍하세요.",
      ],
    }),
    "flagship-optimus-prime": ({ product, n, common }) => ({
      intro: `${product}은 로봇 모드와 트럭 모드 사이를 자동으로 변신하며, 명령에 따라 걷고 말하고 공연합니다.`,
      inBox: [`${product} 로봇`, "충전기 및 케이블", "이온 블래스터와 에너존 도끼", "빠른 시작 카드"],
      gettingStarted: [
        "로봇을 트럭 모드로 평평한 바닥에 놓으세요.",
        `운전석 아래의 전원 버튼을 ${n(common.holdSeconds)}초간 누르세요.`,
        "“Hey Optimus, transform”이라고 말하면 로봇 모드로 변신합니다.",
      ],
    }),
    "flagship-megatron": ({ product }) => ({
      intro: `${product}은 로봇 모드와 탱크 모드 사이를 변신하며, 음성 명령과 Mechaforge 앱에 반응합니다.`,
      inBox: [`${product} 로봇`, "충전기 및 케이블", "퓨전 캐논", "빠른 시작 카드"],
      gettingStarted: [
        "탱크 포탑 뒤쪽의 버튼으로 전원을 켜세요.",
        "“Hey Megatron”이라고 말한 다음 명령을 말하세요.",
        "앱에서 나만의 포즈와 동작 시퀀스를 녹화하세요.",
      ],
    }),
    "grimlock-g1-flagship": ({ product, n, common }) => ({
      intro: `${product}은 로봇 모드와 티라노사우루스 모드 사이를 변신하고, 두 모드 모두에서 걸으며, 명령에 따라 포효합니다.`,
      inBox: ["그림록 로봇", "충전기 및 케이블", "검과 블래스터", "빠른 시작 카드"],
      gettingStarted: [
        "그림록을 티라노사우루스 모드로 꼬리가 바닥에 닿게 세우세요.",
        `가슴의 전원 버튼을 ${n(common.holdSeconds)}초간 누르세요.`,
        "“Hey Grimlock, transform”이라고 말하면 모드가 바뀝니다.",
      ],
    }),
    "elite-optimus-prime": ({ product, n, prose }) => ({
      intro: `${product}은 음성 명령, 효과음, 코딩 편집기를 갖춘 프로그래밍 가능한 자동 변신 로봇입니다.`,
      inBox: [`${product} 로봇`, "충전기 및 케이블", "이온 블래스터", "빠른 시작 카드"],
      gettingStarted: [
        "가슴의 조명이 켜질 때까지 등의 전원 버튼을 누르세요.",
        `“Hey Optimus”라고 말한 다음 ${n(prose.voiceCommands ?? 0)}가지 음성 명령 중 하나를 말하세요.`,
        "Mechaforge 앱을 열어 블록 편집기에서 동작을 프로그래밍하세요.",
      ],
    }),
    "bumblebee-g1-performance": ({ product }) => ({
      intro: `${product}는 클래식 G1 스타일의 포즈 가능한 퍼포먼스 로봇으로, 음성 대사와 앱으로 제어하는 공연을 제공합니다.`,
      inBox: [`${product} 로봇`, "USB-C 케이블", "디스플레이 스탠드", "빠른 시작 카드"],
      gettingStarted: [
        "등의 스위치로 전원을 켜세요.",
        "Mechaforge 앱을 연결해 공연을 시작하세요.",
        "사용 후에는 로봇을 스탠드에 다시 올려 두세요.",
      ],
    }),
    "toy-story-buzz-lightyear": ({ n, prose }) => ({
      intro: `인터랙티브 버즈 라이트이어 로봇은 ${n(prose.audioClips ?? 0)}개가 넘는 음성 클립을 말하고, ${n(prose.servos ?? 0)}개의 서보로 움직이며, 음성과 앱으로 제어합니다.`,
      inBox: [
        "버즈 라이트이어 로봇",
        `${n(prose.adapterWatts ?? 0)} W 어댑터 및 Type-C 케이블`,
        "디스플레이 받침대",
        "빠른 시작 카드",
      ],
      gettingStarted: [
        "버즈의 가슴에 있는 버튼을 눌러 깨우세요.",
        "“Buzz Lightyear”라고 말한 다음 “To infinity and beyond”(무한한 공간 저 너머로) 같은 문장을 말하세요.",
        "Wi-Fi로 앱을 연결하면 휴대폰이나 PC에서 동작을 편집할 수 있습니다.",
      ],
    }),
    "buzz-lightyear-space-ranger-alpha": ({ product, n, prose }) => ({
      intro: `${product}는 빛나는 날개와 디스플레이 모드를 갖춘 버즈의 컬렉터 에디션입니다.`,
      inBox: [
        "스페이스 레인저 알파 로봇",
        `${n(prose.adapterWatts ?? 0)} W 어댑터 및 Type-C 케이블`,
        "디스플레이 받침대",
        "정품 인증 카드",
      ],
      gettingStarted: [
        "가슴 버튼을 눌러 전원을 켜세요.",
        "“Space Ranger, wings”라고 말하면 날개가 펼쳐집니다.",
        "디스플레이 모드를 사용하면 받침대에 올려 두는 동안 조명이 계속 켜져 있습니다.",
      ],
    }),
    "k1-interstellar-scout": ({ product }) => ({
      intro: `${product}는 그래픽 코딩과 음성 제어를 지원하는 어린 창작자를 위한 프로그래밍 로봇입니다.`,
      inBox: ["K1 로봇", "USB-C 케이블", "스티커 시트", "빠른 시작 카드"],
      gettingStarted: [
        "등의 전원 스위치를 미세요.",
        "Mechaforge 앱을 열고 K1을 선택하세요.",
        "앱에서 첫 번째 코딩 수업을 해 보세요.",
      ],
    }),
    "k1-pro-interstellar-scout": () => ({
      intro: "K1 Pro는 인터스텔라 스카우트에 비전 센서를 더했습니다.",
      inBox: ["K1 Pro 로봇", "USB-C 케이블", "액세서리 팩", "빠른 시작 카드"],
      gettingStarted: [
        "등의 스위치로 전원을 켜세요.",
        "Mechaforge 앱에서 페어링하세요.",
        "앱 설정에서 비전 센서를 보정하세요.",
      ],
    }),
    "t9-interstellar-agent": ({ product }) => ({
      intro: `${product}는 로봇 모드와 스포츠카 모드 사이를 변신하며, Mechaforge 앱에서 코딩할 수 있습니다.`,
      inBox: ["T9 로봇", "USB-C 케이블", "빠른 시작 카드"],
      gettingStarted: ["차체 아래의 스위치로 전원을 켜세요.", "“Transform”이라고 말하거나 앱에서 모드를 전환하세요."],
    }),
    "t9-e-rover": ({ product }) => ({
      intro: `${product}는 전지형 바퀴와 로버 모드를 갖춘 T9의 탐사형 모델입니다.`,
      inBox: ["T9-E 로봇", "USB-C 케이블", "전지형 바퀴 세트", "빠른 시작 카드"],
      gettingStarted: ["전원을 켜기 전에 전지형 바퀴를 장착하세요.", "전원을 켜고 앱에서 T9-E를 선택하세요."],
    }),
    "ai-base": ({ product }) => ({
      intro: `${product}는 호환 로봇이 자연스럽게 대화할 수 있게 해 주는 충전 겸 대화용 도크입니다.`,
      inBox: [product, "전원 어댑터", "빠른 시작 카드"],
      gettingStarted: [
        `Mechaforge 앱에서 ${product}를 Wi-Fi에 연결하세요.`,
        "로봇을 베이스에 올려놓고 호출어를 말하세요.",
      ],
    }),
  },
};
