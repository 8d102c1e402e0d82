import { describe, expect, it } from "vitest";
import { buttonState, nameLines, plainName } from "~/rules/catalogue";
import { formatPrice } from "~/rules/format";

// Intl separates French thousands and the euro sign with (narrow) no-break spaces; compare with plain spaces.
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, " ");

describe("formatPrice in every regional currency", () => {
  it("formats US dollars", () => expect(formatPrice("us", 949)).toBe("$949"));
  it("formats pounds sterling", () => expect(formatPrice("uk", 899)).toBe("£899"));
  it("formats euros the English way for eu", () => expect(formatPrice("eu", 1099)).toBe("€1,099"));
  it("formats euros the French way for fr", () => expect(plain(formatPrice("fr", 1099))).toBe("1 099 €"));
  it("formats euros the German way for de", () => expect(plain(formatPrice("de", 1599))).toBe("1.599 €"));
  it("formats yuan", () => expect(formatPrice("cn", 8499)).toBe("¥8,499"));
  it("formats yen without decimals, the unit after the amount (174,900円)", () =>
    expect(formatPrice("jp", 174900)).toBe("174,900円"));
  it("formats won as Korean shops write it (1,290,000원)", () =>
    expect(formatPrice("kr", 1290000)).toBe("1,290,000원"));
  it("keeps cents when a price has them", () => expect(plain(formatPrice("de", 1099.5))).toBe("1.099,50 €"));
});

describe("buttonState", () => {
  it("reads Buy Now for a product in stock", () => expect(buttonState({ isPreSale: false, stock: 5 })).toBe("buy"));
  it("reads Pre-Order Now for a pre-sale product in stock", () =>
    expect(buttonState({ isPreSale: true, stock: 5 })).toBe("preOrder"));
  it("reads Out of Stock for a regular product at stock 0 (it will be restocked)", () =>
    expect(buttonState({ isPreSale: false, stock: 0 })).toBe("outOfStock"));
  it("reads Sold Out for a limited edition at stock 0 (it will not come back)", () =>
    expect(buttonState({ isPreSale: false, stock: 0, limitedEdition: true })).toBe("soldOut"));
  it("reads Sold Out for a pre-sale whose allotment is gone", () =>
    expect(buttonState({ isPreSale: true, stock: 0 })).toBe("soldOut"));
  it("still sells a limited edition while stock lasts", () =>
    expect(buttonState({ isPreSale: false, stock: 1, limitedEdition: true })).toBe("buy"));
});

describe("catalogue names", () => {
  it("splits line breaks and small print", () => {
    expect(nameLines("Optimus Prime\n[small]Signature Edition[/small]")).toEqual([
      [{ text: "Optimus Prime", small: false }],
      [{ text: "Signature Edition", small: true }],
    ]);
  });
  it("flattens a marked-up name to one line of plain text", () => {
    expect(plainName("K1 Pro\n[small]Interstellar Scout[/small]")).toBe("K1 Pro Interstellar Scout");
  });
});
