// The answer shape of every API call and the codes it may carry (docs/requirements.md, "API answers and errors").
// Shared by server and client, so it stays free of zod (which would weigh on the browser bundle).

export const API_CODES = {
  success: 2000,
  badRequest: 4000,
  wrongCredentials: 4001,
  authExpired: 4003,
  notFound: 4004,
  /** The account's address is not confirmed yet (a new link was mailed). */
  emailNotVerified: 4005,
  /** An emailed link that is unknown, used or expired. */
  linkInvalid: 4006,
  /** A sign-up without every box its market requires (age, terms, privacy: app/rules/regions.ts). */
  consentRequired: 4007,
  rateLimited: 4029,
  serverError: 5000,
} as const;

export type ApiCode = (typeof API_CODES)[keyof typeof API_CODES];

/**
 * Keys of a language's `site.api` texts (app/content/words/<language>.json), one per code; anything unknown reads
 * `default`.
 */
export type ApiMessageKey = "default" | "authExpired" | "badRequest" | "wrongCredentials" | "rateLimited" | "notFound";
export type ApiMessages = Record<ApiMessageKey, string>;

const MESSAGE_KEYS: Record<number, ApiMessageKey> = {
  [API_CODES.badRequest]: "badRequest",
  [API_CODES.wrongCredentials]: "wrongCredentials",
  [API_CODES.authExpired]: "authExpired",
  [API_CODES.notFound]: "notFound",
  [API_CODES.rateLimited]: "rateLimited",
  [API_CODES.serverError]: "default",
};

export function messageKeyForCode(code: number): ApiMessageKey {
  return MESSAGE_KEYS[code] ?? "default";
}

/** Codes whose message is in the region's account words (`account.api`) rather than the site's `api` texts. */
export type AccountMessageKey = "emailNotVerified" | "linkInvalid" | "consentRequired";
const ACCOUNT_MESSAGE_KEYS: Record<number, AccountMessageKey> = {
  [API_CODES.emailNotVerified]: "emailNotVerified",
  [API_CODES.linkInvalid]: "linkInvalid",
  [API_CODES.consentRequired]: "consentRequired",
};

export function accountMessageKeyForCode(code: number): AccountMessageKey | undefined {
  return ACCOUNT_MESSAGE_KEYS[code];
}

export type Envelope<T = unknown> = { code: number; msg: string; data: T };

export function isEnvelope(value: unknown): value is Envelope {
  if (typeof value !== "object" || value === null) return false;
  const { code, msg } = value as Record<string, unknown>;
  return Number.isInteger(code) && typeof msg === "string";
}
