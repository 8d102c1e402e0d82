// The manual PDFs: each region's manuals page links them in the region's language (titled as the page names them),
// every committed PDF is one a page links, and the texts write numbers the language's way. The PDFs are read as
// committed: no test regenerates them, so none needs the CJK font packages (scripts/manuals/generate.ts).
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { PDFDocument, PDFName, PDFString } from "pdf-lib";
import { describe, expect, it } from "vitest";
import { launchReadiness } from "~/content/checks/readiness";
import { manualLanguage, manualsPages } from "~/content/manuals";
import { repositoryDocument } from "~/content/repository";
import { manualPdf, manualTables } from "~/pages/manuals/manuals-view.server";
import { REGIONS, type RegionCode } from "~/rules/regions";
import { COMMON, MANUAL_FILES } from "../../scripts/manuals/catalogue";
import { breakUnits, manualProduct, manualSpecs } from "../../scripts/manuals/render";
import { MANUAL_TEXTS } from "../../scripts/manuals/texts";
import type { TextContext } from "../../scripts/manuals/texts/types";

const pages = Object.entries(manualsPages(repositoryDocument())) as [
  RegionCode,
  NonNullable<ReturnType<typeof manualsPages>[RegionCode]>,
][];
const ROOT = "public/downloads/manuals";

async function pdfFacts(href: string) {
  const pdf = await PDFDocument.load(readFileSync(path.join("public", href)), { updateMetadata: false });
  const lang = pdf.catalog.lookupMaybe(PDFName.of("Lang"), PDFString);
  return { lang: lang?.decodeText(), title: pdf.getTitle(), author: pdf.getAuthor() };
}

describe("manual PDFs", () => {
  it("links every region's manuals in the region's language, titled as the page names them", async () => {
    expect(pages.map(([region]) => region).sort()).toEqual(["cn", "de", "eu", "fr", "kr", "uk", "us"]);
    for (const [region, page] of pages) {
      const language = REGIONS[region].language;
      expect(manualLanguage(region)).toBe(language);
      for (const row of manualTables(page, region).flatMap((table) => table.rows)) {
        expect(row.href, region).toBe(`/downloads/manuals/${language}/${path.basename(row.href)}`);
        expect(row.hrefLang, row.href).toBe(language);
        const facts = await pdfFacts(row.href);
        expect(facts.lang?.split("-")[0], row.href).toBe(language);
        expect(facts.title, row.href).toBe(row.name);
      }
    }
  });

  it("takes the age and the maker from the product's own facts", async () => {
    // The K1 Pro is made for 8 and up, as its page says; the Flagship robots for 14 and up.
    expect(manualProduct("k1-pro-interstellar-scout", "en")).toEqual({
      minimumAge: 8,
      company: "Shenzhen Mechaforge Robotics Co., Ltd.",
    });
    expect(manualProduct("flagship-optimus-prime", "zh")).toEqual({
      minimumAge: 14,
      company: "深圳市机械熔炉机器人有限公司",
    });
    expect((await pdfFacts("/downloads/manuals/de/k1-pro-interstellar-scout.pdf")).author).toBe(
      "Shenzhen Mechaforge Robotics Co., Ltd.",
    );
  });

  it("states the figures the product's page states, from the same facts", () => {
    // Flagship Optimus Prime's page: 60 servos, a 4,000 mAh 11.1 V battery (the manual once said 27 and 2,000 mAh).
    expect(manualSpecs("flagship-optimus-prime")).toEqual(
      expect.arrayContaining([
        { label: "servos", count: 60 },
        { label: "battery", mAh: 4000, volts: 11.1, lithiumIon: true },
      ]),
    );
    const content = repositoryDocument();
    const page: Record<string, keyof typeof content.productFacts> = {
      "k1-pro-interstellar-scout": "k1ProInterstellarScout",
      "grimlock-g1-flagship": "grimlockG1Flagship",
    };
    for (const [file, id] of Object.entries(page)) {
      const spec = (key: string) => content.productFacts[id]!.specs.find((entry) => entry.key === key)?.value;
      const rows = manualSpecs(file as (typeof MANUAL_FILES)[number]);
      expect(rows.find((row) => row.label === "servos")).toMatchObject({ count: spec("servos") });
      expect(rows.find((row) => row.label === "battery")).toMatchObject({ mAh: spec("battery") });
      expect(rows.find((row) => row.label === "chargingTime")).toMatchObject({ minutes: spec("chargingTime") });
    }
  });

  it("commits only PDFs a page links, one folder per language", () => {
    const linked = new Set(
      pages.flatMap(([region, page]) => page.data.flat().map((row) => `${manualLanguage(region)}/${row.file}.pdf`)),
    );
    const committed = readdirSync(ROOT).flatMap((language) =>
      readdirSync(path.join(ROOT, language)).map((file) => `${language}/${file}`),
    );
    expect(new Set(committed)).toEqual(linked);
  });

  it("links the English PDF where the region's language has none, and fails where neither exists", () => {
    // The cn table does not list Bumblebee G1 Performance, so there is no Chinese PDF of it; a published table might.
    expect(manualPdf("bumblebee-g1-performance", "cn")).toMatchObject({
      href: "/downloads/manuals/en/bumblebee-g1-performance.pdf",
      language: "en",
    });
    expect(manualPdf("ai-base", "cn").href).toBe("/downloads/manuals/zh/ai-base.pdf");
    expect(() => manualPdf("no-such-manual", "us")).toThrow(/no-such-manual/);
  });
});

