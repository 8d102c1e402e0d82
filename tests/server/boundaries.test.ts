import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { repositoryDocument } from "~/content/repository";
import { scheduleEvents, affectedPaths, regionPagePaths } from "~/views/schedule-events.server";
import { PREVIEW_TOKEN, freshDataDir, serverNow as clockOf, startServerBefore, type RunningServer } from "./harness";

/** The repository's content: the fixture these tests read. */
const content = repositoryDocument();

// Boundaries at scale, on the production server whose whole clock runs from shortly before the us Black Friday (stage 2
// starts 2024-11-22 09:00 CET; the benchmark's clock-shift preload, as tests/server/edge.test.ts uses it).
// Pages the boundary does not change (jp, kr, the us FAQ) keep their full shared lifetime; the pages it changes are cut
// at it, rendered for the new stage just before it, and the first requests after it are hits.

const BOUNDARY = Date.parse("2024-11-22T09:00:00+01:00");
const FULL = "public, max-age=0, s-maxage=300, stale-while-revalidate=300";

describe("the us Black Friday boundary at the origin", { timeout: 90_000 }, () => {
  let data: Awaited<ReturnType<typeof freshDataDir>>;
  let origin: RunningServer;
  beforeAll(async () => {
    data = await freshDataDir("boundaries");
    origin = await startServerBefore(BOUNDARY, { DATA_DIR: data.dir, RATE_LIMIT_RENDERS_PER_MINUTE: "100000000" });
  }, 180_000);
  afterAll(async () => {
    await origin?.stop();
    data?.remove();
  });

  const serverNow = () => clockOf(origin);
  const page = (path: string) => fetch(`${origin.url}${path}`, { headers: { "accept-encoding": "gzip, br" } });
  /** The campaign stage a page shows (0 between two stages). */
  const stage = (html: string) => /class="campaign [^"]*" data-stage="(\d)"/.exec(html)?.[1];

  it("keeps jp and kr pages' full lifetime before it, and answers the first us requests after it from the cache", async () => {
    const before = await serverNow();
    expect(before, "the server started too late to see the boundary coming").toBeLessThan(BOUNDARY - 5_000);
    for (const path of ["/jp", "/jp/faq", "/kr", "/kr/faq", "/us/faq"])
      expect((await page(path)).headers.get("cache-control"), path).toBe(FULL);
    for (const path of ["/us", "/us/black-friday"]) {
      const asked = await serverNow();
      const answer = await page(path);
      // Cut at the boundary: a shared cache keeps it no longer than what is left before it.
      const lifetime = /^public, max-age=0, s-maxage=(\d+)$/.exec(answer.headers.get("cache-control") ?? "")?.[1];
      expect(lifetime, `${path}: ${answer.headers.get("cache-control")}`).toBeDefined();
      expect(Number(lifetime), path).toBeGreaterThanOrEqual(1);
      expect(Number(lifetime), path).toBeLessThanOrEqual(Math.ceil((BOUNDARY - asked) / 1000));
      // Between Early Black Friday and Black Friday: no stage.
      if (path === "/us/black-friday") expect(stage(await answer.text())).toBe("0");
    }
    // Once less than a minute before the boundary, a request starts the background render of the next stage; wait (by
    // the server's clock) until the boundary has passed.
    while ((await serverNow()) < BOUNDARY) await new Promise((resolve) => setTimeout(resolve, 50));
    for (const path of ["/us/black-friday", "/us"]) {
      const after = await page(path);
      expect(after.headers.get("x-cache"), path).toBe("HIT");
      if (path === "/us/black-friday") expect(stage(await after.text())).toBe("2");
    }
  });

  it("changes no page at the boundary that content:schedule does not list for it", async () => {
    const event = scheduleEvents(content, "us").find(
      (candidate) => candidate.at === BOUNDARY && candidate.pages !== null,
    )!;
    const listed = new Set(affectedPaths(content, event));
    const unlisted = regionPagePaths(content, "us").filter((path) => !listed.has(path));
    expect(unlisted.length).toBeGreaterThan(20);
    /** A page as the preview renders it at an instant, without what moves every second or names the preview. */
    const at = async (path: string, instant: number) => {
      const response = await fetch(`${origin.url}${path}?at=${new Date(instant).toISOString()}`, {
        headers: { "x-preview-token": PREVIEW_TOKEN },
        redirect: "manual",
      });
      const html = (await response.text())
        .replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, "")
        .replace(/<aside class="preview-bar"[\s\S]*?<\/aside>/g, "")
        .replace(/\?at=[^"]*/g, "")
        .replace(/(data-unit="\w+">)\d+</g, "$1<");
      return `${response.status} ${response.headers.get("location") ?? ""}\n${html}`;
    };
    // The comparison sees a change where there is one: the campaign page the event lists.
    expect(await at("/us/black-friday", BOUNDARY - 1_000)).not.toBe(await at("/us/black-friday", BOUNDARY));
    const changed: string[] = [];
    for (const path of unlisted)
      if ((await at(path, BOUNDARY - 1_000)) !== (await at(path, BOUNDARY))) changed.push(path);
    expect(changed).toEqual([]);
  });
});
