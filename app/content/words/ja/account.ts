// Login and account screens (ja).
import type { AccountContent } from "../../account.schema";

const account: AccountContent = {
  login: {
    title: "Mechaforge にログイン",
    intro: "メールアドレスとパスワードでログインしてください。初めての方は、同じフォームでアカウントを作成できます。",
    emailLabel: "メールアドレス",
    passwordLabel: "パスワード",
    passwordHint: "新しいアカウントのパスワードは 8 文字以上が必要です。",
    showPassword: "パスワードを表示",
    hidePassword: "パスワードを隠す",
    signIn: "ログイン",
    createAccount: "アカウントを作成",
    createHint:
      "アカウントをお持ちでない方は、メールアドレスとパスワードを入力して「アカウントを作成」を選んでください。",
    busy: "お待ちください…",
  },
  validation: {
    emailRequired: "メールアドレスを入力してください。",
    emailInvalid: "有効なメールアドレスを入力してください",
    passwordRequired: "パスワードを入力してください。",
    passwordTooShort: "パスワードは 8 文字以上で入力してください。",
  },
  network: "サーバーに接続できませんでした。通信環境をご確認のうえ、もう一度お試しください。",
  account: {
    title: "マイアカウント",
    greeting: "おかえりなさい、司令官。",
    loading: "プロフィールを読み込んでいます…",
    profileHeading: "プロフィール",
    emailLabel: "メールアドレス",
    userIdLabel: "会員 ID",
    regionLabel: "地域",
    memberSinceLabel: "登録日",
    created: "アカウントの準備ができました。Mechaforge へようこそ！",
    logout: "ログアウト",
    loggingOut: "ログアウトしています…",
  },
};

export default account;
