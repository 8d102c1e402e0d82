// The words of one language (spec §3 "Region text bundle", and every page's copy): one bundle per language, with
// small typed per-region overrides (en-GB, en-EU over en-US). Types are inferred from the schema.
import { z } from "zod";
import { campaignsWordsSchema } from "../campaign.schema";
import { accountContentSchema } from "../account.schema";
import { dealerWordsSchema } from "../dealers.schema";
import { emailWordsSchema } from "../email.schema";
import { homeWordsSchema } from "../home.schema";
import { manualWordsSchema } from "../manuals.schema";
import { buzzPageSchema, elitePageSchema, preorderWordsSchema, productWordsSchema } from "../product.schema";
import { supportFormsContentSchema } from "../support-forms.schema";
import { supportContentSchema } from "../support.schema";
import { siteWordsSchema } from "../site.schema";
import { legalWordsSchema } from "../legal.schema";
import { consentWordsSchema } from "../consent.schema";
import { deepPartialSchema, type DeepPartial } from "./overrides";

export const wordsSchema = z.strictObject({
  site: siteWordsSchema,
  products: productWordsSchema,
  home: homeWordsSchema,
  /** Campaign pages, in the languages of the regions that run campaigns. */
  campaigns: campaignsWordsSchema.optional(),
  /** The Flagship Bumblebee pre-order page, in the languages of the regions that have it. */
  preorder: preorderWordsSchema.optional(),
  /** The Toy Story Buzz Lightyear page and the Elite Optimus Prime page, where a language's regions have them. */
  buzz: buzzPageSchema.optional(),
  elite: elitePageSchema.optional(),
  /** Support, policy and FAQ pages; the support forms where the language's regions have them (not cn). */
  support: supportContentSchema,
  supportForms: supportFormsContentSchema.optional(),
  /** The manuals page and the where-to-buy pages, where the language's regions have them. */
  manuals: manualWordsSchema.optional(),
  dealers: dealerWordsSchema.optional(),
  /** Login and account screens. */
  account: accountContentSchema,
  /** How the market's legal notice and footer block present the legal facts (legal.ts), where it has them. */
  legal: legalWordsSchema.optional(),
  /** The consent banner and settings, in the languages of regions that ask before tracking or let visitors opt out. */
  consent: consentWordsSchema.optional(),
  /** The emails we send and the pages their links open (issue 27). */
  email: emailWordsSchema,
});

export type Words = z.infer<typeof wordsSchema>;
export type WordsOverride = DeepPartial<Words>;

/** An override names only keys the bundle has (a misspelt or unknown key is an error). */
export const wordsOverrideSchema = deepPartialSchema(wordsSchema);
