// content:check, the product information notice (kr 상품정보제공고시; rules/product-notice.ts): every product page of a
// region whose law asks for a notice has the product's notice facts and the words to present them; each certificate
// number is in its kind's form; a product for children states its children's-product certificate; and once the region's
// legal facts are marked real, no certificate number or model is a stand-in.
import type { CheckInput, ContentIssue } from "~/content/checks/issues";
import type { ContentDocument } from "~/content/document";
import { isPageKey, pageExists } from "~/content/pages";
import type { ProductNoticeFacts } from "~/content/product.schema";
import { legalState, looksLikePlaceholder } from "~/rules/legal-state";
import { certificateIssue } from "~/rules/product-notice";
import { REGION_CODES, REGIONS, type RegionCode } from "~/rules/regions";

const FILE = "product-facts.ts";
/** 어린이제품 안전 특별법 § 2: a product made for children of 13 or younger. */
const CHILDREN_UP_TO = 13;

/** The products whose page a region shows and prices, with their notice facts (undefined where they have none). */
function shownProducts(document: ContentDocument, region: RegionCode): [string, ProductNoticeFacts | undefined][] {
  return Object.entries(document.products).flatMap(([id, entry]): [string, ProductNoticeFacts | undefined][] => {
    const page = entry.page;
    if (!isPageKey(document, page) || !pageExists(document, page, region)) return [];
    if (document.prices[id as keyof typeof document.prices]?.[region] === undefined) return [];
    return [[id, document.productFacts[id as keyof typeof document.productFacts]?.notice]];
  });
}

/**
 * The notice facts of a region's product pages that look like stand-ins (the samples are written with zeros): what
 * the company still has to supply. content:check refuses them once the region's legal facts are marked real; launch
 * readiness lists them before (checks/readiness.ts).
 */
export function noticeStandIns(document: ContentDocument, region: RegionCode): { path: string; value: string }[] {
  if (!REGIONS[region].productNotice) return [];
  return shownProducts(document, region).flatMap(([id, notice]) =>
    notice
      ? [
          { path: `${id}.notice.model`, value: notice.model },
          ...notice.certificates.map((c, index) => ({
            path: `${id}.notice.certificates[${index}].number`,
            value: c.number,
          })),
        ].filter(({ value }) => looksLikePlaceholder(value))
      : [],
  );
}

export function checkProductNotices({ document, regionWords, bundleFile }: CheckInput): ContentIssue[] {
  const issues: ContentIssue[] = [];
  const facts = document.productFacts;
  for (const [id, product] of Object.entries(facts)) {
    for (const [index, { kind, number }] of (product?.notice?.certificates ?? []).entries()) {
      const problem = certificateIssue(kind, number);
      if (problem) issues.push({ file: FILE, path: `${id}.notice.certificates[${index}].number`, message: problem });
    }
  }
  for (const region of REGION_CODES) {
    if (!REGIONS[region].productNotice) continue;
    if (!regionWords(region).products.notice)
      issues.push({
        file: bundleFile(region),
        path: "products.notice",
        message: "no words for the product information notice the region's product pages show",
        region,
      });
    for (const [id, notice] of shownProducts(document, region)) {
      if (!notice) {
        issues.push({
          file: FILE,
          path: `${id}.notice`,
          message:
            "no product information notice (model, maker, country of manufacture, safety certificates): the region's law asks every product page for one",
          region,
        });
        continue;
      }
      const age = facts[id as keyof typeof facts]?.specs.find((spec) => spec.key === "age")?.value;
      if (age !== undefined && age <= CHILDREN_UP_TO && !notice.certificates.some((c) => c.kind === "krChildren"))
        issues.push({
          file: FILE,
          path: `${id}.notice.certificates`,
          message: `a product for children from ${age} is a children's product (어린이제품): state its 어린이제품 안전확인 number`,
          region,
        });
    }
    if (legalState(document.legal.facts, region) === "real")
      for (const { path, value } of noticeStandIns(document, region))
        issues.push({
          file: FILE,
          path,
          message: `"${value}" looks like a placeholder, in a region whose legal facts are marked real: enter the certified value`,
          region,
        });
  }
  return issues;
}
