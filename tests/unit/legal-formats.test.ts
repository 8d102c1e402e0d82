import { describe, expect, it } from "vitest";
import { repositoryContent } from "~/content/repository";
import { checkFormat, registerFormat, vatFormat, weeeFormat } from "~/rules/legal-formats";
import { formatIssues, legalState, sampleFacts } from "~/rules/legal-state";

describe("register number formats", () => {
  it.each([
    ["kvk", "69599084", "6959908"],
    ["ukCompanyNumber", "SC123456", "1234567"],
    ["hrb", "HRB 123456 B", "HRB123456"],
    ["krBusinessNumber", "220-81-62517", "2208162517"],
    ["krMailOrder", "제2025-서울강남-01234호", "2025-서울강남-01234"],
    ["cnIcp", "粤ICP备16000000号-1", "ICP备16000000号"],
    ["cnPsb", "粤公网安备44030502000000号", "粤公网安备4403050200号"],
    ["cnCreditCode", "91440300MA5D0000XU", "91440300MA5D0000X"],
    ["jpCorporateNumber", "7000012050002", "700001205000"],
    ["siren", "732 829 320", "732 829 32"],
    ["siret", "732 829 320 00074", "732 829 320"],
    ["vatGB", "GB 980 7806 84", "GB 980 7806"],
    ["vatNL", "NL859012345B01", "NL859012345"],
    ["vatDE", "DE136695976", "DE13669597"],
    ["vatFR", "FR40 303265045", "FR303265045"],
    ["weeeDE", "DE 73410925", "WEEE-Reg.-Nr. DE 7341092"],
    ["frIdu", "FR232581_01YSGB", "FR232581-01YSGB"],
  ] as const)("%s: takes %s, refuses %s with what it expects", (format, good, bad) => {
    expect(checkFormat(format, good)).toEqual({});
    expect(checkFormat(format, bad).shape).toMatch(/\S/);
  });

  it.each([
    ["cnCreditCode", "91440300MA5D0000XQ"],
    ["krBusinessNumber", "220-81-62518"],
    ["jpCorporateNumber", "8000012050002"],
    ["siren", "732 829 321"],
    ["vatGB", "GB 980 7806 85"],
  ] as const)("%s: a wrong check digit in %s is refused, unless only the form is asked for", (format, value) => {
    expect(checkFormat(format, value).checkDigit).toMatch(/check digit/);
    expect(checkFormat(format, value, { checkDigits: false })).toEqual({});
  });

  it("knows a register by its authority and a VAT ID by its country", () => {
    expect(registerFormat("Kamer van Koophandel (KvK)")).toBe("kvk");
    expect(registerFormat("Companies House (England and Wales)")).toBe("ukCompanyNumber");
    expect(registerFormat("Amtsgericht Charlottenburg")).toBe("hrb");
    expect(registerFormat("RCS Paris")).toBe("siren");
    expect(registerFormat("국세청")).toBe("krBusinessNumber");
    expect(registerFormat("深圳市市场监督管理局")).toBe("cnCreditCode");
    expect(registerFormat("国税庁 法人番号公表サイト")).toBe("jpCorporateNumber");
    expect(registerFormat("Secretary of State of California")).toBeNull();
    expect(vatFormat("NL800000000B01")).toBe("vatNL");
    expect(vatFormat("CHE-123.456.789")).toBeNull();
    expect(weeeFormat("stiftung ear")).toBe("weeeDE");
    expect(weeeFormat("ADEME (SYDEREP)")).toBe("frIdu");
    expect(weeeFormat("Nationaal (W)EEE Register (Nederland)")).toBeNull();
  });
});

describe("legal facts with a state", () => {
  it("reads every region as sample until it is marked real, and names its sample facts", () => {
    const facts = repositoryContent().legal;
    expect(legalState(facts.facts, "de")).toBe("sample");
    const de = sampleFacts(facts.facts, "de", facts.samples).map((fact) => fact.path);
    expect(de).toContain("entities.eu.register.number");
    expect(de).toContain("entities.eu.representatives[0]");
    expect(de).toContain("regions.de.weee.number");
    expect(legalState({ live: ["de"] }, "de")).toBe("real");
  });

  it("checks the samples' form only, and a real region's check digits too", () => {
    const { facts } = repositoryContent().legal;
    expect(formatIssues(facts, "cn")).toEqual([]);
    facts.live = ["cn"];
    expect(formatIssues(facts, "cn")).toEqual([
      expect.objectContaining({ path: "entities.cn.register.number", message: expect.stringMatching(/check digit/) }),
    ]);
    facts.entities.kr!.register!.number = "0000000000";
    expect(formatIssues(facts, "kr")).toEqual([
      expect.objectContaining({ path: "entities.kr.register.number", message: expect.stringMatching(/###-##-#####/) }),
    ]);
  });
});
