// The safety warnings a product's page states (GPSR art. 19(b); the Toy Safety Directive 2009/48/EC annex V for a toy):
// chosen by the product's facts, never typed per product. Every robot: the general warnings; one with a battery (a
// `battery` spec): the battery's; one made for children under 14 (its `age` spec): the toy warnings. Pure.
import type { z } from "zod";
import type { ProductFacts, productWarningsWordsSchema } from "~/content/product.schema";

export type WarningsWords = z.infer<typeof productWarningsWordsSchema>;

export interface ProductWarnings {
  title: string;
  items: string[];
  /** How to dispose of it (every robot is an electrical product), where the language's words say. */
  disposal: string[];
}

/** The youngest age below which a product is a toy for children, whose page carries the toy warnings. */
export const CHILD_AGE_BELOW = 14;

export function productWarnings(facts: ProductFacts, words: WarningsWords): ProductWarnings {
  const spec = (key: string) => facts.specs.find((entry) => entry.key === key)?.value;
  const age = spec("age");
  return {
    title: words.title,
    items: [
      ...(age !== undefined && age < CHILD_AGE_BELOW ? words.child : []),
      ...(spec("battery") !== undefined ? words.battery : []),
      ...words.general,
    ],
    disposal: words.disposal ?? [],
  };
}
