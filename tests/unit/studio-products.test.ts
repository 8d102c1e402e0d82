import { describe, expect, it } from "vitest";
import { productIdFor, shopSlugFor } from "../../studio/products.server";

describe("a product made in the studio", () => {
  it.each([
    ["Interstellar Scout K2", "interstellarScoutK2", "interstellar-scout-k2"],
    ["Élite Optimus-Prime", "eliteOptimusPrime", "elite-optimus-prime"],
    ["  Grimlock   mini ", "grimlockMini", "grimlock-mini"],
    ["2nd Gen Bumblebee", "product2ndGenBumblebee", "2nd-gen-bumblebee"],
  ])("%s: id %s, shop slug %s", (name, id, slug) => {
    expect(productIdFor(name)).toBe(id);
    expect(shopSlugFor(name)).toBe(slug);
  });

  it("has no id without a Latin letter or digit in its name", () => {
    expect(productIdFor("大黄蜂")).toBeNull();
  });
});
