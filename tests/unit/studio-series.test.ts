// "New series" in the studio's database (embedded PGlite): a Spring Sale cut from Black Friday 2024's edition is saved
// into the draft with its own page, regions, stages and words; a shape the template cannot give is refused in words.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CampaignFacts } from "~/content/campaign.schema";
import { createStudioDatabase, type StudioDb } from "../../database/studio.server";
import { getDraft } from "../../studio/content.server";
import { openDraft } from "../../studio/drafts.server";
import { newSeries } from "../../studio/editions.server";
import { studioTemplate } from "../pglite-template";

/** A freshly migrated studio database to start from (no initdb per database). */
const template = await studioTemplate();

const store = createStudioDatabase({ kind: "pglite", template });
let db: StudioDb;
const now = new Date("2026-11-29T09:00:00Z");
const actor = { id: null, email: "marketer@example.com", clientNetwork: "127.0.0.0" };

beforeAll(async () => {
  db = await store.get();
}, 60_000);
afterAll(() => store.close());

describe("a new series", () => {
  it("is saved with its own page, the regions and stages kept, and its words without the draw", async () => {
    const draft = await openDraft(db, actor, "Spring Sale", now);
    const input = { revision: draft.revision, name: "Spring Sale", from: "blackFriday", firstDay: "2025-03-20" };
    const made = await newSeries(
      db,
      actor,
      draft.id,
      { ...input, shape: { regions: ["us", "de"], stages: 1, luckyDraw: false, products: ["bumblebee", "30", "k1"] } },
      now,
    );
    expect(made.edition).toBe("springSale");
    const { document } = await getDraft(db, draft.id);
    const facts = document.campaigns.springSale as CampaignFacts;
    expect(facts.page).toBe("spring-sale");
    expect(Object.keys(facts.schedules)).toEqual(["us", "de"]);
    expect(facts.luckyDraw).toBeUndefined();
    // Three of the template's eight offers, in its order; its preview, groups and gifts keep only them.
    expect(facts.products.map((product) => product.key)).toEqual(["30", "k1", "bumblebee"]);
    expect(facts.products[0]!.offers).toEqual({ us: [599], de: [599] });
    expect(facts.preview).toEqual(["30", "k1"]);
    expect(facts.groups).toEqual([
      { id: "hotDeals", products: ["30", "k1", "bumblebee"] },
      { id: "premiumProtection", products: ["30"] },
    ]);
    expect(facts.gifts).toEqual({ us: { "30": "hat" }, de: { "30": "insulatedCup" } });
    const en = (
      document.bundles.en as {
        campaigns: Record<
          string,
          {
            name: string;
            stages: unknown[];
            luckyDraw?: unknown;
            products: Record<string, unknown>;
            groups: { items: Record<string, unknown> };
          }
        >;
      }
    ).campaigns.springSale!;
    expect(Object.keys(en.products)).toEqual(["30", "k1", "bumblebee"]);
    expect(Object.keys(en.groups.items).sort()).toEqual(["hotDeals", "premiumProtection"]);
    expect(en).toMatchObject({ name: "Spring Sale" });
    expect(en.stages).toHaveLength(1);
    expect(en.luckyDraw).toBeUndefined();
    // The German words keep the template's name until the marketer writes one.
    expect((document.bundles.de as { campaigns: Record<string, { name: string }> }).campaigns.springSale!.name).toBe(
      "Black Friday",
    );
  });

  it("refuses a region or product the template lacks, more stages than it has, no region or no product", async () => {
    const draft = await openDraft(db, actor, "Refusals", now);
    const input = { revision: draft.revision, name: "Summer Sale", from: "blackFriday", firstDay: "2025-06-20" };
    await expect(newSeries(db, actor, draft.id, { ...input, shape: { regions: ["jp"] } }, now)).rejects.toThrow(
      "the template does not run in Japan: choose among its regions",
    );
    await expect(newSeries(db, actor, draft.id, { ...input, shape: { stages: 4 } }, now)).rejects.toThrow(
      "the template has 3 stages: keep 1 to 3",
    );
    await expect(newSeries(db, actor, draft.id, { ...input, shape: { regions: [] } }, now)).rejects.toThrow(
      "choose at least one region",
    );
    await expect(newSeries(db, actor, draft.id, { ...input, shape: { products: ["k1", "t9"] } }, now)).rejects.toThrow(
      'the template offers no product "t9": choose among its offers',
    );
    await expect(newSeries(db, actor, draft.id, { ...input, shape: { products: [] } }, now)).rejects.toThrow(
      "choose at least one product to offer",
    );
    await expect(newSeries(db, actor, draft.id, { ...input, name: "Black Friday" }, now)).rejects.toThrow(
      'this draft already has a campaign named like "Black Friday"',
    );
    await expect(newSeries(db, actor, draft.id, { ...input, name: "FAQ" }, now)).rejects.toThrow(
      "the site already has a page at /faq: choose another name",
    );
  });
});
