// The repository's content files offered as a draft on PostgreSQL, where processes (and origins) starting together
// really race: each has its own connection pool, and one draft comes of it (the offer is taken under an advisory lock).
import { randomBytes } from "node:crypto";
import { afterAll, describe, expect, it } from "vitest";
import type { ContentDocument } from "~/content/document";
import { repositoryContent } from "~/content/repository";
import { createStudioDatabase, type StudioDatabase } from "../../database/studio.server";
import { offerContentFiles } from "../../studio/content-files.server";
import { listDrafts } from "../../studio/versions.server";

const url = process.env.TEST_DATABASE_URL;

describe.skipIf(!url)("content files offered by origins starting together on PostgreSQL", { timeout: 120_000 }, () => {
  const schema = `test_${randomBytes(4).toString("hex")}_studio`;
  const processes: StudioDatabase[] = [];
  const start = () => {
    const studio = createStudioDatabase({ kind: "postgres", url: url!, schema });
    processes.push(studio);
    return studio;
  };
  afterAll(async () => {
    await Promise.all(processes.map((studio) => studio.close()));
  });

  it("seeds once, then opens one draft for a release's changed files however many start", async () => {
    const seeded = await Promise.all(
      [start(), start()].map(async (studio) =>
        offerContentFiles(await studio.get(), { content: repositoryContent(), release: "r1" }),
      ),
    );
    expect(seeded.map((offer) => offer.outcome)).toEqual(["unchanged", "unchanged"]);

    const release: ContentDocument = repositoryContent();
    release.prices.k1ProInterstellarScout!.us = [{ price: 399 }, { from: "2033-03-01T00:00:00Z", price: 379 }];
    const offers = await Promise.all(
      [start(), start(), start()].map(async (studio) =>
        offerContentFiles(await studio.get(), { content: release, release: "r2" }),
      ),
    );
    expect(offers.map((offer) => offer.outcome).sort()).toEqual(["draft", "unchanged", "unchanged"]);
    const drafts = await listDrafts(await processes[0]!.get());
    expect(drafts).toHaveLength(1);
    expect(drafts[0]).toMatchObject({ title: "Content files of release r2", changedFiles: ["prices.ts"] });
  });
});
