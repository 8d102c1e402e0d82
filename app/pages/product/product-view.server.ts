// The learn-more page of every product without a page of its own (docs/requirements.md, "Product pages"): the catalogue card,
// the product's words, and its specs and gallery views (facts: product-facts.ts) named in the region's words.
import type { ContentDocument } from "~/content/document";
import { wordsFor } from "~/content/words";
import type { ProductView } from "~/pages/product/product-view";
import { notFound, type PageContext } from "~/request/page.server";
import { galleryImage } from "~/rules/images";
import { regionEntity } from "~/rules/legal";
import { legalState } from "~/rules/legal-state";
import { productNotice } from "~/rules/product-notice";
import { REGIONS } from "~/rules/regions";
import { formatSpec } from "~/rules/specs";
import { productWarnings } from "~/rules/warnings";
import { otherCatalogueCards, productOfPage } from "~/views/catalogue.server";
import { productPageData } from "~/views/product-page.server";

export function productView(content: ContentDocument, page: PageContext, origin: string): ProductView {
  const id = productOfPage(content, page.pageKey);
  if (!id) notFound();
  const copy = wordsFor(content, page.region).products.products[id]?.learnMore;
  if (!copy) notFound();
  const product = productPageData(content, page, origin, id, { description: copy.tagline });
  const facts = content.productFacts[id];
  const words = wordsFor(content, page.region).products;
  const { intlLocale, productNotice: asksNotice } = REGIONS[page.region];
  const legal = content.legal.facts;
  // Only where the region's law asks for it (kr); its facts come with the product's, its companies from legal.ts.
  const notice =
    asksNotice && facts && words.notice
      ? productNotice({
          name: product.card.plainName,
          facts,
          words: words.notice,
          ageGrade: words.labels.ageGrade,
          maker: legal.entities[facts.notice?.maker ?? legal.regions[page.region].entity],
          importer: regionEntity(legal, page.region),
          locale: intlLocale,
          sample: legalState(legal, page.region) === "sample",
        })
      : null;
  return {
    ...page,
    ...product,
    tagline: copy.tagline,
    description: copy.description,
    specs: facts
      ? facts.specs.map((spec) => ({
          name: words.labels.specNames[spec.key],
          value: formatSpec(spec.key, spec.value, intlLocale, spec.atLeast, words.labels.ageGrade),
        }))
      : [],
    gallery: [
      { image: product.card.image, alt: product.card.alt },
      ...(facts?.gallery ?? []).map((name) => ({ image: galleryImage(name), alt: words.galleryAlts[name] ?? "" })),
    ],
    more: otherCatalogueCards(content, page.region, id, page.now),
    ...(notice ? { notice } : {}),
    ...(facts && words.warnings ? { warnings: productWarnings(facts, words.warnings) } : {}),
  };
}
