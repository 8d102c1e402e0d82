import { existsSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { pageExists, pageKeys } from "~/content/pages";
import { productFactsSchema } from "~/content/product.schema";
import { repositoryDocument } from "~/content/repository";
import { wordsFor } from "~/content/words";
import { GALLERY_NAMES, galleryImage, imageUrl } from "~/rules/images";
import { REGION_CODES } from "~/rules/regions";
import { formatSpec } from "~/rules/specs";
import { productOfPage } from "~/views/catalogue.server";

/** The repository's content: the fixture these tests read. */
const content = repositoryDocument();

const learnMorePages = pageKeys(content).flatMap((key) => {
  const product = productOfPage(content, key);
  return product ? [{ key, product }] : [];
});

describe("learn-more product facts", () => {
  it("match the schema, with a gallery view file for every view", () => {
    for (const facts of Object.values(content.productFacts)) {
      const result = productFactsSchema.safeParse(facts);
      expect(result.success ? [] : result.error.issues).toEqual([]);
    }
    const missing = GALLERY_NAMES.map(galleryImage)
      .flatMap((image) => image.widths.map((width) => imageUrl(image, width, "webp")))
      .filter((url) => !existsSync(`public${url}`));
    expect(missing).toEqual([]);
  });

  it.each(REGION_CODES)(
    "give every learn-more page of %s specs and a gallery with names and alts in its words",
    (region) => {
      const words = wordsFor(content, region).products;
      for (const { key, product } of learnMorePages) {
        if (!pageExists(content, key, region) || !words.products[product]?.learnMore) continue;
        const facts = content.productFacts[product];
        expect(facts, product).toBeDefined();
        expect(
          facts!.gallery.filter((view) => !words.galleryAlts[view]),
          `${region} ${product}`,
        ).toEqual([]);
        expect(facts!.specs.filter((spec) => !words.labels.specNames[spec.key])).toEqual([]);
      }
    },
  );

  it("writes each spec in the region's number format and unit", () => {
    expect(formatSpec("servos", 60, "en-US")).toBe("60");
    expect(formatSpec("components", 5000, "en-US", true)).toBe("5,000+");
    expect(formatSpec("voltage", 11.1, "fr-FR")).toBe("11,1\u00a0V");
    expect(formatSpec("battery", 4000, "de-DE")).toBe("4.000\u00a0mAh");
    // A figure never parts from its unit: every space between them is a no-break space.
    expect(formatSpec("chargingTime", 90, "en-US")).toBe("90\u00a0min");
    expect(formatSpec("netWeight", 7.1, "de-DE")).toBe("7,1\u00a0kg");
    expect(formatSpec("warranty", 1, "en-US")).toBe("1\u00a0year");
    expect(formatSpec("warranty", 1, "de-DE")).toBe("1\u00a0Jahr");
    expect(formatSpec("warranty", 1, "fr-FR")).toBe("1\u00a0an");
  });
});

describe("age grades", () => {
  it("every learn-more product states the youngest age it is made for, before purchase", () => {
    const without = Object.entries(content.productFacts).filter(
      ([, facts]) => !facts!.specs.some((s) => s.key === "age"),
    );
    expect(without.map(([id]) => id)).toEqual([]);
    expect(content.productFacts.k1ProInterstellarScout!.specs.find((s) => s.key === "age")?.value).toBe(8);
  });

  it("writes the age grade as each language does", () => {
    const grade = (region: (typeof REGION_CODES)[number]) =>
      formatSpec("age", 14, "en-US", false, wordsFor(content, region).products.labels.ageGrade);
    expect(REGION_CODES.map(grade)).toEqual([
      "14岁以上",
      "14+",
      "14+",
      "14+",
      "dès\u00a014\u00a0ans",
      "ab\u00a014\u00a0Jahren",
      "14세\u00a0이상",
      "14歳以上",
    ]);
  });
});
