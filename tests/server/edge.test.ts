// deploy/nginx.conf, as shipped, in front of the production server: what a CDN or reverse-proxy cache does with the
// origin's Cache-Control. nginx comes from Debian (scripts/ensure-nginx.sh installs it when missing).
import { execFileSync } from "node:child_process";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sendRaw } from "../../scripts/bench/send-raw";
import {
  ADMIN_TOKEN,
  PREVIEW_TOKEN,
  ROOT,
  serverNow as clockOf,
  startServer,
  startServerBefore,
  type RunningServer,
} from "./harness";
import { BEHIND_THE_EDGE, EDGE_HOST, startEdgeAndOrigin, type EdgeAndOrigin, type RunningNginx } from "./nginx";

beforeAll(() => {
  execFileSync("bash", ["scripts/ensure-nginx.sh"], { cwd: ROOT, stdio: "inherit" });
}, 180_000);

describe("nginx in front of the server", { timeout: 60_000 }, () => {
  let running: EdgeAndOrigin;
  let origin: RunningServer;
  let edge: RunningNginx;
  beforeAll(async () => {
    running = await startEdgeAndOrigin("edge", (dir) =>
      startServer({
        DATA_DIR: dir,
        ...BEHIND_THE_EDGE,
        COM_HOST: EDGE_HOST,
        CN_HOST: "www.mechaforge.cn",
        // nginx's own limits are what this suite checks; the origin's render budget has its own test.
        RATE_LIMIT_RENDERS_PER_MINUTE: "100000",
      }),
    );
    ({ origin, edge } = running);
  }, 180_000);
  afterAll(() => running?.stop());

  it("answers the second request for a page from the edge cache, byte for byte the origin's", async () => {
    const first = await edge.fetch(`/uk/faq`, { headers: { "accept-encoding": "gzip, br" } });
    expect(first.headers.get("x-cache-status")).toBe("MISS");
    const second = await edge.fetch(`/uk/faq?utm_source=newsletter`, {
      headers: { "accept-encoding": "gzip, br" },
    });
    expect(second.headers.get("x-cache-status")).toBe("HIT");
    expect(second.headers.get("content-security-policy")).toMatch(/'strict-dynamic' 'sha256-/);
    expect(await second.text()).toBe(await first.text());
  });

  it("neither caches a preview nor serves it to anyone else", async () => {
    const anonymous = await (await edge.fetch(`/us/faq`)).text();
    const preview = await edge.fetch(`/us/faq?at=2024-11-22T09:00:00%2B01:00`, {
      headers: { "x-preview-token": PREVIEW_TOKEN },
    });
    expect(preview.headers.get("x-cache-status")).toBe("BYPASS");
    expect(preview.headers.get("cache-control")).toBe("private, no-store");
    const previewHtml = await preview.text();
    const after = await edge.fetch(`/us/faq`);
    expect(after.headers.get("x-cache-status")).toBe("HIT");
    const afterHtml = await after.text();
    expect(afterHtml).toBe(anonymous);
    expect(afterHtml).not.toBe(previewHtml);
  });

  it("neither stores nor serves a preview whose cookies are spelled `preview_token =…; preview_at =…`", async () => {
    const started = await fetch(`${origin.url}/us/faq?at=2024-11-25T12:00:00%2B01:00`, {
      headers: { "x-preview-token": PREVIEW_TOKEN },
    });
    const previewAt = /preview_at=([^;]+)/.exec(started.headers.get("set-cookie") ?? "")?.[1];
    const token = Buffer.from(JSON.stringify(PREVIEW_TOKEN)).toString("base64");
    const preview = await edge.fetch(`/de/black-friday`, {
      headers: { cookie: `preview_token =${token}; preview_at =${previewAt}` },
    });
    expect(preview.headers.get("cache-control")).toBe("private, no-store");
    expect(preview.headers.get("x-cache-status")).toBe("BYPASS");
    expect(await preview.text()).toContain("data-preview-bar");
    const anonymous = await edge.fetch(`/de/black-friday`);
    expect(anonymous.headers.get("x-cache-status")).not.toBe("HIT");
    expect(await anonymous.text()).not.toContain("data-preview-bar");
  });

  /** A signed preview link, made as a staff member makes one in the studio (one-time link, password, the API). */
  async function signedPreviewLink(pagePath: string, at: string): Promise<string> {
    const created = await fetch(`${origin.url}/__admin/studio/users`, {
      method: "POST",
      headers: { authorization: `Bearer ${ADMIN_TOKEN}`, "content-type": "application/json" },
      body: JSON.stringify({ email: `edge.editor.${Date.now()}@studio.example`, role: "editor" }),
    });
    const { token } = (await created.json()) as { token: string };
    const form = await fetch(`${origin.url}/studio/sign-in?link=${encodeURIComponent(token)}`);
    const presession = /studio_presession=([^;]+)/.exec(form.headers.get("set-cookie") ?? "")![1]!;
    const formCsrf = /name="csrf" value="([^"]+)"/.exec(await form.text())![1]!;
    const password = "transform and roll out";
    const signedIn = await fetch(`${origin.url}/studio/sign-in`, {
      method: "POST",
      redirect: "manual",
      headers: {
        "content-type": "application/x-www-form-urlencoded",
        origin: origin.url,
        cookie: `studio_presession=${presession}`,
      },
      body: new URLSearchParams({ csrf: formCsrf, intent: "set-password", link: token, password, confirm: password }),
    });
    const cookie = `studio_session=${/studio_session=([^;]+)/.exec(signedIn.headers.get("set-cookie") ?? "")![1]!}`;
    const { csrf } = (await (await fetch(`${origin.url}/studio/api/session`, { headers: { cookie } })).json()) as {
      csrf: string;
    };
    const made = await fetch(`${origin.url}/studio/api/preview-links`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: origin.url, cookie, "x-csrf-token": csrf },
      body: JSON.stringify({ path: pagePath, at, seconds: 600 }),
    });
    expect(made.status).toBe(200);
    return ((await made.json()) as { link: string }).link;
  }

  it("opens a signed preview link, by its query and by its cookie, past a cached page, and stores neither", async () => {
    const published = await edge.fetch(`/de/faq`);
    await published.arrayBuffer();
    expect((await edge.fetch(`/de/faq`)).headers.get("x-cache-status")).toBe("HIT");
    const link = await signedPreviewLink("/de/faq", "2024-11-25T12:00:00Z");
    const opened = await edge.fetch(link);
    expect(opened.headers.get("x-cache-status")).toBe("BYPASS");
    expect(opened.headers.get("cache-control")).toBe("private, no-store");
    expect(await opened.text()).toContain("data-preview-bar");
    const kept = /preview_link=([^;]+)/.exec(opened.headers.get("set-cookie") ?? "")?.[1];
    expect(kept).toBeTruthy();
    // The site is https (PUBLIC_ORIGIN) though this hop is plain http: the browser sends the cookies over TLS only.
    const cookies = opened.headers.getSetCookie();
    for (const name of ["preview_link", "preview_at"])
      expect(
        cookies.find((cookie) => cookie.startsWith(`${name}=`)),
        name,
      ).toMatch(/;\s*Secure/i);
    for (const path of ["/de/faq", "/de/support"]) {
      const browsed = await edge.fetch(path, { headers: { cookie: `preview_link=${kept}` } });
      expect(browsed.headers.get("x-cache-status"), path).toBe("BYPASS");
      expect(await browsed.text(), path).toContain("data-preview-bar");
    }
    // A draft named in the query (with the preview token's cookie) passes the cache as well.
    const token = Buffer.from(JSON.stringify(PREVIEW_TOKEN)).toString("base64");
    const draft = await edge.fetch(`/de/faq?draft=1`, { headers: { cookie: `preview_token=${token}` } });
    expect(draft.headers.get("x-cache-status")).toBe("BYPASS");
    const anonymous = await edge.fetch(`/de/faq`);
    expect(anonymous.headers.get("x-cache-status")).toBe("HIT");
    expect(await anonymous.text()).not.toContain("data-preview-bar");
  });

  it("closes the connection of a request for any other host, without proxying it", async () => {
    for (const host of ["random-8f3a.example", "127.0.0.1", "www.mechaforge.com.evil.example"]) {
      const answer = await sendRaw(edge.url, {
        method: "GET",
        path: "/us",
        headers: { host },
      });
      expect(answer.status, host).toBe(0);
    }
    expect((await edge.fetch("/", { host: "www.mechaforge.cn" })).status).toBe(200);
  });

  it("answers a 404 flood from one client 429 after its burst, and keeps serving another client", async () => {
    // 300 at once: more than the page zone's burst (200) whatever the machine's speed (it refills 20 a second).
    const answers = await Promise.all(
      Array.from({ length: 300 }, (_, i) => edge.fetch(`/us/flood-${i}`, { from: "127.0.0.2" })),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(50);
    expect(statuses.every((status) => status === 404 || status === 429)).toBe(true);
    expect((await edge.fetch("/uk/faq", { from: "127.0.0.3" })).status).toBe(200);
  });

  it("passes an API POST through to the origin, with the client's address", async () => {
    const email = `edge.${Date.now()}@example.com`;
    const answer = await edge.fetch(`/api/us/account/user/subscribe/create`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email, region: "us" }),
    });
    expect(answer.headers.get("x-cache-status")).toBeNull();
    expect(await answer.json()).toMatchObject({ code: 2000 });
    // The call stores a mail request and answers; the mail worker stores the subscription from it a moment later.
    const stored = async () => {
      const answer = await fetch(`${origin.url}/__admin/subscriptions/us?email=${encodeURIComponent(email)}`, {
        headers: { authorization: `Bearer ${ADMIN_TOKEN}` },
      });
      return ((await answer.json()) as { subscriptions: unknown[] }).subscriptions;
    };
    await expect.poll(stored, { timeout: 20_000 }).toHaveLength(1);
  });
});

