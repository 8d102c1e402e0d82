// Validation rules of the support forms (RMA request, product registration, wholesale application).
// Pure: the schemas answer error *codes*; the action turns codes into the region's words. Time comes in as `now`.
// The spec names the pages without their fields, so the rules are ours: forms in every region but cn (its after-sale
// page describes the repair-by-post process by phone), wholesale in us only; serial numbers of 10-24 letters, digits
// and hyphens, stored upper-case without spaces; order numbers of 4-40 with an optional leading "#"; a purchase date
// from 2019-01-01 to today in UTC+14 (so its daily change is a schedule boundary of the form pages only); an RMA
// description of 20-2000 characters; a reference number customers can quote. A signed-in visitor's address is
// prefilled.
import { z } from "zod";
import { HONEYPOT_FIELD } from "~/rules/honeypot";

export const ERROR_CODES = [
  "required",
  "email",
  "tooShort",
  "tooLong",
  "choice",
  "serial",
  "date",
  "dateFuture",
  "orderNumber",
  "phone",
  "url",
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

/** Products a customer can name on a form (catalogue identifiers). */
export const FORM_PRODUCTS = [
  "flagshipBumblebee",
  "flagshipOptimusPrime",
  "flagshipMegatron",
  "grimlockG1Flagship",
  "eliteOptimusPrime",
  "bumblebeeG1Performance",
  "toyStoryBuzzLightyear",
  "buzzLightyearSpaceRangerAlpha",
  "k1ProInterstellarScout",
  "interstellarScoutK1",
  "interstellarAgentT9",
  "aiBase",
] as const;

export const RMA_REASONS = ["defective", "damaged", "missingParts", "wrongItem", "return"] as const;
export const BUSINESS_TYPES = ["online", "store", "distributor", "education", "other"] as const;

/** Serial numbers: 10-24 letters and digits, optionally grouped with hyphens; compared in upper case. */
const SERIAL = /^[A-Z0-9](?:[A-Z0-9-]{8,22})[A-Z0-9]$/;
const ORDER_NUMBER = /^#?[A-Z0-9][A-Z0-9-]{3,39}$/i;
const PHONE = /^\+?[0-9 ()./-]{7,20}$/;
const EARLIEST_PURCHASE = "2019-01-01";
const UTC_PLUS_14_MS = 14 * 3_600_000;
const DAY_MS = 86_400_000;

const requiredText = (max: number) => z.string().trim().min(1, { error: "required" }).max(max, { error: "tooLong" });
const optionalText = (max: number) => z.string().trim().max(max, { error: "tooLong" });
const email = requiredText(254).pipe(z.email({ error: "email" }));
const choice = <T extends readonly [string, ...string[]]>(values: T) =>
  z
    .string()
    .trim()
    .min(1, { error: "required" })
    .pipe(z.enum(values, { error: "choice" }));
const serialNumber = requiredText(24)
  .transform((value) => value.toUpperCase().replace(/\s+/g, ""))
  .pipe(z.string().regex(SERIAL, { error: "serial" }));

/** The latest purchase date allowed: today in the furthest-ahead time zone (UTC+14) at `now`. */
export function latestPurchaseDate(now: Date): string {
  return new Date(now.getTime() + UTC_PLUS_14_MS).toISOString().slice(0, 10);
}

/** The next instant after `now` at which latestPurchaseDate changes (midnight at UTC+14), as epoch ms. */
export function nextPurchaseDateChange(now: Date): number {
  return Math.floor((now.getTime() + UTC_PLUS_14_MS) / DAY_MS) * DAY_MS + DAY_MS - UTC_PLUS_14_MS;
}

/** The instant latestPurchaseDate last changed at or before `now` (midnight at UTC+14), as epoch ms. */
export function lastPurchaseDateChange(now: Date): number {
  return nextPurchaseDateChange(now) - DAY_MS;
}

const purchaseDate = (now: Date) =>
  requiredText(10)
    .pipe(z.iso.date({ error: "date" }))
    .refine((value) => value >= EARLIEST_PURCHASE, { error: "date" })
    .refine((value) => value <= latestPurchaseDate(now), { error: "dateFuture" });

/** Which products a region offers on its forms. */
const product = (products: readonly string[]) =>
  z
    .string()
    .trim()
    .min(1, { error: "required" })
    .refine((value) => products.includes(value), { error: "choice" });

export function rmaSchema(products: readonly string[]) {
  return z.object({
    name: requiredText(100),
    email,
    orderNumber: requiredText(40).pipe(z.string().regex(ORDER_NUMBER, { error: "orderNumber" })),
    product: product(products),
    serialNumber,
    reason: choice(RMA_REASONS),
    description: requiredText(2000).pipe(z.string().min(20, { error: "tooShort" })),
  });
}

export function registrationSchema(products: readonly string[], now: Date) {
  return z.object({
    name: requiredText(100),
    email,
    product: product(products),
    serialNumber,
    purchaseDate: purchaseDate(now),
    store: requiredText(120),
  });
}

export function wholesaleSchema() {
  return z.object({
    company: requiredText(160),
    contactName: requiredText(100),
    email,
    phone: requiredText(20).pipe(z.string().regex(PHONE, { error: "phone" })),
    website: optionalText(200).refine(
      (value) => value === "" || z.url({ protocol: /^https?$/ }).safeParse(value).success,
      { error: "url" },
    ),
    businessType: choice(BUSINESS_TYPES),
    address: requiredText(300),
    taxId: optionalText(40),
    message: optionalText(2000),
  });
}

export type FieldErrors<F extends string> = Partial<Record<F, ErrorCode>>;

export type Validation<T, F extends string> = { ok: true; data: T } | { ok: false; errors: FieldErrors<F> };

/** Runs a form schema over submitted fields; the first problem of each field wins. */
export function validateForm<S extends z.ZodObject>(
  schema: S,
  fields: Record<string, unknown>,
): Validation<z.infer<S>, Extract<keyof z.infer<S>, string>> {
  const result = schema.safeParse(fields);
  if (result.success) return { ok: true, data: result.data };
  const errors: Record<string, ErrorCode> = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? "");
    if (!field || errors[field]) continue;
    errors[field] = (ERROR_CODES as readonly string[]).includes(issue.message)
      ? (issue.message as ErrorCode)
      : "required";
  }
  return { ok: false, errors: errors as FieldErrors<Extract<keyof z.infer<S>, string>> };
}

/** Text fields of a submitted form (files and repeated names are ignored). */
export function formFields(form: FormData): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [key, value] of form.entries()) {
    // PostgreSQL text can not hold NUL (the insert would fail with a 500): a NUL typed or pasted into a form is dropped.
    if (typeof value === "string" && !(key in fields) && key !== HONEYPOT_FIELD)
      fields[key] = value.replaceAll("\u0000", "");
  }
  return fields;
}

const REFERENCE_ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ"; // Crockford base32: no I, L, O, U

/** A reference customers can quote: PREFIX-YYMMDD-XXXXXX (date of `now` in UTC, six random base32 symbols). */
export function makeReference(prefix: string, now: Date, random: Uint8Array): string {
  const date = now.toISOString().slice(2, 10).replace(/-/g, "");
  let suffix = "";
  for (let index = 0; index < 6; index += 1) suffix += REFERENCE_ALPHABET[(random[index] ?? 0) % 32];
  return `${prefix}-${date}-${suffix}`;
}
