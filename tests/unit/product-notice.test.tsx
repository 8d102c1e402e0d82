// The product information notice (kr 상품정보제공고시) and its KC certificates: what the notice states, derived from
// the facts the page states already; the table it renders as; and what content:check refuses.
import { renderToStaticMarkup } from "react-dom/server";
import { beforeAll, describe, expect, it } from "vitest";
import { ProductNotice } from "~/components/product/ProductNotice";
import { checkContent, formatIssue, type ContentSet } from "~/content/checks";
import { launchReadiness } from "~/content/checks/readiness";
import { repositoryDocument } from "~/content/repository";
import { wordsFor } from "~/content/words";
import { regionEntity } from "~/rules/legal";
import { certificateIssue, productNotice } from "~/rules/product-notice";
import { REGIONS, REGION_CODES } from "~/rules/regions";
import { loadContentSet } from "../../scripts/content/content-set";

const content = repositoryDocument();

function k1ProNotice(sample = true) {
  const words = wordsFor(content, "kr").products;
  return productNotice({
    name: "K1 프로 인터스텔라 스카우트",
    facts: content.productFacts.k1ProInterstellarScout!,
    words: words.notice!,
    ageGrade: words.labels.ageGrade,
    maker: content.legal.facts.entities.cn,
    importer: regionEntity(content.legal.facts, "kr"),
    locale: "ko-KR",
    sample,
  })!;
}

describe("the product information notice", () => {
  it("is asked for by kr's law only", () => {
    expect(REGION_CODES.filter((region) => REGIONS[region].productNotice)).toEqual(["kr"]);
  });

  it("states the K1 Pro's model, KC numbers, and the values of facts the page states already", () => {
    const rows = Object.fromEntries(
      k1ProNotice().rows.map((row) => [
        row.label,
        row.lines.map((line) => [line.text, line.code].filter(Boolean).join(" ")),
      ]),
    );
    expect(rows["품명 및 모델명"]).toEqual(["K1 프로 인터스텔라 스카우트 / 모델명 MF-K1P-01"]);
    expect(rows["KC 인증정보"]).toEqual([
      "어린이제품 안전확인 CB063R00000-5001",
      "전기용품 안전인증 (충전기) XU100000-25002",
      "전기용품 안전확인 (배터리) YU100000-25003",
      "방송통신기자재 적합성평가 R-R-MFR-K1P00000",
    ]);
    expect(rows["정격전압"]).toEqual(["7.4\u00a0V"]);
    expect(rows["사용연령"]).toEqual(["8세\u00a0이상"]);
    expect(rows["제조국"]).toEqual(["중국"]);
    // The maker abroad in Latin letters (a kr page has no Han font), the importer as registered in Korea.
    expect(rows["제조자/수입자"]).toEqual([
      "제조자 Shenzhen Mechaforge Robotics Co., Ltd. / 수입자 주식회사 메카포지로보틱스코리아",
    ]);
    expect(rows["품질보증기준"]![0]).toMatch(/^구입일로부터 1년 무상 보증/);
    expect(rows["A/S 책임자와 전화번호"]).toEqual(["주식회사 메카포지로보틱스코리아 고객센터 02-555-0142"]);
  });

  it("carries the sample note while kr's legal facts are samples, and none once they are real", () => {
    expect(k1ProNotice().sample).toMatch(/^예시 정보/);
    expect(k1ProNotice(false).sample).toBeUndefined();
  });

  it("renders as a table with a caption and a row header per item", () => {
    const html = renderToStaticMarkup(<ProductNotice notice={k1ProNotice()} />);
    expect(html).toContain("<caption>상품정보제공고시</caption>");
    expect(html.match(/<th scope="row">/g)).toHaveLength(k1ProNotice().rows.length);
    // A certificate number never breaks across lines.
    expect(html).toContain('어린이제품 안전확인 <span class="product-notice__code">CB063R00000-5001</span>');
  });

  it("knows each KC number's form", () => {
    expect(certificateIssue("krChildren", "CB063R10486-2002")).toBeNull();
    expect(certificateIssue("krElectric", "XU100209-17001")).toBeNull();
    expect(certificateIssue("krElectricConfirmation", "YU07141-16002A")).toBeNull();
    expect(certificateIssue("krRadio", "R-R-MFR-K1P01")).toBeNull();
    expect(certificateIssue("krChildren", "XU100209-17001")).toMatch(
      /^"XU100209-17001": not in the certificate's form/,
    );
    expect(certificateIssue("krRadio", "MSIP-K1P")).not.toBeNull();
  });
});

describe("content:check on the product information notice", () => {
  let site: ContentSet;
  beforeAll(async () => {
    site = (await loadContentSet()).content;
  });
  // A planted value may be of a type the content's own types forbid: that is the point.
  type Loose = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
  const messages = (change: (facts: Loose, content: ContentSet) => void) => {
    const copy = structuredClone(site);
    change(copy.productFacts as Loose, copy);
    return checkContent(copy).map(formatIssue);
  };

  it("refuses a kr product page without its notice facts, naming file, field and region", () => {
    expect(messages((facts) => delete facts.flagshipMegatron.notice)).toEqual([
      "product-facts.ts flagshipMegatron.notice: no product information notice (model, maker, country of manufacture, safety certificates): the region's law asks every product page for one in kr",
    ]);
  });

  it("refuses a KC number not in its kind's form", () => {
    expect(messages((facts) => (facts.k1ProInterstellarScout.notice.certificates[0].number = "CB-063-R00000"))).toEqual(
      [
        'product-facts.ts k1ProInterstellarScout.notice.certificates[0].number: "CB-063-R00000": not in the certificate\'s form; expected 어린이제품 안전확인 신고번호: CB, 3 digits, a capital, 3 to 5 digits, -, 4 digits (CB063R10486-2002)',
      ],
    );
  });

  it("refuses a product for children without its children's-product certificate", () => {
    expect(messages((facts) => facts.k1ProInterstellarScout.notice.certificates.shift())).toEqual([
      "product-facts.ts k1ProInterstellarScout.notice.certificates: a product for children from 8 is a children's product (어린이제품): state its 어린이제품 안전확인 number in kr",
    ]);
  });

  it("refuses sample KC numbers once kr's legal facts are marked real", () => {
    const lines = messages((_facts, copy) => ((copy.legal.facts as Loose).live = ["kr"]));
    const notice = lines.filter((line) => line.startsWith("product-facts.ts k1ProInterstellarScout"));
    expect(notice).toEqual(
      ["CB063R00000-5001", "XU100000-25002", "YU100000-25003", "R-R-MFR-K1P00000"].map(
        (number, index) =>
          `product-facts.ts k1ProInterstellarScout.notice.certificates[${index}].number: "${number}" looks like a placeholder, in a region whose legal facts are marked real: enter the certified value in kr`,
      ),
    );
  });

  it("lists kr's sample model and KC numbers among its launch blockers while its facts are samples", () => {
    const kr = launchReadiness(content).find((market) => market.region === "kr")!;
    expect(kr.blockers.filter((blocker) => blocker.file === "product-facts.ts")).toContainEqual({
      kind: "legal",
      file: "product-facts.ts",
      path: "k1ProInterstellarScout.notice.certificates[0].number",
      message: '"CB063R00000-5001" looks like a placeholder: enter the certified value',
    });
  });
});
