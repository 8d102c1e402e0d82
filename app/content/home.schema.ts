// zod schema for the per-region home page content (spec §3 "Home tile", "Home content", "Press quote").
import { z } from "zod";
import { productIdSchema } from "./catalogue.schema";
import { linkTarget } from "./link.schema";

const text = z.string().min(1);

export const homeTileSchema = z.strictObject({
  /** Catalogue product the tile sells: price, button, image and alt come from the catalogue. */
  key: productIdSchema,
  title: text,
  subtitle: text,
  /** Licence line under the tile ("TRANSFORMERS © Hasbro"). */
  copyright: text.optional(),
});

const tileSection = z.strictObject({ title: text, tiles: z.array(homeTileSchema).min(1) });

export const homeContentSchema = z.strictObject({
  hero: z.strictObject({ eyebrow: text, bannerAlt: text, cta: z.strictObject({ label: text, link: linkTarget }) }),
  section1: tileSection,
  section2: tileSection,
  /** The slogan section ("Make Life More Fun"). */
  section3: tileSection,
  softwareEcosystem: z.strictObject({
    title: text,
    subtitle: text,
    items: z
      .array(
        z.strictObject({
          key: z.enum(["hub", "studio"]),
          title: text,
          subtitle: text,
          cta: text,
          link: z.url({ protocol: /^https$/ }),
        }),
      )
      .length(2),
  }),
  mediaPraise: z.strictObject({
    title: text,
    /** Placeholder quotes from fictional outlets until licensed press quotes exist (docs/decisions.md). */
    list: z.array(z.strictObject({ comment: text, commentator: text })).min(1),
  }),
});

export type HomeContent = z.infer<typeof homeContentSchema>;
export type HomeTile = z.infer<typeof homeTileSchema>;
