// The account pages' views: the region's account words, the API messages and region names the screens need, and the
// token of an emailed link (never stored by any cache: email-link.server.ts).
import { ACCOUNT_CONTENT } from "~/content/account";
import { wordsFor } from "~/content/words";
import type { AccountView, ConfirmEmailView, ResetView, VerifyView } from "~/pages/account/account-view";
import { linkToken } from "~/pages/account/email-link.server";
import { siteContent, type PageContext } from "~/request/page.server";
import { REGIONS, regionPath } from "~/rules/regions";

export function accountView(page: PageContext): AccountView {
  const site = siteContent(page.region);
  return {
    ...page,
    texts: ACCOUNT_CONTENT[page.region],
    apiMessages: site.api,
    regionLabels: site.regionChooser.regionLabels,
    intlLocale: REGIONS[page.region].intlLocale,
  };
}

export function resetView(page: PageContext, url: URL): ResetView {
  const account = wordsFor(page.region).account;
  return {
    seo: page.seo,
    texts: account.reset,
    validation: account.validation,
    signIn: { href: regionPath(page.region, "login"), label: account.reset.signIn },
    token: linkToken(url),
  };
}

export function verifyView(page: PageContext, url: URL): VerifyView {
  const account = wordsFor(page.region).account;
  const signIn = { href: regionPath(page.region, "login"), label: account.reset.signIn };
  return { seo: page.seo, texts: account.verify, signIn, token: linkToken(url) };
}

export function confirmEmailView(page: PageContext, url: URL): ConfirmEmailView {
  const account = wordsFor(page.region).account;
  const next = { href: regionPath(page.region, "account"), label: account.account.title };
  return { seo: page.seo, texts: account.confirmEmail, next, token: linkToken(url) };
}
