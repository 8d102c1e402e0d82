// Where-to-buy content (docs/requirements.md, "Where to buy"): dealers and the Hong Kong store groups.
import { z } from "zod";
import { linkTarget } from "~/content/link.schema";

const text = z.string().min(1);

export const dealerLogoKeys = [
  "orbit",
  "brickhouse",
  "galaxy",
  "hobbyhall",
  "kaiju",
  "modellbau",
  "ludique",
  "toybox",
  "nexus",
  "robotica",
] as const;

export const dealerSchema = z.object({
  title: text,
  link: z.url({ protocol: /^https$/ }),
  /** Physical store address: one line, or several stores. Absent for online-only dealers. */
  address: z.union([text, z.array(text).min(1)]).optional(),
  /** Logo key: our own monogram artwork (components/support/DealerLogo). */
  img: z.enum(dealerLogoKeys),
});

export const whereToBuyContentSchema = z.object({
  title: text,
  intro: z.array(text).min(1),
  listTitle: text,
  visitStore: text,
  onlineOnly: text,
  /** Button and modal title: 'Physical Store Address'. */
  storeAddress: text,
  close: text,
  dealers: z.array(dealerSchema).min(1),
  cta: z.object({ title: text, text, label: text, link: linkTarget }),
});

export const storeGroupSchema = z.object({ title: text, address: z.array(text).min(1) });

export const hongKongMacaoContentSchema = z.object({
  title: text,
  intro: z.array(text).min(1),
  groups: z.array(storeGroupSchema).min(1),
  cta: z.object({ title: text, text, label: text, link: linkTarget }),
});

export type Dealer = z.infer<typeof dealerSchema>;
export type WhereToBuyContent = z.infer<typeof whereToBuyContentSchema>;
export type HongKongMacaoContent = z.infer<typeof hongKongMacaoContentSchema>;

/** The Hong Kong and Macao stores of the cn site's page (facts: content/cn/dealers.json). */
export const storeGroupsSchema = z.strictObject({ hongKong: z.array(text).min(1), macao: z.array(text).min(1) });

const ctaWords = z.strictObject({ title: text, text, label: text });

/** The words of the where-to-buy pages; the closing call to action opens the region's official shop. */
export const dealerWordsSchema = z.strictObject({
  whereToBuy: z
    .strictObject({
      title: text,
      intro: z.array(text).min(1),
      listTitle: text,
      visitStore: text,
      onlineOnly: text,
      /** Button and modal title: 'Physical Store Address'. */
      storeAddress: text,
      close: text,
      cta: ctaWords,
    })
    .optional(),
  hongKongMacao: z
    .strictObject({
      title: text,
      intro: z.array(text).min(1),
      groups: z.strictObject({ hongKong: text, macao: text }),
      cta: ctaWords,
    })
    .optional(),
});
