import { afterAll, describe, expect, it } from "vitest";
import { RENDER_STEP_MS } from "../../server/page-cache";
import { freshDataDir, startServer, type RunningServer } from "./harness";

// One page cache identity across processes: one server before and after a restart renders a page at the same instant
// of its schedule segment and so sends the same bytes under the same ETag; a browser's revalidation is a 304 whichever
// process answers. Two workers behind a balancer: tests/server/cluster.test.ts. Before, each process embedded its own
// render time: behind two workers revalidation alternated 304 200 304 200.

const PAGE = "/us/faq";
const servers: RunningServer[] = [];
const cleanups: (() => void)[] = [];

async function server(): Promise<RunningServer> {
  const data = await freshDataDir("identity");
  cleanups.push(data.remove);
  // Behind the proxy every process names the site by its public origin (canonical links), not by its own address.
  const started = await startServer({ DATA_DIR: data.dir, PUBLIC_ORIGIN: "https://www.mechaforge.test" });
  // Its documents are finished (hashes, compression) on the release's document thread: a release whose server could
  // not find the thread's script renders them on its main thread, a fifth fewer fresh pages a second.
  expect(started.output()).not.toContain("document thread script missing");
  servers.push(started);
  return started;
}

const page = (origin: string, headers: Record<string, string> = {}) =>
  fetch(`${origin}${PAGE}`, { headers: { "accept-encoding": "gzip, br", ...headers } });

/**
 * The ETags of one page from each server; asked again once if a 5-minute render step began between the answers, or
 * during a render (a page rendered for a step that ended before it was done is sent once, uncached, without an ETag).
 */
async function etags(origins: string[]): Promise<string[]> {
  for (let attempt = 0; ; attempt++) {
    const tags = await Promise.all(origins.map(async (origin) => (await page(origin)).headers.get("etag")!));
    if ((new Set(tags).size === 1 && tags[0] !== null) || attempt === 1) return tags;
  }
}

afterAll(async () => {
  await Promise.all(servers.map((running) => running.stop()));
  for (const cleanup of cleanups) cleanup();
});

describe("one page cache identity across processes", () => {
  it("a restarted server sends the page under the ETag it had before", async () => {
    const first = await server();
    const step = () => Math.floor(Date.now() / RENDER_STEP_MS);
    const stepBefore = step();
    const [before] = await etags([first.url]);
    expect(before).toMatch(/^"[\w-]+-br"$/);
    await first.stop();
    const again = await server();
    // A new process has no page stored: a revalidation renders, and its 304 (written through Express) carries no
    // Content-Security-Policy either (the browser would merge the base policy into the page's and block its scripts).
    const revalidated = await page(again.url, { "if-none-match": before! });
    if (step() === stepBefore) {
      expect(revalidated.status).toBe(304);
      expect(revalidated.headers.get("x-cache")).toBe("MISS");
      expect(revalidated.headers.get("content-security-policy")).toBeNull();
    }
    const [after] = await etags([again.url]);
    // The same bytes as before the restart, unless a new 5-minute step began meanwhile (then every process renders anew).
    if (step() === stepBefore) expect(after).toBe(before);
  });
});
