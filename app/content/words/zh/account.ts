// Login and account screens (zh).
import type { AccountContent } from "../../account.schema";

const account: AccountContent = {
  login: {
    title: "登录 Mechaforge",
    intro: "请使用邮箱地址和密码登录。首次访问？同一表单即可创建账户。",
    emailLabel: "邮箱地址",
    passwordLabel: "密码",
    passwordHint: "新账户的密码至少需要 8 个字符。",
    showPassword: "显示密码",
    hidePassword: "隐藏密码",
    signIn: "登录",
    createAccount: "创建账户",
    createHint: "还没有账户？输入邮箱和密码，然后点击“创建账户”。",
    busy: "请稍候…",
  },
  validation: {
    emailRequired: "请输入邮箱地址。",
    emailInvalid: "请输入有效的邮箱地址",
    passwordRequired: "请输入密码。",
    passwordTooShort: "密码至少需要 8 个字符。",
  },
  network: "无法连接服务器，请检查网络后重试。",
  account: {
    title: "我的账户",
    greeting: "欢迎回来，指挥官。",
    loading: "正在加载您的资料…",
    profileHeading: "个人资料",
    emailLabel: "邮箱地址",
    userIdLabel: "会员编号",
    regionLabel: "地区",
    memberSinceLabel: "注册时间",
    created: "账户已创建，欢迎加入 Mechaforge！",
    logout: "退出登录",
    loggingOut: "正在退出…",
  },
};

export default account;
