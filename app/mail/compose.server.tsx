// Every email we send, composed from the region's words: subject, HTML (React, MailLayout) and a plain-text
// part from the same content, the region's legal entity in the footer, and for newsletter mail the RFC 8058 one-click
// unsubscribe headers. Links are absolute, on the configured origin (mail-config.server.ts).
import { renderToStaticMarkup } from "react-dom/server";
import type { ContentDocument } from "~/content/document";
import type { EmailWords, LinkMailWords, NoticeMailWords } from "~/content/email.schema";
import { LINK_LIFETIMES } from "~/content/retention";
import { wordsFor } from "~/content/words";
import { MailLayout, type MailContent } from "~/mail/MailLayout";
import { fillTemplate } from "~/rules/copy-template";
import { formatDate } from "~/rules/format";
import type { MailKind, StaffNoticeText } from "~/rules/mail-policy";
import { REGIONS, regionPath, type RegionCode } from "~/rules/regions";
import { labelled } from "~/rules/typography";
import { companyAddress } from "~/views/legal.server";

export type MailRequest = { to: string; region: RegionCode } & (
  | { kind: "newsletter_confirm"; token: string; unsubscribeToken: string }
  | { kind: "newsletter"; unsubscribeToken: string; subject: string; paragraphs: readonly string[] }
  /** Korea's 수신동의 처리결과: the newsletter consent confirmed at `consentedAt`. */
  | { kind: "newsletter_consent_result"; unsubscribeToken: string; consentedAt: Date }
  | { kind: "verify_account" | "reset_password" | "account_locked" | "change_email"; token: string }
  | { kind: "account_exists" | "password_changed" }
  | { kind: "email_change_notice"; newEmail: string }
  | { kind: "staff_unlock"; link: string; hours: number }
  /** A studio notice to a staff member (studio/notices.server.ts), in English as the studio is. */
  | { kind: "staff_notice"; notice: StaffNoticeText; link: string }
);

export interface ComposedMail {
  kind: MailKind;
  to: string;
  region: RegionCode;
  subject: string;
  text: string;
  html: string;
  headers: Record<string, string>;
}

/** The pages the links open (their routes are in content/pages.ts). */
export const MAIL_LINK_PAGES = {
  newsletterConfirm: "newsletter/confirm",
  unsubscribe: "newsletter/unsubscribe",
  verify: "account/verify",
  reset: "account/reset",
  confirmEmail: "account/confirm-email",
} as const;

export function mailLink(origin: string, region: RegionCode, page: string, token?: string): string {
  const path = regionPath(region, page);
  return `${origin}${path}${token ? `?token=${encodeURIComponent(token)}` : ""}`;
}

const lifetimes = {
  days: String(LINK_LIFETIMES.confirmDays),
  minutes: String(LINK_LIFETIMES.resetMinutes),
  hours: String(LINK_LIFETIMES.changeEmailHours),
};

