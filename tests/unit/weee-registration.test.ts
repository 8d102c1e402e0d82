// The producer registration for electrical equipment (WEEE Directive 2012/19/EU) in the legal notice of de (ElektroG
// WEEE-Reg.-Nr.), fr (identifiant unique) and eu, from the legal facts, and what content:check refuses
// (docs/decisions/353-weee-and-eco-participation.md).
import { beforeAll, describe, expect, it } from "vitest";
import { checkContent, formatIssue, type ContentSet } from "~/content/checks";
import type { ContentDocument } from "~/content/document";
import { repositoryDocument } from "~/content/repository";
import { legalNotice } from "~/views/legal.server";
import { loadContentSet } from "../../scripts/content/content-set";

const content = repositoryDocument();

/** The rows of a region's legal notice, by label. */
function noticeRows(document: ContentDocument, region: "de" | "fr" | "eu"): Record<string, string[]> {
  const notice = legalNotice(document, region)!;
  return Object.fromEntries(
    notice.sections.flatMap((section) => section.rows).map((row) => [row.label ?? "", row.lines]),
  );
}

describe("the WEEE registration in the legal notice", () => {
  it("the de Impressum states the WEEE-Reg.-Nr. of the legal facts", () => {
    const facts = content.legal.facts.regions.de.weee!;
    expect(noticeRows(content, "de")["WEEE-Reg.-Nr."]).toEqual([facts.number]);
    expect(noticeRows(content, "de")["Registriert bei"]).toEqual(["stiftung ear"]);
    const changed = structuredClone(content);
    changed.legal.facts.regions.de.weee!.number = "DE 73410925";
    expect(noticeRows(changed, "de")["WEEE-Reg.-Nr."]).toEqual(["DE 73410925"]);
  });

  it("the fr mentions légales state the identifiant unique and the éco-organisme", () => {
    const { number, scheme } = content.legal.facts.regions.fr.weee!;
    expect(noticeRows(content, "fr")["Identifiant unique (IDU) de la filière DEEE"]).toEqual([number]);
    expect(noticeRows(content, "fr")["Éco-organisme"]).toEqual([scheme]);
  });

  it("leaves the rows out for facts that have no registration (a version published before it existed)", () => {
    const older = structuredClone(content);
    delete older.legal.facts.regions.de.weee;
    const notice = legalNotice(older, "de")!;
    expect(noticeRows(older, "de")["WEEE-Reg.-Nr."]).toBeUndefined();
    // The section keeps its pointer to the take-back information; nothing shows an unfilled {placeholder}.
    expect(JSON.stringify(notice)).not.toMatch(/\{weee/);
  });
});

describe("content:check on WEEE numbers", () => {
  let site: ContentSet;
  beforeAll(async () => {
    site = (await loadContentSet()).content;
  });
  // A planted value may be of a type the content's own types forbid: that is the point.
  type Loose = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
  const messages = (change: (copy: Loose) => void) => {
    const copy = structuredClone(site);
    change(copy as Loose);
    return checkContent(copy).map(formatIssue);
  };

  it("refuses a WEEE-Reg.-Nr. not in stiftung ear's form, naming file, field and region", () => {
    expect(messages((copy) => (copy.legal.facts.regions.de.weee.number = "WEEE DE-1234567"))).toEqual([
      'legal.ts regions.de.weee.number: "WEEE DE-1234567": not in the register\'s form; expected WEEE-Reg.-Nr. of stiftung ear: DE and 8 digits (DE 12345678) in de',
    ]);
  });

  it("refuses an identifiant unique not in ADEME's form", () => {
    expect(messages((copy) => (copy.legal.facts.regions.fr.weee.number = "FR-800000-01"))).toEqual([
      'legal.ts regions.fr.weee.number: "FR-800000-01": not in the register\'s form; expected identifiant unique (IDU) of ADEME: FR, 6 digits, _, 2 digits and 4 capitals or digits (FR123456_01ABCD) in fr',
    ]);
  });

  it("refuses the sample WEEE numbers once the region's legal facts are marked real", () => {
    const lines = messages((copy) => (copy.legal.facts.live = ["de"]));
    expect(lines).toContain(
      'legal.ts regions.de.weee.number: sample value "DE 80000000" in a region whose legal facts are marked real: enter the registered value in de',
    );
  });
});
