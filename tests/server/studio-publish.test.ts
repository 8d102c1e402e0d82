// Publishing content without a restart, on the production server: a draft changes K1 Pro's us price from a future
// instant; its preview shows it there; once published, the page at that instant shows it, the page cache serves new
// bytes at once, and a roll-back restores the previous bytes exactly. (The whole scenario is asserted here; the studio's
// screens that drive it are tests/e2e/studio-publish.spec.ts.) The server's clock runs from just after a
// 5-minute render step begins (the benchmark's clock-shift preload), so the cached page before the publish and after
// the roll-back are rendered for the same instant.
import { execFile } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { RENDER_STEP_MS } from "../../server/page-cache";
import { ADMIN_TOKEN, PREVIEW_TOKEN, ROOT, freshDataDir, startServer, type RunningServer } from "./harness";

const CLOCK_AT = "2025-01-31T12:00:05Z";
/**
 * The price changes here: after the server's "now" and before the us pages' next boundary (8 February), so the live
 * page's bytes change too (it names its next change), not only the page at the instant.
 */
const FROM = "2025-02-05T00:00:00-08:00";
const AFTER = "2025-02-05T12:00:00Z";
const BEFORE = "2025-02-04T12:00:00Z";
const PAGE = "/us/k1-pro-interstellar-scout";
const PRICE_PATH = "/prices/k1ProInterstellarScout/us";