function mailContent(
  content: ContentDocument,
  request: MailRequest,
  origin: string,
): { mail: MailContent; headers: Record<string, string> } {
  const words = wordsFor(content, request.region);
  const { footer } = words.email;
  const lang = REGIONS[request.region].locale;
  // The region's legal entity, from the legal facts written once (content/legal.ts).
  const entity = companyAddress(content, request.region);
  const link = (page: string, token?: string) => mailLink(origin, request.region, page, token);
  const accountFooter = { reason: footer.accountReason, linkFallback: footer.linkFallback, entity };
  const fromLinkWords = (mail: LinkMailWords | NoticeMailWords, url: string, values: Record<string, string> = {}) => ({
    lang,
    subject: mail.subject,
    heading: mail.heading,
    paragraphs: mail.body.map((paragraph) => fillTemplate(paragraph, { ...lifetimes, ...values })),
    button: { label: mail.button, url },
    ...("note" in mail ? { note: fillTemplate(mail.note, lifetimes) } : {}),
  });

  if (
    request.kind === "newsletter_confirm" ||
    request.kind === "newsletter" ||
    request.kind === "newsletter_consent_result"
  ) {
    // Newsletter mail: the visible unsubscribe link and the RFC 8058 one-click headers name the same URL.
    const unsubscribe = link(MAIL_LINK_PAGES.unsubscribe, request.unsubscribeToken);
    const body =
      request.kind === "newsletter_confirm"
        ? fromLinkWords(words.email.newsletterConfirm, link(MAIL_LINK_PAGES.newsletterConfirm, request.token))
        : request.kind === "newsletter_consent_result"
          ? consentResult(words.email, request.region, entity.title, request.consentedAt, lang)
          : {
              lang,
              subject: request.subject,
              heading: request.subject,
              paragraphs: request.paragraphs,
              note: words.email.newsletter.note,
            };
    return {
      mail: {
        ...body,
        footer: {
          reason: footer.newsletterReason,
          linkFallback: footer.linkFallback,
          unsubscribe: { label: footer.unsubscribe, url: unsubscribe },
          entity,
        },
      },
      headers: { "List-Unsubscribe": `<${unsubscribe}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" },
    };
  }
  if (request.kind === "staff_unlock")
    return { mail: { ...staffUnlock(request.link, request.hours), footer: staffFooter(entity) }, headers: {} };
  if (request.kind === "staff_notice") {
    const { subject, heading, paragraphs, button } = request.notice;
    return {
      mail: {
        lang: "en",
        subject,
        heading,
        paragraphs: [...paragraphs],
        button: { label: button, url: request.link },
        footer: staffFooter(entity),
      },
      headers: {},
    };
  }
  // Account mail: a link page with the request's token, or the reset page for hints and notices.
  const { words: mail, page } = ACCOUNT_MAIL[request.kind];
  const token = "token" in request ? request.token : undefined;
  const values: Record<string, string> = request.kind === "email_change_notice" ? { newEmail: request.newEmail } : {};
  return {
    mail: { ...fromLinkWords(words.email[mail], link(page, token), values), footer: accountFooter },
    headers: {},
  };
}

/** The 수신동의 처리결과 notice (정보통신망법 §50(7)): who sends, the day of the consent in the market's zone, the result. */
function consentResult(
  email: EmailWords,
  region: RegionCode,
  sender: string,
  consentedAt: Date,
  lang: string,
): Omit<MailContent, "footer"> {
  const words = email.newsletterConsentResult;
  if (!words) throw new Error(`no newsletterConsentResult words for ${region}`);
  const date = formatDate(region, consentedAt, { dateStyle: "long", timeZone: REGIONS[region].timeZone });
  return {
    lang,
    subject: words.subject,
    heading: words.heading,
    paragraphs: [
      ...words.body,
      `${words.senderLabel}: ${sender}`,
      `${words.dateLabel}: ${date}`,
      `${words.resultLabel}: ${words.result}`,
    ],
    note: words.note,
  };
}

/**
 * The studio's mail to a staff member a device was locked out of (decision 077): a fresh one-time sign-in link. In
 * English, as the whole studio is (studio/words.ts); staff are not shoppers of a region.
 */
function staffUnlock(link: string, hours: number): Omit<MailContent, "footer"> {
  return {
    lang: "en",
    subject: "Wrong passwords were tried on your Mechaforge studio account",
    heading: "Studio sign-in paused on one device",
    paragraphs: [
      "Someone, perhaps you, entered a wrong password for your studio account several times from one device, which now has to wait before trying again. Any other device signs in with your password as usual.",
      "If it was you and you have forgotten your password, choose a new one with this one-time sign-in link: the wait then ends on every device.",
    ],
    button: { label: "Choose a new password", url: link },
    note: `The link works once and for ${hours} hours, and replaces any earlier one. If it was not you, there is nothing to do: your password has not changed.`,
  };
}

const staffFooter = (entity: MailContent["footer"]["entity"]): MailContent["footer"] => ({
  reason: "You are receiving this email about your Mechaforge studio account.",
  linkFallback: "If the button does not work, copy this address into your browser:",
  entity,
});

/** Account mail by kind: its words in the bundle's `email` part and the page its button opens. */
const ACCOUNT_MAIL = {
  verify_account: { words: "verifyAccount", page: MAIL_LINK_PAGES.verify },
  reset_password: { words: "resetPassword", page: MAIL_LINK_PAGES.reset },
  account_locked: { words: "accountLocked", page: MAIL_LINK_PAGES.reset },
  change_email: { words: "changeEmail", page: MAIL_LINK_PAGES.confirmEmail },
  account_exists: { words: "accountExists", page: MAIL_LINK_PAGES.reset },
  email_change_notice: { words: "emailChangeNotice", page: MAIL_LINK_PAGES.reset },
  password_changed: { words: "passwordChanged", page: MAIL_LINK_PAGES.reset },
} as const satisfies Record<
  Exclude<
    MailKind,
    "newsletter" | "newsletter_confirm" | "newsletter_consent_result" | "staff_unlock" | "staff_notice"
  >,
  { words: keyof EmailWords; page: string }
>;

/** The plain-text part: the same content as the HTML, links written out. */
export function mailText(mail: MailContent): string {
  const lines = [mail.heading, "", ...mail.paragraphs.flatMap((paragraph) => [paragraph, ""])];
  if (mail.button) lines.push(labelled(mail.button.label, mail.lang), mail.button.url, "");
  if (mail.note) lines.push(mail.note, "");
  lines.push("--", mail.footer.reason);
  if (mail.footer.unsubscribe)
    lines.push(`${labelled(mail.footer.unsubscribe.label, mail.lang)} ${mail.footer.unsubscribe.url}`);
  lines.push("", mail.footer.entity.title, ...mail.footer.entity.lines);
  return `${lines.join("\n")}\n`;
}

/** A mail in the words of `content` (the content the request that caused it rendered with). */
export function composeMail(content: ContentDocument, request: MailRequest, origin: string): ComposedMail {
  const { mail, headers } = mailContent(content, request, origin);
  return {
    kind: request.kind,
    to: request.to,
    region: request.region,
    subject: mail.subject,
    text: mailText(mail),
    html: `<!DOCTYPE html>${renderToStaticMarkup(<MailLayout mail={mail} />)}`,
    headers,
  };
}
