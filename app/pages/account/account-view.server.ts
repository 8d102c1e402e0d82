// The account pages' views: the region's account words, the API messages and region names the screens need, and the
// token of an emailed link (never stored by any cache: email-link.server.ts).
import { accountContent } from "~/content/account";
import type { ContentDocument } from "~/content/document";
import { wordsFor } from "~/content/words";
import type { AccountView, ConfirmEmailView, ResetView, VerifyView } from "~/pages/account/account-view";
import { linkToken } from "~/pages/account/email-link.server";
import { siteContent, type PageContext } from "~/request/page.server";
import { REGIONS, regionPath } from "~/rules/regions";

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
