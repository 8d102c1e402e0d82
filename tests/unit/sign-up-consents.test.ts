// What creating an account asks per market (decision 343): stated here independently of app/rules/regions.ts.
import { describe, expect, it } from "vitest";
import { repositoryDocument } from "~/content/repository";
import { REGIONS, REGION_CODES } from "~/rules/regions";
import { missingConsents } from "~/rules/sign-up";
import { signUpConsent, signUpEvidence } from "~/views/sign-up-consent.server";

const content = repositoryDocument();

describe("the sign-up rule per market", () => {
  it("sets the minimum age by the market's law: 14 kr/cn, 13 us/uk, 15 fr, 16 de/eu/jp", () => {
    const ages = Object.fromEntries(REGION_CODES.map((region) => [region, REGIONS[region].signUp.minimumAge]));
    expect(ages).toEqual({ cn: 14, us: 13, uk: 13, eu: 16, fr: 15, de: 16, kr: 14, jp: 16 });
  });

  it("asks kr for age, terms and privacy separately, cn and jp for one policies box, the rest for age only", () => {
    expect(missingConsents("kr", [])).toEqual(["age", "terms", "privacy"]);
    expect(missingConsents("kr", ["terms", "privacy"])).toEqual(["age"]);
    expect(missingConsents("cn", [])).toEqual(["age", "termsAndPrivacy"]);
    expect(missingConsents("jp", ["age"])).toEqual(["termsAndPrivacy"]);
    for (const region of ["us", "uk", "eu", "fr", "de"] as const) expect(missingConsents(region, [])).toEqual(["age"]);
    expect(missingConsents("kr", ["age", "terms", "privacy"])).toEqual([]);
  });

  it("names the policies under the form only where no box names them", () => {
    const notices = REGION_CODES.filter((region) => signUpConsent(content, region).notice !== null);
    expect(notices).toEqual(["us", "uk", "eu", "fr", "de"]);
  });
});

describe("the words of the sign-up boxes", () => {
  it("has a label and a refusal for every box of every market, the age filled in", () => {
    for (const region of REGION_CODES) {
      const view = signUpConsent(content, region);
      expect(view.boxes.map((box) => box.name)).toEqual(REGIONS[region].signUp.boxes);
      for (const box of view.boxes) {
        expect(JSON.stringify(box)).not.toMatch(/\{\w+\}/);
        expect(box.missing.length).toBeGreaterThan(10);
      }
    }
  });

  it("reads the kr boxes as the market writes them, linking the terms and the privacy policy", () => {
    const view = signUpConsent(content, "kr");
    expect(view.boxes.map((box) => box.label)).toEqual([
      ["[필수] 만 14세 이상입니다"],
      ["[필수] ", { link: "terms" }, " 동의"],
      ["[필수] ", { link: "privacy" }, " 동의"],
    ]);
    expect(view.links).toEqual({
      terms: { href: "/kr/terms-use", label: "이용약관" },
      privacy: { href: "/kr/privacy-policy", label: "개인정보 수집·이용" },
    });
  });

  it("writes cn's box as 我已阅读并同意《用户协议》和《隐私政策》", () => {
    const [, policies] = signUpConsent(content, "cn").boxes;
    const { links } = signUpConsent(content, "cn");
    const text = policies!.label.map((part) => (typeof part === "string" ? part : links[part.link].label)).join("");
    expect(text).toBe("我已阅读并同意《用户协议》和《隐私政策》");
  });

  it("records the policies' dates and a version of the words shown", () => {
    expect(signUpEvidence(content, "de")).toEqual({
      termsVersion: "2024-11-25",
      privacyVersion: "2026-11-25",
      minimumAge: 16,
      wordingVersion: expect.stringMatching(/^de-[0-9a-f]{12}$/),
    });
  });
});