describe("manual texts", () => {
  const context = (locale: string): TextContext => {
    const format = new Intl.NumberFormat(locale, { useGrouping: false, maximumFractionDigits: 2 });
    return { n: (value) => format.format(value), name: (file) => file, common: COMMON };
  };

  it("has every manual in every language", () => {
    for (const texts of Object.values(MANUAL_TEXTS)) {
      expect(Object.keys(texts.manuals).sort()).toEqual([...MANUAL_FILES].sort());
      expect(Object.keys(texts.products).sort()).toEqual([...MANUAL_FILES].sort());
    }
  });

  it("writes the catalogue's numbers in each language's format", () => {
    const battery = { label: "battery", mAh: 2100, volts: 11.1, lithiumIon: true } as const;
    const charging = { label: "chargingTime", minutes: 120 } as const;
    const value = (language: keyof typeof MANUAL_TEXTS, row: Parameters<(typeof MANUAL_TEXTS)["en"]["specValue"]>[0]) =>
      MANUAL_TEXTS[language].specValue(row, context(MANUAL_TEXTS[language].locale));
    expect(value("en", battery)).toBe("2100 mAh, 11.1 V lithium-ion");
    expect(value("de", battery)).toBe("2100 mAh, 11,1 V, Lithium-Ionen");
    expect(value("fr", battery)).toBe("2100 mAh, 11,1 V, lithium-ion");
    expect(value("de", charging)).toBe("ca. 120 min");
    expect(value("fr", charging)).toBe("env. 120 min");
    expect(value("zh", charging)).toBe("约 120 分钟");
    expect(value("ko", charging)).toBe("약 120분");
    expect(value("ja", charging)).toBe("約120分");
  });

  it("breaks Chinese and Japanese between characters, Korean and Latin between words", () => {
    const texts = (text: string) => breakUnits(text).map((unit) => unit.text);
    expect(texts("请在室温下充电。请勿")).toEqual(["请", "在", "室", "温", "下", "充", "电。", "请", "勿"]);
    expect(texts("说出“Hey Bumblebee”，再说")).toEqual(["说", "出", "“Hey", "Bumblebee”，", "再", "说"]);
    expect(texts("電源を入れます")).toEqual(["電", "源", "を", "入", "れ", "ま", "す"]);
    expect(texts("등의 전원 버튼을 누르세요.")).toEqual(["등의", "전원", "버튼을", "누르세요."]);
  });
});

describe("manual translations", () => {
  it("stay a launch blocker of each market linking them until the product team confirms them", () => {
    const blocked = launchReadiness(repositoryDocument())
      .filter((market) => market.blockers.some((blocker) => blocker.kind === "manual"))
      .map((market) => market.region);
    // English is the source; jp has no manuals page.
    expect(blocked.sort()).toEqual(["cn", "de", "fr", "kr"]);
  });
});
