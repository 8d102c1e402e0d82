// Support forms (RMA, registration, wholesale) (ko).
import type { SupportFormsContent } from "../../support-forms.schema";

const supportForms: SupportFormsContent = {
  errors: {
    required: "필수 입력 항목입니다.",
    email: "올바른 이메일 주소를 입력해 주세요.",
    tooShort: "내용을 조금 더 자세히 적어 주세요(20자 이상).",
    tooLong: "입력한 내용이 너무 깁니다. 줄여 주세요.",
    choice: "목록에서 항목을 선택해 주세요.",
    serial: "제품에 표시된 시리얼 번호(영문·숫자 10~24자)를 입력해 주세요.",
    date: "올바른 날짜를 입력해 주세요(2019년 이후).",
    dateFuture: "구매일은 미래 날짜일 수 없습니다.",
    orderNumber: "올바른 주문 번호를 입력해 주세요(예: KR-100234).",
    phone: "올바른 전화번호를 입력해 주세요.",
    url: "https://로 시작하는 전체 웹 주소를 입력해 주세요.",
  },
  errorSummary: "아래 표시된 항목을 확인해 주세요.",
  optional: "선택",
  submitting: "보내는 중…",
  choose: "선택해 주세요",
  privacyNote: "입력하신 정보는 개인정보처리방침에 따라 요청 처리에만 사용됩니다.",
  products: [
    { value: "flagshipBumblebee", label: "플래그십 범블비" },
    { value: "flagshipOptimusPrime", label: "플래그십 옵티머스 프라임" },
    { value: "flagshipMegatron", label: "플래그십 메가트론" },
    { value: "grimlockG1Flagship", label: "그림록 G1 플래그십" },
    { value: "eliteOptimusPrime", label: "엘리트 옵티머스 프라임" },
    { value: "k1ProInterstellarScout", label: "K1 Pro 인터스텔라 스카우트" },
    { value: "interstellarScoutK1", label: "K1 인터스텔라 스카우트" },
    { value: "interstellarAgentT9", label: "T9 인터스텔라 에이전트" },
    { value: "aiBase", label: "AI 베이스" },
  ],
  rma: {
    title: "반품 및 수리 신청(RMA)",
    intro: [
      "반품, 교환 또는 보증 수리를 신청하세요. 신청 즉시 접수 번호가 발급되며, 문의하실 때 접수 번호를 알려 주세요.",
      "영업일 기준 1일 이내에 점검 안내 또는 무료 회수 일정을 알려 드립니다. 단순 변심에 의한 청약 철회는 제품 수령 후 7일 이내에 가능합니다.",
    ],
    signedIn: "로그인되어 있어 계정 이메일을 자동으로 입력했습니다.",
    submit: "신청하기",
    successTitle: "신청이 접수되었습니다",
    successText: "감사합니다. 신청 내용이 저장되었으며, 영업일 기준 1일 이내에 이메일로 다음 절차를 안내해 드립니다.",
    referenceLabel: "RMA 접수 번호:",
    again: "다른 신청하기",
    fields: {
      name: { label: "이름" },
      email: { label: "이메일 주소" },
      orderNumber: { label: "주문 번호", hint: "주문 확인 이메일에 있습니다(예: KR-100234)." },
      product: { label: "제품" },
      serialNumber: { label: "시리얼 번호", hint: "배터리 커버 아래 스티커와 제품 상자에 있습니다." },
      reason: { label: "신청 사유" },
      description: {
        label: "증상 설명",
        hint: "어떤 문제가 언제부터 발생했는지, 어떤 조치를 해 보셨는지 적어 주세요.",
      },
    },
    reasons: [
      { value: "defective", label: "작동하지 않음 / 불량" },
      { value: "damaged", label: "배송 중 파손" },
      { value: "missingParts", label: "부품 또는 액세서리 누락" },
      { value: "wrongItem", label: "다른 상품 수령" },
      { value: "return", label: "청약 철회(수령 후 7일 이내)" },
    ],
  },
  registration: {
    title: "정품 등록",
    intro: [
      "제품 수령 후 60일 이내에 정품 등록을 하시면 무상 보증 기간이 1년에서 2년으로 연장되고, 펌웨어 업데이트 소식을 가장 먼저 받아 보실 수 있습니다.",
    ],
    submit: "정품 등록하기",
    successTitle: "정품 등록이 완료되었습니다",
    successText: "감사합니다. 2년 보증이 적용되었습니다. 구매 증빙과 함께 등록 번호를 보관해 주세요.",
    referenceLabel: "등록 번호:",
    again: "다른 제품 등록하기",
    fields: {
      name: { label: "이름" },
      email: { label: "이메일 주소" },
      product: { label: "제품" },
      serialNumber: { label: "시리얼 번호", hint: "배터리 커버 아래 스티커와 제품 상자에 있습니다." },
      purchaseDate: { label: "구매일" },
      store: { label: "구매처", hint: "예: Mechaforge 공식 스토어 또는 판매처 이름" },
    },
  },
};

export default supportForms;
