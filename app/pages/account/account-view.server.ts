// The account pages' views: the region's account words, the API messages and region names the screens need, and the
// token of an emailed link (never stored by any cache: email-link.server.ts).
// The login screen is one form: "Sign in" calls sign_in, "Create account" register_or_login with the market's boxes
// (age, terms, privacy), Enter signs in; server messages (a wrong password) pop up, transport failures show inline. The session lives in localStorage, which the
// server can not read, so the account screen renders in the browser only: the cached userInfo first, then a fresh
// profile call; without a session it sends the visitor to login. Both pages are noindex.
import { accountContent } from "~/content/account";
import type { ContentDocument } from "~/content/document";
import { wordsFor } from "~/content/words";
import type { AccountView, ConfirmEmailView, LoginView, ResetView, VerifyView } from "~/pages/account/account-view";
import { linkToken } from "~/pages/account/email-link.server";
import { siteContent, type PageContext } from "~/request/page.server";
import { REGIONS, regionPath } from "~/rules/regions";
import { signUpConsent } from "~/views/sign-up-consent.server";

export function accountView(content: ContentDocument, page: PageContext): AccountView {
  const site = siteContent(content, page.region);
  return {
    ...page,
    texts: accountContent(content)[page.region],
    apiMessages: site.api,
    regionLabels: site.regionChooser.regionLabels,
    intlLocale: REGIONS[page.region].intlLocale,
  };
}

/** The login screen: the account screens' view and what creating an account asks in the market (decision 343). */
export function loginView(content: ContentDocument, page: PageContext): LoginView {
  return { ...accountView(content, page), signUp: signUpConsent(content, page.region) };
}

export function resetView(content: ContentDocument, page: PageContext, url: URL): ResetView {
  const account = wordsFor(content, page.region).account;
  return {
    seo: page.seo,
    texts: account.reset,
    validation: account.validation,
    signIn: { href: regionPath(page.region, "login"), label: account.reset.signIn },
    token: linkToken(url),
  };
}

export function verifyView(content: ContentDocument, page: PageContext, url: URL): VerifyView {
  const account = wordsFor(content, page.region).account;
  const signIn = { href: regionPath(page.region, "login"), label: account.reset.signIn };
  return { seo: page.seo, texts: account.verify, signIn, token: linkToken(url) };
}

export function confirmEmailView(content: ContentDocument, page: PageContext, url: URL): ConfirmEmailView {
  const account = wordsFor(content, page.region).account;
  const next = { href: regionPath(page.region, "account"), label: account.account.title };
  return { seo: page.seo, texts: account.confirmEmail, next, token: linkToken(url) };
}
