// Words of the support forms per region: labels, choices, localized error messages and success screens.
import { z } from "zod";
import { BUSINESS_TYPES, ERROR_CODES, FORM_PRODUCTS, RMA_REASONS } from "~/rules/support-forms";

const text = z.string().min(1);
const field = z.object({ label: text, hint: text.optional(), placeholder: text.optional() });
const option = <T extends readonly [string, ...string[]]>(values: T) =>
  z.object({ value: z.enum(values), label: text });

const formPage = z.object({
  title: text,
  intro: z.array(text).min(1),
  submit: text,
  successTitle: text,
  successText: text,
  referenceLabel: text,
  again: text,
});

export const supportFormsContentSchema = z.object({
  errors: z.object(
    Object.fromEntries(ERROR_CODES.map((code) => [code, text])) as Record<(typeof ERROR_CODES)[number], typeof text>,
  ),
  errorSummary: text,
  optional: text,
  submitting: text,
  choose: text,
  privacyNote: text,
  /** Products offered on this region's forms, in display order. */
  products: z.array(option(FORM_PRODUCTS)).min(1),
  rma: formPage.extend({
    signedIn: text,
    fields: z.object({
      name: field,
      email: field,
      orderNumber: field,
      product: field,
      serialNumber: field,
      reason: field,
      description: field,
    }),
    reasons: z.array(option(RMA_REASONS)).length(RMA_REASONS.length),
  }),
  registration: formPage.extend({
    fields: z.object({
      name: field,
      email: field,
      product: field,
      serialNumber: field,
      purchaseDate: field,
      store: field,
    }),
  }),
  /** Only the us site takes wholesale applications. */
  wholesale: formPage
    .extend({
      fields: z.object({
        company: field,
        contactName: field,
        email: field,
        phone: field,
        website: field,
        businessType: field,
        address: field,
        taxId: field,
        message: field,
      }),
      businessTypes: z.array(option(BUSINESS_TYPES)).length(BUSINESS_TYPES.length),
    })
    .optional(),
});

export type SupportFormsContent = z.infer<typeof supportFormsContentSchema>;
export type FormFieldText = z.infer<typeof field>;
