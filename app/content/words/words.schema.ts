// The words of one language (every page's copy, docs/requirements.md "Regions and languages"): one bundle per language, with
// small typed per-region overrides (en-GB, en-EU over en-US). Types are inferred from the schema.
import { z } from "zod";
import { accountContentSchema } from "~/content/account.schema";
import { campaignsWordsSchema } from "~/content/campaign.schema";
import { consentWordsSchema } from "~/content/consent.schema";
import { dealerWordsSchema } from "~/content/dealers.schema";
import { emailWordsSchema } from "~/content/email.schema";
import { homeWordsSchema } from "~/content/home.schema";
import { legalWordsSchema } from "~/content/legal.schema";
import { manualWordsSchema } from "~/content/manuals.schema";
import { buzzPageSchema, elitePageSchema, preorderWordsSchema, productWordsSchema } from "~/content/product.schema";
import { siteWordsSchema } from "~/content/site.schema";
import { supportFormsContentSchema } from "~/content/support-forms.schema";
import { supportContentSchema } from "~/content/support.schema";
import { deepPartialSchema, type DeepPartial } from "~/content/words/overrides";

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
  /** The emails we send and the pages their links open. */
  email: emailWordsSchema,
});

export type Words = z.infer<typeof wordsSchema>;
export type WordsOverride = DeepPartial<Words>;

/** An override names only keys the bundle has (a misspelt or unknown key is an error). */
export const wordsOverrideSchema = deepPartialSchema(wordsSchema);
