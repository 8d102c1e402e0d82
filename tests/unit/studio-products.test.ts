import { describe, expect, it } from "vitest";
import { repositoryDocument } from "~/content/repository";
import { productIdFor, shopSlugFor } from "../../studio/products.server";
import { contentParts, formSchema, schedulePart } from "../../studio/workspace.server";

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

describe("the studio's forms", () => {
  it("offer the draft's products by name wherever a product is asked for", () => {
    const document = repositoryDocument();
    document.products.interstellarScoutK2 = { shopSlug: "interstellar-scout-k2", isPreSale: false, stock: 0 };
    (document.bundles.en as { products: { products: Record<string, unknown> } }).products.products.interstellarScoutK2 =
      { name: "Interstellar Scout K2", alt: "K2" };
    const schema = formSchema("campaign", document);
    type Node = { enum?: string[]; "x-labels"?: Record<string, string> };
    const choices: Node[] = [];
    const walk = (node: unknown): void => {
      if (Array.isArray(node)) node.forEach(walk);
      else if (node && typeof node === "object") {
        if ((node as Node).enum?.includes("flagshipBumblebee")) choices.push(node as Node);
        Object.values(node).forEach(walk);
      }
    };
    walk(schema);
    expect(choices.length).toBeGreaterThan(0);
    const choice = choices[0]! as Required<Node>;
    expect(choice.enum).toContain("interstellarScoutK2");
    expect(choice["x-labels"].interstellarScoutK2).toBe("Interstellar Scout K2");
    expect(choice["x-labels"].grimlockG1Flagship).toBe("Grimlock G1 Flagship");
    expect(JSON.stringify(schema)).not.toContain('"x-kind"');
  });
});

describe("the studio's region pickers", () => {
  it("name every region as editors know it, on the home, legal and schedule screens", () => {
    const document = repositoryDocument();
    const now = new Date("2025-01-01T00:00:00Z");
    const params = new URLSearchParams("region=uk");
    const pickers = [
      contentParts("home", document, params, now).picker,
      contentParts("legal", document, params, now).picker,
      schedulePart(document, params, now).picker,
    ];
    for (const picker of pickers) {
      expect(picker).toMatchObject({ label: "Region", param: "region", selected: "uk" });
      expect(picker!.options).toHaveLength(8);
      expect(picker!.options).toContainEqual({ value: "uk", label: "United Kingdom" });
      expect(picker!.options).toContainEqual({ value: "eu", label: "European Union" });
    }
  });
});
