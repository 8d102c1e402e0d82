// Pure catalogue rules: which button a product shows, how names are marked up.
// The spec has four button texts and says stock 0 means sold out, but a regular product out of stock will be restocked,
// and a pre-order can not be taken before it opens: so Sold Out is gone for good, Out of Stock comes back, and Coming
// Soon is a state of its own. One rule for every card, catalogue and campaign alike (`buttonFor` in catalogue-card.ts),
// and structured data's availability follows it.
import type { CatalogueEntry } from "~/content/catalogue.schema";

/** "comingSoon": announced, not yet orderable (the pre-order before its early bird opens; set by the schedule). */
export type ButtonState = "buy" | "preOrder" | "soldOut" | "outOfStock" | "comingSoon";

/**
 * The product button (docs/requirements.md, "Product buttons"). Stock 0 wins over pre-sale: nothing can be ordered.
 * "Sold Out" means the run or pre-order allotment is gone for good (limited edition or pre-sale);
 * "Out of Stock" means a regular product that will be restocked.
 */
export function buttonState(entry: Pick<CatalogueEntry, "isPreSale" | "stock" | "limitedEdition">): ButtonState {
  if (entry.stock <= 0) return entry.limitedEdition || entry.isPreSale ? "soldOut" : "outOfStock";
  return entry.isPreSale ? "preOrder" : "buy";
}

/** Whether the button leads to the shop (buy or pre-order) rather than being a disabled notice. */
export function canOrder(state: ButtonState): boolean {
  return state === "buy" || state === "preOrder";
}

export interface NameSegment {
  text: string;
  small: boolean;
}

/** Splits a catalogue name into lines of plain and small-print segments: "A\nB [small]C[/small]". */
export function nameLines(name: string): NameSegment[][] {
  return name.split("\n").map((line) =>
    line
      .split(/(\[small\].*?\[\/small\])/)
      .filter(Boolean)
      .map((part) => {
        const small = /^\[small\](.*)\[\/small\]$/.exec(part);
        return small ? { text: small[1] ?? "", small: true } : { text: part, small: false };
      }),
  );
}

/** The name as one line of plain text (for alt texts, titles and structured data). */
export function plainName(name: string): string {
  return nameLines(name)
    .map((line) => line.map((segment) => segment.text.trim()).join(" "))
    .join(" ")
    .replace(/\s+/g, " ")
    .trim();
}
