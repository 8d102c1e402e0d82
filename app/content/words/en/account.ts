// Login and account screens (en).
import type { AccountContent } from "../../account.schema";

const account: AccountContent = {
  login: {
    title: "Sign in to Mechaforge",
    intro: "Use your email address and password. New here? The same form creates your account.",
    emailLabel: "Email address",
    passwordLabel: "Password",
    passwordHint: "A new account needs at least 8 characters.",
    showPassword: "Show password",
    hidePassword: "Hide password",
    signIn: "Sign in",
    createAccount: "Create account",
    createHint: "No account yet? Enter your email and a password, then choose Create account.",
    busy: "Please wait…",
  },
  validation: {
    emailRequired: "Please enter your email address.",
    emailInvalid: "Please enter a valid email address",
    passwordRequired: "Please enter your password.",
    passwordTooShort: "Your password needs at least 8 characters.",
  },
  network: "We couldn't reach our server. Check your connection and try again.",
  account: {
    title: "My account",
    greeting: "Welcome back, commander.",
    loading: "Loading your profile…",
    profileHeading: "Profile",
    emailLabel: "Email address",
    userIdLabel: "Member ID",
    regionLabel: "Region",
    memberSinceLabel: "Member since",
    created: "Your account is ready. Welcome to Mechaforge!",
    logout: "Log out",
    loggingOut: "Logging out…",
  },
};

export default account;
