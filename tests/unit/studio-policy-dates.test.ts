// A policy's "Last updated" follows its text: a publication that changes what a region reads of a dated page sets
// the page's date to the day it goes live in the regions that read it (the earliest of their local days), in the word
// set that region reads it from; a date the publication sets itself is kept; a roll back restores the older date.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ContentDocument } from "~/content/document";
import { repositoryContent } from "~/content/repository";
import { wordsFor } from "~/content/words";
import type { RegionCode } from "~/rules/regions";
import { createStudioDatabase, type StudioDb } from "../../database/studio.server";
import { createDraft, publishDraft, rollBack, updateDraft, versionDocument } from "../../studio/content.server";
import { stampPolicyDates } from "../../studio/policy-revisions";
import { ensureSeeded } from "../../studio/versions.server";
import { studioTemplate } from "../pglite-template";

/** A freshly migrated studio database to start from (no initdb per database). */
const template = await studioTemplate();

const content = repositoryContent();
const updatedOf = (document: ContentDocument, region: RegionCode, page: string) =>
  (wordsFor(document, region).support.pages as Record<string, { updated?: string }>)[page]?.updated;

/** The repository's content with `change` made to a copy of its words. */
function changed(change: (document: ContentDocument) => void): ContentDocument {
  const copy = structuredClone(content);
  change(copy);
  return copy;
}
type Pages = { support: { pages: Record<string, { intro: string[]; updated?: string }> } };
const pages = (words: unknown) => (words as Pages).support.pages;

describe("a policy's date follows its text", () => {
  it("dates a changed German policy by Berlin's day, not UTC's", () => {
    const after = changed((copy) => pages(copy.bundles.de)["privacy-policy"]!.intro.push("Neu: Abschnitt zu Apps."));
    const { document, stamps } = stampPolicyDates(content, after, new Date("2026-12-31T23:30:00Z"));
    expect(stamps).toEqual([{ set: "de", page: "privacy-policy", updated: "2027-01-01", regions: ["de"] }]);
    expect(updatedOf(document, "de", "privacy-policy")).toBe("2027-01-01");
    // Only that page, and nothing of the document it was given.
    expect(updatedOf(document, "de", "terms-use")).toBe(updatedOf(content, "de", "terms-use"));
    expect(updatedOf(after, "de", "privacy-policy")).toBe(updatedOf(content, "de", "privacy-policy"));
  });

  it("dates each page in the word set its region reads it from, by that region's day", () => {
    const at = new Date("2026-12-01T03:00:00Z"); // 30 November in Los Angeles, 1 December in London and Paris
    // The terms' title is the English bundle's in us, uk and eu; uk and eu read the rest from en-GB and en-EU, so each
    // date goes where its region reads the page from.
    const title = changed((copy) => {
      (pages(copy.bundles.en)["terms-use"] as unknown as { title: string }).title = "Terms of use of our site and apps";
    });
    expect(stampPolicyDates(content, title, at).stamps).toEqual([
      { set: "en", page: "terms-use", updated: "2026-11-30", regions: ["us"] },
      { set: "en-GB", page: "terms-use", updated: "2026-12-01", regions: ["uk"] },
      { set: "en-EU", page: "terms-use", updated: "2026-12-01", regions: ["eu"] },
    ]);
    // A change of the English bundle's sections, which uk and eu override, dates the us page alone.
    const sections = changed((copy) => pages(copy.bundles.en)["terms-use"]!.intro.push("New: the app's terms."));
    expect(stampPolicyDates(content, sections, at).stamps).toEqual([
      { set: "en", page: "terms-use", updated: "2026-11-30", regions: ["us"] },
    ]);
    // Their privacy notices are their own (en-GB, en-EU): a British change dates the British notice, for uk and eu.
    const british = changed((copy) => pages(copy.overrides["en-GB"])["privacy-policy"]!.intro.push("New: apps."));
    const { document, stamps } = stampPolicyDates(content, british, at);
    expect(stamps).toEqual([{ set: "en-GB", page: "privacy-policy", updated: "2026-12-01", regions: ["uk"] }]);
    expect(updatedOf(document, "uk", "privacy-policy")).toBe("2026-12-01");
    expect(updatedOf(document, "us", "privacy-policy")).toBe(updatedOf(content, "us", "privacy-policy"));
  });

  it("keeps a date the publication sets, and leaves undated pages and unchanged texts alone", () => {
    const at = new Date("2026-12-01T12:00:00Z");
    const effective = changed((copy) => {
      const policy = pages(copy.bundles.fr)["privacy-policy"]!;
      policy.intro.push("Nouveau : les applications.");
      policy.updated = "2027-01-01";
    });
    expect(stampPolicyDates(content, effective, at).stamps).toEqual([]);
    const undated = changed((copy) => pages(copy.bundles.fr)["about-us"]!.intro.push("Nouveau."));
    expect(stampPolicyDates(content, undated, at)).toEqual({ document: undated, stamps: [] });
    expect(stampPolicyDates(content, content, at)).toEqual({ document: content, stamps: [] });
  });
});

describe("publishing a changed policy", { timeout: 120_000 }, () => {
  const studio = createStudioDatabase({ kind: "pglite", template });
  let db: StudioDb;
  beforeAll(async () => {
    db = await studio.get();
    await ensureSeeded(db);
  }, 120_000);
  afterAll(() => studio.close());

  it("publishes it dated the day it went live, and a roll back restores the older date", async () => {
    const draft = await createDraft(db, { by: "editor-1", title: "Korean privacy: apps" });
    await updateDraft(db, draft.id, {
      by: "editor-1",
      revision: draft.revision,
      patch: [
        { op: "add", path: "/bundles/ko/support/pages/privacy-policy/intro/-", value: "앱 관련 내용을 추가했습니다." },
      ],
    });
    const now = new Date("2027-03-01T16:00:00Z"); // 2 March in Seoul
    const { version, previous } = await publishDraft(db, draft.id, { by: "publisher-1", now });
    expect(updatedOf(await versionDocument(db, version), "kr", "privacy-policy")).toBe("2027-03-02");
    const back = await rollBack(db, previous, { by: "publisher-1", now });
    expect(updatedOf(await versionDocument(db, back.version), "kr", "privacy-policy")).toBe(
      updatedOf(content, "kr", "privacy-policy"),
    );
  });
});
