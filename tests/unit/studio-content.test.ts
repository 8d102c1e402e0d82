// The studio's content core on a real (embedded, in-memory) database: version 1 from the repository's files,
// drafts by JSON Patch, checks that name the field, publishing in one transaction, roll-back, diffs, the schedule
// report, and the process switching to what was published.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { repositoryContent, repositoryDocument } from "~/content/repository";
import { publishedContent } from "~/request/published-content.server";
import { listPriceAt } from "~/rules/price-lists";
import { createStudioDatabase, type StudioDb } from "../../database/studio.server";
import { startContentSync, type ContentSync } from "../../studio/content-sync.server";
import {
  ContentCheckError,
  checkDraft,
  createDraft,
  currentVersion,
  diffVersions,
  exportVersion,
  getDraft,
  importDraft,
  listPublications,
  listVersions,
  publishDraft,
  rollBack,
  scheduleReport,
  updateDraft,
  versionDocument,
  DraftConflictError,
} from "../../studio/content.server";
import { studioTemplate } from "../pglite-template";

/** A freshly migrated studio database to start from (no initdb per database). */
const template = await studioTemplate();

/** The repository's content: the fixture these tests read. */
const content = repositoryDocument();

const studio = createStudioDatabase({ kind: "pglite", template });
let db: StudioDb;
let sync: ContentSync;
const K1 = "/prices/interstellarScoutK1/us";
const FEB = "2025-02-01T00:00:00-08:00";

beforeAll(async () => {
  db = await studio.get();
  sync = await startContentSync({ studio, intervalMs: 60_000 });
}, 120_000);
afterAll(async () => {
  await sync.stop();
  await studio.close();
});

/** A draft on the current version with one change of K1's us price list. */
async function k1Draft(price: number, by = "editor-1") {
  const draft = await createDraft(db, { by, title: `K1 $${price}` });
  await updateDraft(db, draft.id, {
    by,
    revision: draft.revision,
    patch: [{ op: "replace", path: K1, value: [{ price: 299 }, { from: FEB, price }] }],
  });
  return draft.id;
}

