// How long we keep customer data and how long emailed links live. Facts once: the retention job
// (app/data/retention.server.ts) deletes by them, the emails and the privacy policy name them through placeholders
// ({rmaYears}, {unconfirmedDays}, …), so the text can never promise another period than the one enforced (that
// would be a false statement). Periods count from when a form was sent.
import type { RegionCode } from "~/rules/regions";

export const LINK_LIFETIMES = {
  /** Newsletter confirmation and account verification links. */
  confirmDays: 7,
  resetMinutes: 30,
  changeEmailHours: 24,
  /** An unsubscribe link in a newsletter keeps working this long after the mail. */
  unsubscribeDays: 365,
} as const;

export const RETENTION = {
  /** Unconfirmed newsletter sign-ups and unverified accounts are deleted after this many days. */
  unconfirmedDays: LINK_LIFETIMES.confirmDays,
  /** Sent or given-up mail rows (no address or body left in them) are deleted after this many days. */
  outboxDays: 30,
} as const;

/** Years a support-form row is kept after it was sent, per region and form, as that region's privacy policy says. */
export interface SupportFormRetention {
  /** Return (RMA) requests. */
  rmaYears: number;
  /** Product registrations: the warranty period plus the region's limitation period. */
  registrationYears: number;
  /** Wholesale applications (us only today). */
  wholesaleYears: number;
}

export const SUPPORT_FORM_RETENTION: Record<RegionCode, SupportFormRetention> = {
  us: { rmaYears: 3, registrationYears: 5, wholesaleYears: 2 },
  uk: { rmaYears: 3, registrationYears: 8, wholesaleYears: 2 },
  eu: { rmaYears: 4, registrationYears: 4, wholesaleYears: 2 },
  fr: { rmaYears: 4, registrationYears: 4, wholesaleYears: 2 },
  de: { rmaYears: 4, registrationYears: 4, wholesaleYears: 2 },
  jp: { rmaYears: 3, registrationYears: 4, wholesaleYears: 2 },
  kr: { rmaYears: 3, registrationYears: 5, wholesaleYears: 2 },
  cn: { rmaYears: 3, registrationYears: 3, wholesaleYears: 2 },
};

/** The placeholder values a region's texts may use: {rmaYears}, {days}, {minutes}, … */
export function retentionPlaceholders(region: RegionCode): Record<string, string> {
  const forms = SUPPORT_FORM_RETENTION[region];
  return {
    rmaYears: String(forms.rmaYears),
    registrationYears: String(forms.registrationYears),
    wholesaleYears: String(forms.wholesaleYears),
    unconfirmedDays: String(RETENTION.unconfirmedDays),
    days: String(LINK_LIFETIMES.confirmDays),
    minutes: String(LINK_LIFETIMES.resetMinutes),
    hours: String(LINK_LIFETIMES.changeEmailHours),
  };
}
