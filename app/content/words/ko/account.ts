// Login and account screens (ko).
import type { AccountContent } from "../../account.schema";

const account: AccountContent = {
  login: {
    title: "Mechaforge 로그인",
    intro: "이메일 주소와 비밀번호로 로그인하세요. 처음이신가요? 같은 양식으로 계정을 만들 수 있습니다.",
    emailLabel: "이메일 주소",
    passwordLabel: "비밀번호",
    passwordHint: "새 계정의 비밀번호는 8자 이상이어야 합니다.",
    showPassword: "비밀번호 표시",
    hidePassword: "비밀번호 숨기기",
    signIn: "로그인",
    createAccount: "계정 만들기",
    createHint: "아직 계정이 없으신가요? 이메일과 비밀번호를 입력한 뒤 ‘계정 만들기’를 선택하세요.",
    busy: "잠시만 기다려 주세요…",
  },
  validation: {
    emailRequired: "이메일 주소를 입력해 주세요.",
    emailInvalid: "올바른 이메일 주소를 입력해 주세요",
    passwordRequired: "비밀번호를 입력해 주세요.",
    passwordTooShort: "비밀번호는 8자 이상이어야 합니다.",
  },
  network: "서버에 연결할 수 없습니다. 네트워크 연결을 확인한 뒤 다시 시도해 주세요.",
  account: {
    title: "내 계정",
    greeting: "다시 오신 것을 환영합니다, 사령관님.",
    loading: "프로필을 불러오는 중…",
    profileHeading: "프로필",
    emailLabel: "이메일 주소",
    userIdLabel: "회원 ID",
    regionLabel: "지역",
    memberSinceLabel: "가입일",
    created: "계정이 준비되었습니다. Mechaforge에 오신 것을 환영합니다!",
    logout: "로그아웃",
    loggingOut: "로그아웃 중…",
  },
};

export default account;
