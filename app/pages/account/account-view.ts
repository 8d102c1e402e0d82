// What the account pages show (built by account-view.server.ts): sign-in and account screens, and the pages behind
// emailed links (verify an account, reset a password, confirm a new address).
import type { AccountContent } from "~/content/account.schema";
import type { PageContext } from "~/request/page.server";
import type { PageSeo } from "~/rules/seo";
import type { SignUpConsentView } from "~/views/sign-up-consent";
import type { SiteContent } from "~/views/site-content";

/** A link onward from a page: where it goes and what it says. */
export interface PageLink {
  href: string;
  label: string;
}

/** The login and account screens: their texts, the API messages and the region names. */
export interface AccountView extends PageContext {
  texts: AccountContent;
  apiMessages: SiteContent["api"];
  regionLabels: SiteContent["regionChooser"]["regionLabels"];
  intlLocale: string;
}

/** The login screen: the account screens' view and the market's boxes for a new account. */
export interface LoginView extends AccountView {
  signUp: SignUpConsentView;
}

export interface ResetView {
  seo: PageSeo;
  texts: AccountContent["reset"];
  validation: AccountContent["validation"];
  signIn: PageLink;
  /** The emailed link's token; empty on the page that asks for the address. */
  token: string;
}

export interface VerifyView {
  seo: PageSeo;
  texts: AccountContent["verify"];
  signIn: PageLink;
  token: string;
}

export interface ConfirmEmailView {
  seo: PageSeo;
  texts: AccountContent["confirmEmail"];
  next: PageLink;
  token: string;
}