describe("the studio's content versions", { timeout: 120_000 }, () => {
  it("seeds version 1 from the repository's content files and serves it", async () => {
    expect(await currentVersion(db)).toEqual({ version: 1, publication: 1 });
    expect(await versionDocument(db, 1)).toEqual(repositoryContent());
    expect(publishedContent()).toMatchObject({ version: 1, key: "v1" });
    const [first] = await listVersions(db);
    expect(first).toMatchObject({ id: 1, parentId: null, createdBy: "repository", current: true });
  });

  it("keeps a draft's change apart until it is published, and diffs it by field and region", async () => {
    const id = await k1Draft(279);
    const draft = await getDraft(db, id);
    expect(draft.changedFiles).toEqual(["prices.ts"]);
    expect(draft.document.prices.interstellarScoutK1?.us).toEqual([{ price: 299 }, { from: FEB, price: 279 }]);
    // Shoppers still read version 1.
    expect(content.prices.interstellarScoutK1?.us).toBe(299);

    const report = await checkDraft(db, id);
    expect(report.issues).toEqual([]);
    expect(report.ok).toBe(true);
    expect(report.diff.facts).toEqual(["prices.ts interstellarScoutK1.us"]);
    expect(report.diff.regions).toEqual(["us"]);
    expect(report.diff.files[0]!.changes[0]).toMatchObject({ pointer: K1, before: 299, regions: ["us"] });
  });

  it("checks an unchanged draft once, and a draft saved again afresh", async () => {
    const id = await k1Draft(289);
    const first = await checkDraft(db, id);
    expect(await checkDraft(db, id)).toBe(first);
    const { revision } = await getDraft(db, id);
    await updateDraft(db, id, {
      by: "editor-1",
      revision,
      patch: [{ op: "replace", path: K1, value: [{ price: 299 }, { from: FEB, price: 99999 }] }],
    });
    const again = await checkDraft(db, id);
    expect(again).not.toBe(first);
    expect(first.lines[0]!.after).toBe("$299.00; then $289.00 from 1 Feb 2025 00:00 Los Angeles time");
    expect(again.lines[0]!.after).toBe("$299.00; then $99,999.00 from 1 Feb 2025 00:00 Los Angeles time");
  });

  it("publishes a draft: a new current version, its diff kept, the process switched at once", async () => {
    const id = await k1Draft(269);
    const result = await publishDraft(db, id, { by: "publisher-1", summary: "K1 down to $269 in February" });
    expect(result.report.ok).toBe(true);
    const current = await currentVersion(db);
    expect(current?.version).toBe(result.version);
    expect(publishedContent().version).toBe(result.version);
    const served = publishedContent().document;
    expect(served.prices.interstellarScoutK1?.us).toEqual([{ price: 299 }, { from: FEB, price: 269 }]);
    expect(listPriceAt(served, "us", "interstellarScoutK1", new Date("2025-02-02T00:00:00Z"))).toBe(269);
    const [version] = await listVersions(db, { limit: 1 });
    expect(version).toMatchObject({
      id: result.version,
      parentId: 1,
      publishedBy: "publisher-1",
      note: "K1 down to $269 in February",
      changes: { files: [{ file: "prices.ts", paths: ["interstellarScoutK1.us"], regions: ["us"] }], regions: ["us"] },
    });
    // The published draft cannot be saved or published again.
    await expect(publishDraft(db, id, { by: "publisher-1" })).rejects.toBeInstanceOf(DraftConflictError);
  });

  it("a publish that fails half-way leaves the previous version current", async () => {
    const before = await currentVersion(db);
    const versions = (await listVersions(db)).length;
    for (const step of ["version", "publication", "pointer"] as const) {
      const id = await k1Draft(259);
      await expect(
        publishDraft(db, id, {
          by: "publisher-1",
          onStep: (at) => {
            if (at === step) throw new Error(`the database went away after the ${step}`);
          },
        }),
      ).rejects.toThrow(/went away/);
      expect(await currentVersion(db)).toEqual(before);
      expect((await listVersions(db)).length).toBe(versions);
      expect((await getDraft(db, id)).state).toBe("open");
      expect(publishedContent().version).toBe(before!.version);
    }
  });

  it("rolls back by making the older version current again, the history keeping both", async () => {
    const published = (await currentVersion(db))!.version;
    const result = await rollBack(db, 1, { by: "publisher-2", summary: "back to the files" });
    expect(result.diff.facts).toEqual(["prices.ts interstellarScoutK1.us"]);
    expect(await currentVersion(db)).toMatchObject({ version: 1 });
    expect(publishedContent()).toMatchObject({ version: 1, key: "v1" });
    expect(content.prices.interstellarScoutK1?.us).toBe(299);
    const [rollback, publish] = await listPublications(db, { limit: 2 });
    expect(rollback).toMatchObject({
      kind: "rollback",
      versionId: 1,
      previousVersionId: published,
      publishedBy: "publisher-2",
    });
    expect(publish).toMatchObject({ kind: "publish", versionId: published, publishedBy: "publisher-1" });
    expect((await diffVersions(db, 1, published)).facts).toEqual(["prices.ts interstellarScoutK1.us"]);
  });

  it("refuses to publish a draft with a missing German text, naming the field", async () => {
    const draft = await createDraft(db, { by: "editor-1" });
    await updateDraft(db, draft.id, {
      by: "editor-1",
      revision: draft.revision,
      patch: [{ op: "remove", path: "/bundles/de/site/buttons/buy" }],
    });
    const report = await checkDraft(db, draft.id);
    expect(report.ok).toBe(false);
    expect(report.issues).toContainEqual(
      expect.objectContaining({
        file: "words/de.json",
        path: "site.buttons.buy",
        pointer: "/bundles/de/site/buttons/buy",
        kind: "schema",
        message: "missing: de shows the en text until it is translated",
      }),
    );
    await expect(publishDraft(db, draft.id, { by: "publisher-1" })).rejects.toBeInstanceOf(ContentCheckError);
  });

  it("refuses a us list price raised just before a campaign compares with it", async () => {
    // K1 raised to $349 on 10 November 2024: Black Friday (from 14 November) would strike through $349.
    const draft = await createDraft(db, { by: "editor-1" });
    await updateDraft(db, draft.id, {
      by: "editor-1",
      revision: draft.revision,
      patch: [{ op: "replace", path: K1, value: [{ price: 299 }, { from: "2024-11-10T00:00:00-08:00", price: 349 }] }],
    });
    const report = await checkDraft(db, draft.id);
    expect(report.issues).toEqual([
      expect.objectContaining({
        file: "prices.ts",
        path: "PRICES.interstellarScoutK1.us",
        pointer: K1,
        region: "us",
        message: expect.stringMatching(/^\$349 is struck through on black-friday .* only 4 days before it began/),
      }),
    ]);
  });

  it("names a Learn More that opens another product's page as drift, at the product's field", async () => {
    // Megatron's catalogue page set to Optimus Prime's (both pages in every region that sells them): one of the two
    // products' Learn More would open the other's page.
    const draft = await createDraft(db, { by: "editor-1" });
    await updateDraft(db, draft.id, {
      by: "editor-1",
      revision: draft.revision,
      patch: [{ op: "replace", path: "/products/flagshipMegatron/page", value: "flagship-optimus-prime" }],
    });
    const report = await checkDraft(db, draft.id);
    expect(report.ok).toBe(false);
    expect(report.issues).toContainEqual(
      expect.objectContaining({
        kind: "drift",
        file: "catalogue.ts",
        pointer: expect.stringMatching(/^\/products\/flagship(Megatron|OptimusPrime)$/),
        message: expect.stringMatching(
          /^learn more \w+ flagship\w+ .*opens the page of flagship\w+, not the card's product$/,
        ),
      }),
    );
  });

  it("saves a draft only on the revision it was read at", async () => {
    const draft = await createDraft(db, { by: "editor-1" });
    const patch = [{ op: "replace" as const, path: K1, value: 289 }];
    await updateDraft(db, draft.id, { by: "editor-1", revision: draft.revision, patch });
    await expect(updateDraft(db, draft.id, { by: "editor-2", revision: draft.revision, patch })).rejects.toBeInstanceOf(
      DraftConflictError,
    );
  });

  it("gives the schedule report of a draft: its coming boundaries with what changes", async () => {
    const id = await k1Draft(279);
    const report = await scheduleReport(db, {
      draft: id,
      regions: ["us", "uk"],
      now: new Date("2025-01-15T00:00:00Z"),
    });
    expect(report.us).toContainEqual(
      expect.objectContaining({
        at: "2025-02-01T08:00:00.000Z",
        local: "2025-02-01 00:00 GMT-8",
        what: expect.stringMatching(/^price: .*\$279 \(was \$299\)$/),
        pages: null,
      }),
    );
    expect(report.uk!.some((event) => event.what.startsWith("price:"))).toBe(false);
    // The draft's document is used only inside the report: the process still serves the current version.
    expect(publishedContent().document.prices.interstellarScoutK1?.us).toBe(299);
  });

  it("exports a version as files and imports files as a draft", async () => {
    const files = await exportVersion(db, 1);
    expect([...files.keys()]).toEqual(
      expect.arrayContaining(["prices.json", "campaigns/black-friday.json", "words/de.json", "us/dealers.json"]),
    );
    const changed = new Map(files);
    const prices = JSON.parse(changed.get("prices.json")!);
    prices.interstellarScoutK1.us = 289;
    changed.set("prices.json", JSON.stringify(prices));
    const draft = await importDraft(db, { by: "operator", files: changed });
    expect(draft.changedFiles).toEqual(["prices.ts"]);
    expect((await getDraft(db, draft.id)).document.prices.interstellarScoutK1?.us).toBe(289);
  });
});
