// Pure rules of the mail path: how often one recipient may be mailed, when a failed send is tried again, and
// how much of a client's address the consent evidence keeps. No clock: "now" and counts come from the caller.

/** Mail kinds a visitor can cause to be sent to an address they name; each recipient gets at most a few an hour. */
export const LIMITED_KINDS = [
  "newsletter_confirm",
  "verify_account",
  "account_exists",
  "reset_password",
  "account_locked",
  "change_email",
  "email_change_notice",
  "staff_unlock",
] as const;
export type LimitedKind = (typeof LIMITED_KINDS)[number];
/**
 * Not limited: "newsletter_consent_result" follows a confirmation, at most once per confirmation link; "staff_notice"
 * is caused by a signed-in staff member's own work, never by a visitor.
 */
export type MailKind = LimitedKind | "password_changed" | "newsletter" | "newsletter_consent_result" | "staff_notice";

/** What a studio notice to a staff member says: subject, heading, paragraphs and its button's label. */
export interface StaffNoticeText {
  subject: string;
  heading: string;
  paragraphs: readonly string[];
  button: string;
}

export const MAIL_LIMITS = {
  /** At most this many confirmation, verification or reset mails per recipient per hour. */
  perRecipientPerHour: 3,
  /** At most this many mails of those kinds caused by one client address per hour. */
  perClientPerHour: 10,
} as const;

export function isLimitedKind(kind: string): kind is LimitedKind {
  return (LIMITED_KINDS as readonly string[]).includes(kind);
}

/**
 * Seconds to wait before attempt `attempts + 1` after `attempts` failed ones: 5 s, 10 s, 20 s, … doubling up to
 * `maxSeconds`, with up to 20% added from `jitter` (0..1) so that several processes do not retry in step.
 */
export function retryDelaySeconds(attempts: number, maxSeconds: number, jitter = 0): number {
  const base = Math.min(maxSeconds, 5 * 2 ** Math.max(0, attempts - 1));
  return Math.min(maxSeconds, base * (1 + 0.2 * Math.min(1, Math.max(0, jitter))));
}

/** A message is given up after this many failed attempts (about a day with the default 15-minute ceiling). */
export const MAX_ATTEMPTS = 100;

/**
 * The client's network, kept as consent evidence instead of its address: IPv4 to /24 ("198.51.100.0/24"), IPv6 to /48
 * ("2001:db8:85a3::/48"); an IPv4-mapped IPv6 address counts as IPv4. Anything else is kept as "".
 */
export function truncateClientAddress(address: string | undefined): string {
  if (!address) return "";
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  const v4 = mapped ? mapped[1]! : address;
  const octets = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(v4);
  if (octets) {
    const parts = octets.slice(1, 4).map(Number);
    return parts.every((part) => part <= 255) ? `${parts.join(".")}.0/24` : "";
  }
  if (!address.includes(":") || !/^[0-9a-f:.]+$/i.test(address)) return "";
  const [head = "", tail = ""] = address.split("::");
  const left = head ? head.split(":") : [];
  const right = tail ? tail.split(":") : [];
  const groups = address.includes("::")
    ? [...left, ...Array(8 - left.length - right.length).fill("0"), ...right]
    : left;
  if (groups.length !== 8) return "";
  const network = groups.slice(0, 3).map((group) => Number.parseInt(group || "0", 16).toString(16));
  return `${network.join(":")}::/48`;
}