describe("publishing a price without a restart", { timeout: 240_000 }, () => {
  let data: Awaited<ReturnType<typeof freshDataDir>>;
  let server: RunningServer;
  beforeAll(async () => {
    data = await freshDataDir("studio-publish");
    server = await startServer({
      DATA_DIR: data.dir,
      RATE_LIMIT_RENDERS_PER_MINUTE: "100000000",
      BENCH_CLOCK_AT: CLOCK_AT,
      NODE_OPTIONS: "--import ./scripts/bench/shift-clock.mjs",
    });
  }, 180_000);
  afterAll(async () => {
    await server?.stop();
    data?.remove();
  });

  const admin = async (path: string, body?: unknown) => {
    const response = await fetch(`${server.url}/__admin/content${path}`, {
      method: body === undefined ? "GET" : "POST",
      headers: { authorization: `Bearer ${ADMIN_TOKEN}`, "content-type": "application/json" },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  };
  const live = async (path = PAGE) => {
    const response = await fetch(`${server.url}${path}`, { headers: { "accept-encoding": "gzip, br" } });
    return {
      cache: response.headers.get("x-cache"),
      etag: response.headers.get("etag"),
      bytes: Buffer.from(await response.arrayBuffer()),
    };
  };
  const preview = async (at: string, query = "") => {
    const response = await fetch(`${server.url}${PAGE}?at=${at}${query}`, {
      headers: { "x-preview-token": PREVIEW_TOKEN },
    });
    const html = await response.text();
    return {
      html,
      cacheControl: response.headers.get("cache-control"),
      xCache: response.headers.get("x-cache"),
      /** The page's own price (its buy box). */
      prices: [...html.matchAll(/\$(349|399)\b/g)].map((match) => match[1]),
    };
  };
  const renderStep = async () => {
    const { data: now } = (await (await fetch(`${server.url}/ssr/timestamp`)).json()) as {
      data: { timestamp: number };
    };
    return Math.floor(now.timestamp / RENDER_STEP_MS);
  };

  it("previews a draft, publishes it, serves it at once, and rolls back to the very bytes before", async () => {
    const step = await renderStep();
    // The live page, stored: a miss, then hits.
    expect((await live()).cache).toBe("MISS");
    const before = await live();
    expect(before.cache).toBe("HIT");
    // A page the change does not touch.
    await live("/jp/faq");
    const untouched = await live("/jp/faq");
    expect((await preview(AFTER)).prices).toContain("399");
    expect((await preview(AFTER)).prices).not.toContain("349");

    const draft = await admin("/drafts", { by: "editor@example.com", title: "K1 Pro spring price" });
    expect(draft.status).toBe(200);
    const id = draft.body.id as number;
    const saved = await admin(`/drafts/${id}`, {
      by: "editor@example.com",
      revision: 0,
      patch: [{ op: "replace", path: PRICE_PATH, value: [{ price: 399 }, { from: FROM, price: 349 }] }],
    });
    expect(saved.body).toMatchObject({ changedFiles: ["prices.ts"], revision: 1 });
    const check = await admin(`/drafts/${id}/check`);
    expect(check.body).toMatchObject({ ok: true, issues: [], facts: ["prices.ts k1ProInterstellarScout.us"] });

    // The draft's preview at the instant: its price, the bar naming the draft, never cached.
    const drafted = await preview(AFTER, `&draft=${id}`);
    expect(drafted.prices).toContain("349");
    expect(drafted.html).toContain(`Draft ${id}`);
    expect(drafted.cacheControl).toBe("private, no-store");
    expect(drafted.xCache).toBe("BYPASS");
    // The same page rendered in process for the studio (renderPreview), through the operators' endpoint.
    const rendered = await fetch(
      `${server.url}/__admin/content/drafts/${id}/page?path=${encodeURIComponent(PAGE)}&at=${AFTER}`,
      { headers: { authorization: `Bearer ${ADMIN_TOKEN}` } },
    );
    expect(rendered.status).toBe(200);
    expect(await rendered.text()).toMatch(/\$349\b/);
    // Shoppers still see the published content, from the cache.
    expect(await live()).toMatchObject({ cache: "HIT", etag: before.etag });

    const published = await admin("/publish", { draft: id, by: "publisher@example.com", summary: "K1 Pro $349" });
    expect(published.body).toMatchObject({ version: 2, previous: 1, facts: ["prices.ts k1ProInterstellarScout.us"] });
    // Without a restart: the page at the instant shows the new price, the day before the old one.
    expect((await preview(AFTER)).prices).toContain("349");
    expect((await preview(AFTER)).prices).not.toContain("399");
    expect((await preview(BEFORE)).prices).toContain("399");
    // The cache serves new bytes at once (the old version's page is gone: a miss, then hits).
    const after = await live();
    expect(after.cache).toBe("MISS");
    expect(after.etag).not.toBe(before.etag);
    expect(after.bytes.equals(before.bytes)).toBe(false);
    // The page of now carries the region's next boundary: the new price's instant.
    expect(after.bytes.toString("utf8")).toContain(String(Date.parse(FROM)));
    expect(before.bytes.toString("utf8")).not.toContain(String(Date.parse(FROM)));
    expect(await live()).toMatchObject({ cache: "HIT", etag: after.etag });
    // A page the change does not touch is rendered again for the new version, to the same bytes and ETag (a browser's
    // copy stays valid: 304).
    const jp = await live("/jp/faq");
    expect(jp.cache).toBe("MISS");
    expect(jp.etag).toBe(untouched.etag);

    const rolledBack = await admin("/rollback", { version: 1, by: "publisher@example.com", summary: "not yet" });
    expect(rolledBack.body).toMatchObject({ version: 1, previous: 2 });
    expect((await preview(AFTER)).prices).not.toContain("349");
    const restored = await live();
    expect(restored.cache).toBe("MISS");
    expect(await renderStep(), "the test outran its render step: the bytes are rendered for another instant").toBe(
      step,
    );
    expect(restored.etag).toBe(before.etag);
    expect(restored.bytes.equals(before.bytes)).toBe(true);

    const versions = await admin("/versions");
    expect(versions.body.versions).toMatchObject([
      { id: 2, parentId: 1, publishedBy: "operator", current: false },
      { id: 1, createdBy: "repository", current: true },
    ]);
    expect(server.output().match(/Server listening on/g)).toHaveLength(1);
  });

  it("refuses to publish a draft whose German words miss a text, naming the field", async () => {
    const draft = await admin("/drafts", { by: "editor@example.com" });
    const id = draft.body.id as number;
    await admin(`/drafts/${id}`, {
      by: "editor@example.com",
      revision: 0,
      patch: [{ op: "remove", path: "/bundles/de/site/buttons/buy" }],
    });
    const refused = await admin("/publish", { draft: id, by: "publisher@example.com" });
    expect(refused.status).toBe(422);
    expect((refused.body.report as { issues: unknown[] }).issues).toContainEqual(
      expect.objectContaining({
        file: "words/de.json",
        path: "site.buttons.buy",
        pointer: "/bundles/de/site/buttons/buy",
      }),
    );
    expect((await admin("/versions")).body.versions).toHaveLength(2);
  });

  it("exports the current version through the server that holds the data directory", async () => {
    const out = mkdtempSync(path.join(tmpdir(), "studio-export-"));
    try {
      const { stderr } = await promisify(execFile)("npm", ["run", "--silent", "content:export", "--", "--out", out], {
        cwd: ROOT,
        env: { ...process.env, DATA_DIR: data.dir, DATABASE_URL: "" },
      });
      // Rolled back: version 1 is current.
      expect(stderr).toContain("content:export: version 1,");
      const prices = JSON.parse(readFileSync(path.join(out, "prices.json"), "utf8"));
      expect(prices.k1ProInterstellarScout.us).toBe(399);
    } finally {
      rmSync(out, { recursive: true, force: true });
    }
  });

  it("backs up the studio's embedded database while it serves", async () => {
    const response = await fetch(`${server.url}/__admin/backup/studio`, {
      headers: { authorization: `Bearer ${ADMIN_TOKEN}` },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/gzip");
    expect(response.headers.get("content-disposition")).toMatch(
      /^attachment; filename="mechaforge-studio-\d{8}T\d{6}Z\.tar\.gz"$/,
    );
    const dump = Buffer.from(await response.arrayBuffer());
    expect(dump.subarray(0, 2).toString("hex")).toBe("1f8b");
  });

  it("serves a published word on every page of the regions that read it, none left stale", async () => {
    const sitemap = await (await fetch(`${server.url}/sitemap.xml`)).text();
    const paths = [...sitemap.matchAll(/<loc>https?:\/\/[^/]+(\/us(?:\/[^<]*)?)<\/loc>/g)].map((match) => match[1]!);
    expect(paths.length).toBeGreaterThan(20);
    const line = (html: string) =>
      /© \d{4} Mechaforge Robotics \(US\) Inc\. All rights reserved\.( \(spring edition\))?/.exec(html);
    // Every page once under the current version (cached now).
    for (const path of paths)
      expect(line(await (await fetch(`${server.url}${path}`)).text())?.[1], path).toBeUndefined();
    const draft = await admin("/drafts", { by: "editor@example.com" });
    await admin(`/drafts/${draft.body.id}`, {
      by: "editor@example.com",
      revision: 0,
      patch: [
        {
          op: "replace",
          path: "/bundles/en/site/copyright/0",
          value: "© {year} {entity} All rights reserved. (spring edition)",
        },
      ],
    });
    const published = await admin("/publish", { draft: draft.body.id, by: "publisher@example.com" });
    expect(published.body).toMatchObject({ facts: ["words/en.json site.copyright[0]"] });
    for (const path of paths)
      expect(line(await (await fetch(`${server.url}${path}`)).text())?.[1], path).toBe(" (spring edition)");
    // A region that reads another bundle is unchanged.
    expect(line(await (await fetch(`${server.url}/de/faq`)).text())).toBeNull();
  });

  /** A staff member signed in as a browser does it (one-time link, password chosen): a caller of the studio API. */
  async function signedInStaff(email: string, role: "editor" | "publisher") {
    const created = await fetch(`${server.url}/__admin/studio/users`, {
      method: "POST",
      headers: { authorization: `Bearer ${ADMIN_TOKEN}`, "content-type": "application/json" },
      body: JSON.stringify({ email, role }),
    });
    const { token } = (await created.json()) as { token: string };
    const form = await fetch(`${server.url}/studio/sign-in?link=${encodeURIComponent(token)}`);
    const presession = /studio_presession=([^;]+)/.exec(form.headers.get("set-cookie") ?? "")![1]!;
    const formCsrf = /name="csrf" value="([^"]+)"/.exec(await form.text())![1]!;
    const password = "transform and roll out";
    const answer = await fetch(`${server.url}/studio/sign-in`, {
      method: "POST",
      redirect: "manual",
      headers: {
        "content-type": "application/x-www-form-urlencoded",
        origin: server.url,
        cookie: `studio_presession=${presession}`,
      },
      body: new URLSearchParams({
        csrf: formCsrf,
        intent: "set-password",
        link: token,
        password,
        confirm: password,
        next: "/studio/",
      }),
    });
    const cookie = `studio_session=${/studio_session=([^;]+)/.exec(answer.headers.get("set-cookie") ?? "")![1]!}`;
    const { csrf } = (await (await fetch(`${server.url}/studio/api/session`, { headers: { cookie } })).json()) as {
      csrf: string;
    };
    const call = async (path: string, body: unknown) => {
      const response = await fetch(`${server.url}/studio/api${path}`, {
        method: "POST",
        headers: { "content-type": "application/json", origin: server.url, cookie, "x-csrf-token": csrf },
        body: JSON.stringify(body),
      });
      return { status: response.status, body: (await response.json()) as Record<string, any> }; // eslint-disable-line @typescript-eslint/no-explicit-any
    };
    const page = async (path: string) => (await fetch(`${server.url}${path}`, { headers: { cookie } })).text();
    return { call, page };
  }

  it("reverts one publication as a new version, keeping a later unrelated one, and names a value changed again", async () => {
    const { call: api, page } = await signedInStaff("revert.publisher@studio.example", "publisher");
    const publishChange = async (title: string, patch: unknown[]) => {
      const draft = await api("/drafts", { title });
      const saved = await api(`/drafts/${draft.body.id}/changes`, { revision: 0, patch });
      expect(saved.body).toMatchObject({ ok: true });
      const published = await api(`/drafts/${draft.body.id}/publish`, { summary: title, revision: 1, note: title });
      expect(published.status).toBe(200);
      return published.body as { version: number; publication: number };
    };
    const live = async () => {
      const { version } = (await admin("/current")).body as { version: number };
      const files = (await admin(`/versions/${version}/files`)).body.files as Record<string, string>;
      const prices = JSON.parse(files["prices.json"]!);
      const words = JSON.parse(files["words/en.json"]!);
      return {
        version,
        elite: prices.eliteOptimusPrime.us,
        flagship: prices.flagshipOptimusPrime.us,
        buy: words.site.buttons.buy,
      };
    };
    const before = await live();
    expect(before).toMatchObject({ elite: 699, flagship: 899, buy: "Buy Now" });
    // Two prices in one publication; then an unrelated word; then one of the two prices again.
    const prices = await publishChange("Optimus Prime prices", [
      { op: "replace", path: "/prices/eliteOptimusPrime/us", value: 649 },
      { op: "replace", path: "/prices/flagshipOptimusPrime/us", value: 849 },
    ]);
    await publishChange("Buy button", [{ op: "replace", path: "/bundles/en/site/buttons/buy", value: "Buy it now" }]);
    await publishChange("Flagship price", [{ op: "replace", path: "/prices/flagshipOptimusPrime/us", value: 829 }]);
    const latest = await live();

    // The flagship price was changed again since: refused, naming it with its three values; nothing published.
    const refused = await api(`/publications/${prices.publication}/revert`, { note: "prices were a mistake" });
    expect(refused.status).toBe(409);
    expect(refused.body.conflicts).toEqual([
      {
        pointer: "/prices/flagshipOptimusPrime/us",
        label: "Price · Flagship Optimus Prime · US",
        before: 899,
        published: 849,
        now: 829,
        shown: { before: "$899.00", published: "$849.00", now: "$829.00" },
      },
    ]);
    expect((await live()).version).toBe(latest.version);

    // Kept as it is now: the other price goes back; the later word and the later price stay.
    const reverted = await api(`/publications/${prices.publication}/revert`, {
      note: "prices were a mistake",
      keep: ["/prices/flagshipOptimusPrime/us"],
    });
    expect(reverted.status).toBe(200);
    expect(await live()).toEqual({ version: reverted.body.version, elite: 699, flagship: 829, buy: "Buy it now" });
    expect(reverted.body.facts).toEqual(["prices.ts eliteOptimusPrime.us"]);

    // History says what happened, with the note, in the marketer's words.
    const history = await page("/studio/history");
    expect(history).toContain("prices were a mistake");
    expect(history).toContain("Revert of publication");
    expect(history).toContain("Price · Elite Optimus Prime · US");
    expect(history).not.toContain("prices.ts eliteOptimusPrime.us");
  });

  it("answers the content endpoints only to the admin token", async () => {
    const response = await fetch(`${server.url}/__admin/content/versions`);
    expect(response.status).toBe(404);
    const forged = await fetch(`${server.url}/__admin/content/publish`, {
      method: "POST",
      headers: { authorization: "Bearer wrong", "content-type": "application/json" },
      body: JSON.stringify({ draft: 1, by: "x" }),
    });
    expect(forged.status).toBe(404);
  });
});
