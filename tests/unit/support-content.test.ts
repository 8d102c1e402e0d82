import { describe, expect, it } from "vitest";
import { whereToBuyPages, hongKongMacaoPages } from "~/content/dealers";
import { hongKongMacaoContentSchema, whereToBuyContentSchema } from "~/content/dealers.schema";
import { manualsPages } from "~/content/manuals";
import { manualsContentSchema } from "~/content/manuals.schema";
import { pageByPath, pageExists, type PageKey } from "~/content/pages";
import { repositoryDocument } from "~/content/repository";
import { supportContent } from "~/content/support";
import { supportForms } from "~/content/support-forms";
import { supportFormsContentSchema } from "~/content/support-forms.schema";
import { INFO_PAGE_KEYS, supportContentSchema } from "~/content/support.schema";
import { formatFileSize } from "~/rules/file-size";
import { isExternalLink } from "~/rules/links";
import { REGION_CODES, type RegionCode } from "~/rules/regions";

/** The repository's content: the fixture these tests read. */
const content = repositoryDocument();

const issues = (result: { success: boolean; error?: { issues: unknown[] } }) =>
  result.success ? [] : result.error?.issues;

/** Internal links of a content value that name no page of the region. */
function deadLinks(value: unknown, region: RegionCode): string[] {
  const links: string[] = [];
  const walk = (node: unknown) => {
    if (Array.isArray(node)) node.forEach(walk);
    else if (node && typeof node === "object") {
      for (const [key, child] of Object.entries(node)) {
        if (key === "link" && typeof child === "string" && !isExternalLink(child)) links.push(child);
        else walk(child);
      }
    }
  };
  walk(value);
  return links.filter((link) => {
    const key = pageByPath(content, link);
    return !key || !pageExists(content, key, region);
  });
}

describe.each(REGION_CODES)("support content of %s", (region) => {
  it("has valid support pages and FAQ, linking only to pages of the region", () => {
    expect(issues(supportContentSchema.safeParse(supportContent(content)[region]))).toEqual([]);
    expect(deadLinks(supportContent(content)[region], region)).toEqual([]);
  });
  it("has text for every info page the region offers (its language's bundle may hold more)", () => {
    const offered = INFO_PAGE_KEYS.filter((key) => pageExists(content, key, region));
    expect(offered.filter((key) => !supportContent(content)[region].pages[key])).toEqual([]);
  });
  it("has manuals, dealers and forms exactly where those pages exist", () => {
    const has = (key: PageKey) => pageExists(content, key, region);
    expect(manualsPages(content)[region] !== undefined).toBe(has("manuals"));
    expect(whereToBuyPages(content)[region] !== undefined).toBe(has("where-to-buy"));
    expect(hongKongMacaoPages(content)[region] !== undefined).toBe(has("where-to-buy-hongkong-macao"));
    expect(supportForms(content)[region] !== undefined).toBe(has("return-manufacturer"));
    if (has("apply-wholesale-account")) expect(supportForms(content)[region]?.wholesale).toBeDefined();
  });
  it("matches the schemas of manuals, dealers and forms", () => {
    const manuals = manualsPages(content)[region];
    const dealers = whereToBuyPages(content)[region];
    const hongKong = hongKongMacaoPages(content)[region];
    const forms = supportForms(content)[region];
    if (manuals) expect(issues(manualsContentSchema.safeParse(manuals))).toEqual([]);
    if (dealers) {
      expect(issues(whereToBuyContentSchema.safeParse(dealers))).toEqual([]);
      expect(deadLinks(dealers, region)).toEqual([]);
    }
    if (hongKong) expect(issues(hongKongMacaoContentSchema.safeParse(hongKong))).toEqual([]);
    if (forms) expect(issues(supportFormsContentSchema.safeParse(forms))).toEqual([]);
  });
});

describe("privacy policies", () => {
  const policy = (region: RegionCode) => JSON.stringify(supportContent(content)[region].pages["privacy-policy"]);

  it.each(REGION_CODES)("leave no placeholder unfilled in %s", (region) => {
    expect(policy(region)).not.toMatch(/\{[a-zA-Z]+\}/);
  });

  it("name who is responsible from the legal facts: kr and cn their privacy officer, jp its representative", () => {
    const { entities } = content.legal.facts;
    expect(policy("kr")).toContain(`"성명","value":"${entities.kr.privacyOfficer}"`);
    expect(policy("cn")).toContain(`"个人信息保护负责人","value":"${entities.cn.privacyOfficer}"`);
    expect(policy("jp")).toContain(`"代表者","value":"${entities.jp.representatives!.join(", ")}"`);
  });
});

describe("manuals", () => {
  it("dates every manual 2024-11-25 or 2024-11-27, with older dates only in the Korean set", () => {
    for (const [region, page] of Object.entries(manualsPages(content))) {
      const dates = new Set(page.data.flat().map((row) => row.date));
      const allowed = region === "kr" ? /^(2023-\d\d-\d\d|2024-08-27|2024-11-2[57])$/ : /^2024-11-2[57]$/;
      for (const date of dates) expect(date).toMatch(allowed);
    }
    expect(
      manualsPages(content)
        .kr?.data.flat()
        .some((row) => row.date.startsWith("2023")),
    ).toBe(true);
    expect(
      manualsPages(content)
        .kr?.data.flat()
        .some((row) => row.date === "2024-08-27"),
    ).toBe(true);
  });
  it("lists the T9-E rover in one variant", () => {
    const withRover = Object.entries(manualsPages(content)).filter(([, content]) =>
      content.data.flat().some((row) => row.file === "t9-e-rover"),
    );
    expect(withRover.map(([region]) => region)).toEqual(["kr"]);
  });
  it("formats sizes in the region's number format", () => {
    // Intl separates number and unit with a no-break space.
    const size = (bytes: number, locale: string) => formatFileSize(bytes, locale).replace(/[\u00a0\u202f]/g, " ");
    expect(size(4936, "en-US")).toBe("4.9 kB");
    expect(size(4936, "fr-FR")).toBe("4,9 ko");
    expect(size(2_500_000, "de-DE")).toBe("2,5 MB");
    expect(size(512, "en-US")).toBe("512 bytes");
  });
});
