// The mail rules, the newsletter source from routing, the privacy policy's periods from the facts, and every
// mail of every region rendered (subject, HTML and plain text, the region's legal entity, the one-click headers).
import { describe, expect, it } from "vitest";
import { repositoryDocument } from "~/content/repository";
import { LINK_LIFETIMES, SUPPORT_FORM_RETENTION } from "~/content/retention";
import { supportContent } from "~/content/support";
import { composeMail, type MailRequest } from "~/mail/compose.server";
import { textsOf } from "~/rules/copy-template";
import { retryDelaySeconds, truncateClientAddress } from "~/rules/mail-policy";
import { canonicalSource } from "~/rules/newsletter-source";
import { REGION_CODES } from "~/rules/regions";
import { companyAddress } from "~/views/legal.server";

/** The repository's content: the fixture these tests read. */
const content = repositoryDocument();

describe("mail rules", () => {
  it("keeps only the client's network as evidence", () => {
    expect(truncateClientAddress("198.51.100.77")).toBe("198.51.100.0/24");
    expect(truncateClientAddress("::ffff:203.0.113.9")).toBe("203.0.113.0/24");
    expect(truncateClientAddress("2001:db8:85a3:8d3:1319:8a2e:370:7348")).toBe("2001:db8:85a3::/48");
    expect(truncateClientAddress("2001:db8::1")).toBe("2001:db8:0::/48");
    expect(truncateClientAddress("::1")).toBe("0:0:0::/48");
    expect(truncateClientAddress("not an address")).toBe("");
    expect(truncateClientAddress(undefined)).toBe("");
  });

  it("backs off 5 s, 10 s, 20 s … up to the ceiling", () => {
    expect([1, 2, 3, 4].map((n) => retryDelaySeconds(n, 900))).toEqual([5, 10, 20, 40]);
    expect(retryDelaySeconds(20, 900)).toBe(900);
    expect(retryDelaySeconds(1, 900, 1)).toBe(6);
  });

  it("stores the box's page as the routing names it, and refuses a page the region does not have", () => {
    expect(canonicalSource(content, "de", "/de/black-friday?utm=x#top")).toBe("/de/black-friday");
    expect(canonicalSource(content, "cn", "/flagship-bumblebee")).toBe("/flagship-bumblebee");
    expect(canonicalSource(content, "fr", "/fr/anything-i-like")).toBeNull();
    expect(canonicalSource(content, "fr", "/de/black-friday")).toBeNull();
    expect(canonicalSource(content, "jp", "/jp/black-friday")).toBeNull();
    expect(canonicalSource(content, "us", "")).toBe("");
  });
});

describe("privacy policy", () => {
  it.each(REGION_CODES)("%s names the retention periods the job enforces, with no placeholder left", (region) => {
    const policy = supportContent(content)[region].pages["privacy-policy"]!;
    const text = textsOf(policy)
      .map((entry) => entry.text)
      .join("\n");
    expect(text).not.toMatch(/\{\w+\}/);
    const facts = SUPPORT_FORM_RETENTION[region];
    expect(text).toContain(String(facts.rmaYears));
    expect(text).toContain(String(facts.registrationYears));
    expect(text).toContain(String(LINK_LIFETIMES.confirmDays));
  });
});

const requests = (region: (typeof REGION_CODES)[number]): MailRequest[] => {
  const to = "someone@example.com";
  return [
    { kind: "newsletter_confirm", to, region, token: "T0K", unsubscribeToken: "UNS" },
    { kind: "newsletter", to, region, unsubscribeToken: "UNS", subject: "News", paragraphs: ["Hello"] },
    { kind: "verify_account", to, region, token: "T0K" },
    { kind: "reset_password", to, region, token: "T0K" },
    { kind: "change_email", to, region, token: "T0K" },
    { kind: "account_exists", to, region },
    { kind: "email_change_notice", to, region, newEmail: "new@example.com" },
    { kind: "password_changed", to, region },
  ];
};

describe("mail templates", () => {
  it.each(REGION_CODES)("renders every mail of %s with text part, legal entity and filled placeholders", (region) => {
    const entity = companyAddress(content, region).title;
    for (const request of requests(region)) {
      const mail = composeMail(content, request, "https://www.example.test");
      expect(mail.subject.length).toBeGreaterThan(0);
      expect(mail.html).toContain(entity);
      expect(mail.text).toContain(entity);
      expect(mail.html).toMatch(/^<!DOCTYPE html><html lang="[a-z]{2}-[A-Z]{2}">/);
      expect(`${mail.text}${mail.html}`).not.toMatch(/\{(days|minutes|hours|newEmail)\}/);
      const newsletter = request.kind === "newsletter" || request.kind === "newsletter_confirm";
      if (newsletter) {
        expect(mail.headers["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
        expect(mail.headers["List-Unsubscribe"]).toMatch(
          /^<https:\/\/www\.example\.test\/.*newsletter\/unsubscribe\?token=UNS>$/,
        );
        expect(mail.text).toContain("newsletter/unsubscribe?token=UNS");
      } else expect(mail.headers).toEqual({});
      if ("token" in request) expect(mail.text).toContain("?token=T0K");
    }
  });

  it("writes a French label's colon as French does, and French apostrophes", () => {
    const mail = composeMail(content, requests("fr")[0]!, "https://www.example.test");
    expect(mail.text).toContain("Confirmer l\u2019inscription\u00a0:\nhttps://www.example.test/fr/");
    expect(mail.text).toMatch(/Se désinscrire\u00a0: https:/);
    expect(composeMail(content, requests("us")[0]!, "https://www.example.test").text).toMatch(/\w: https:/);
  });
});
