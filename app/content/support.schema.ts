// Support, policy and FAQ page content (docs/requirements.md, "Support, policy and legal pages"); one file per region.
import { z } from "zod";
import { linkTarget } from "~/content/link.schema";

const text = z.string().min(1);

/** Pages rendered by routes/support-page.tsx from sections of text. */
export const INFO_PAGE_KEYS = [
  "support",
  "download-center",
  "after-sale-service",
  "warranty-information",
  "shipping-policy",
  "technical-support",
  "about-us",
  "news",
  "privacy-policy",
  "terms-use",
] as const;
export type InfoPageKey = (typeof INFO_PAGE_KEYS)[number];

export const infoLinkSchema = z.object({ label: text, link: linkTarget, text: text.optional() });

export const contactSchema = z.object({
  label: text,
  value: text,
  /** mailto:, tel: or https: address when the value can be followed. */
  href: z
    .string()
    .regex(/^(mailto:|tel:|https:\/\/)/)
    .optional(),
});

export const infoSectionSchema = z.object({
  heading: text,
  /** News items carry their publication date (YYYY-MM-DD). */
  date: z.iso.date().optional(),
  paragraphs: z.array(text).optional(),
  list: z.array(text).optional(),
  links: z.array(infoLinkSchema).optional(),
  contacts: z.array(contactSchema).optional(),
});

export const ctaSchema = z.object({ title: text, text, label: text, link: linkTarget });

export const infoPageSchema = z.object({
  title: text,
  intro: z.array(text).min(1),
  /** Policies show when they last changed (YYYY-MM-DD) and a table of contents. */
  updated: z.iso.date().optional(),
  sections: z.array(infoSectionSchema).min(1),
  cta: ctaSchema.optional(),
});

export const faqSchema = z.object({
  title: text,
  intro: z.array(text).min(1),
  groups: z
    .array(z.object({ title: text, items: z.array(z.object({ question: text, answer: z.array(text).min(1) })).min(1) }))
    .min(1),
  cta: ctaSchema.optional(),
});

export const supportContentSchema = z.object({
  ui: z.object({ updated: text, contents: text }),
  pages: z.partialRecord(z.enum(INFO_PAGE_KEYS), infoPageSchema),
  faq: faqSchema,
});

export type SupportContent = z.infer<typeof supportContentSchema>;
export type InfoSection = z.infer<typeof infoSectionSchema>;
export type Faq = z.infer<typeof faqSchema>;