describe("a schedule boundary behind the edge", { timeout: 120_000 }, () => {
  // Early Black Friday in the us ends at 23:59 CET on 21 November 2024 (app/content/campaigns/black-friday.ts): from
  // then the page presents Black Friday, which starts at 09:00.
  const BOUNDARY = Date.parse("2024-11-22T00:00:00+01:00");
  let running: EdgeAndOrigin;
  let origin: RunningServer;
  let edge: RunningNginx;
  beforeAll(async () => {
    // The origin's whole clock runs from shortly before the boundary (the benchmark's clock-shift preload): it listens
    // at least 10 s before it, since nginx starts after it and the test looks at the page before the boundary.
    running = await startEdgeAndOrigin("edge-boundary", (dir) =>
      startServerBefore(BOUNDARY, {
        DATA_DIR: dir,
        ...BEHIND_THE_EDGE,
        // The test asks the origin's clock (/ssr/timestamp) in a tight loop: thousands of renders a second.
        RATE_LIMIT_RENDERS_PER_MINUTE: "100000000",
      }),
    );
    ({ origin, edge } = running);
  }, 180_000);
  afterAll(() => running?.stop());

  /** The origin's clock (no preview): the page's own time. */
  const serverNow = () => clockOf(origin);
  const stageOf = (html: string) => (/<h1[^>]*>Early Black Friday<\/h1>/.test(html) ? 1 : 2);

  it("serves the new stage within 1 s after the boundary, and the old one until then", async () => {
    // Wait (by the origin's clock, which runs at the test's pace) until 3 s before the boundary: a look every 100 ms,
    // the last one timed for it.
    for (let now = await serverNow(); now < BOUNDARY - 3_000; now = await serverNow()) {
      await new Promise((resolve) => setTimeout(resolve, Math.min(100, BOUNDARY - 3_000 - now)));
    }
    expect(await serverNow(), "the origin started after the clock had passed 3 s before the boundary").toBeLessThan(
      BOUNDARY,
    );
    const first = await edge.fetch(`/us/black-friday`);
    expect(first.status, origin.output()).toBe(200);
    expect(stageOf(await first.text())).toBe(1);
    expect(first.headers.get("cache-control")).toMatch(/^public, max-age=0, (s-maxage=[1-3]|must-revalidate)$/);

    let switchedAt: number | null = null;
    const seen: string[] = [];
    while (switchedAt === null) {
      const response = await edge.fetch(`/us/black-friday`);
      const stage = stageOf(await response.text());
      const now = await serverNow();
      seen.push(`${now - BOUNDARY} ms: stage ${stage} (${response.headers.get("x-cache-status")})`);
      if (stage === 1) expect(now, seen.join("\n")).toBeLessThan(BOUNDARY + 1_000);
      else switchedAt = now;
      if (now > BOUNDARY + 5_000) break;
      // A look every 20 ms or so: the switch is seen at most that much later than it happens, well within its 1 s.
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(switchedAt, seen.join("\n")).not.toBeNull();
    expect(switchedAt! - BOUNDARY).toBeLessThan(1_000);
  });
});
