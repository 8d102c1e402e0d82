// zod schema of the consent words (words/<language>.json, `consent`): the banner and settings view of the regions that
// ask before tracking, and the "Your privacy choices" view of those that track until refused (rules/regions.ts).
import { z } from "zod";

const text = z.string().min(1);
const purpose = z.strictObject({ label: text, text });

export const consentWordsSchema = z.strictObject({
  /** The banner's first layer: equal Accept and Reject, and Settings. */
  title: text,
  text,
  accept: text,
  reject: text,
  settings: text,
  /** The settings view: the purposes, each with its switch (necessary is always on). */
  settingsTitle: text,
  settingsText: text,
  necessary: purpose,
  analytics: purpose,
  save: text,
  privacyPolicy: text,
  /** The footer link that reopens the settings, where consent is asked (opt-in). */
  footerLink: text,
  /** Where tracking is opt-out (us): the footer link and the view it opens. */
  optOut: z.strictObject({ link: text, title: text, text }).optional(),
});

export type ConsentWords = z.infer<typeof consentWordsSchema>;
