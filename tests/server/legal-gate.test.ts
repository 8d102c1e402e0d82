// A production server at a public origin never shows invented legal facts: a region whose legal facts are samples is
// answered 503 (one log line naming the region and what is missing), the others keep serving; real facts entered and
// published through the studio's own API open the region. Only a publisher may change legal facts.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADMIN_TOKEN, freshDataDir, startServer, type RunningServer } from "./harness";

const PUBLIC_ORIGIN = "https://www.mechaforge.com";

describe("regions with sample legal facts at a public origin", { timeout: 240_000 }, () => {
  let data: Awaited<ReturnType<typeof freshDataDir>>;
  let server: RunningServer;
  beforeAll(async () => {
    data = await freshDataDir("legal-gate");
    server = await startServer({
      DATA_DIR: data.dir,
      PUBLIC_ORIGIN,
      COM_HOST: "www.mechaforge.com",
      CN_HOST: "www.mechaforge.cn",
      RATE_LIMIT_RENDERS_PER_MINUTE: "100000",
    });
  }, 180_000);
  afterAll(async () => {
    await server?.stop();
    data?.remove();
  });

  const post = (path: string, body: Record<string, string>, headers: Record<string, string> = {}) =>
    fetch(`${server.url}${path}`, {
      method: "POST",
      redirect: "manual",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: server.url, ...headers },
      body: new URLSearchParams(body),
    });

  /** A staff member signed in as a browser does it (one-time link, password chosen): their cookie and CSRF token. */
  async function signedInStaff(email: string, role: "editor" | "publisher") {
    const created = await fetch(`${server.url}/__admin/studio/users`, {
      method: "POST",
      headers: { authorization: `Bearer ${ADMIN_TOKEN}`, "content-type": "application/json" },
      body: JSON.stringify({ email, role }),
    });
    expect(created.status).toBe(201);
    const { token } = (await created.json()) as { token: string };
    const form = await fetch(`${server.url}/studio/sign-in?link=${encodeURIComponent(token)}`);
    const presession = `studio_presession=${/studio_presession=([^;]+)/.exec(form.headers.get("set-cookie") ?? "")![1]!}`;
    const formCsrf = /name="csrf" value="([^"]+)"/.exec(await form.text())![1]!;
    const password = "transform and roll out";
    const answer = await post(
      "/studio/sign-in",
      { csrf: formCsrf, intent: "set-password", link: token, password, confirm: password, next: "/studio/" },
      { cookie: presession },
    );
    expect(answer.status).toBe(302);
    const cookie = `studio_session=${/studio_session=([^;]+)/.exec(answer.headers.get("set-cookie") ?? "")![1]!}`;
    const session = await fetch(`${server.url}/studio/api/session`, { headers: { cookie } });
    const { csrf } = (await session.json()) as { csrf: string };
    /** A call of the studio's API as its pages make it. */
    return async (path: string, body: unknown) => {
      const response = await fetch(`${server.url}/studio/api${path}`, {
        method: "POST",
        headers: { "content-type": "application/json", origin: server.url, cookie, "x-csrf-token": csrf },
        body: JSON.stringify(body),
      });
      return { status: response.status, body: (await response.json()) as Record<string, unknown> };
    };
  }

  const refusals = () =>
    server
      .output()
      .split("\n")
      .filter((line) => line.includes("refusing to serve region"));

  it("refuses de with one line naming it and what is missing, and serves it once real facts are published", async () => {
    expect((await fetch(`${server.url}/de`)).status).toBe(503);
    const impressum = await fetch(`${server.url}/de/impressum`);
    expect(impressum.status).toBe(503);
    expect(impressum.headers.get("cache-control")).toBe("private, no-store");
    expect(await impressum.text()).not.toContain("80000000");
    const de = refusals().filter((line) => line.includes("region de "));
    expect(de).toHaveLength(1);
    expect(JSON.parse(de[0]!)).toMatchObject({ region: "de", level: "error" });
    expect(de[0]).toMatch(/entities\.eu\.register\.number.*hold sample values/);

    // An editor may not change legal facts; a publisher may, through the studio's API, and publish them.
    const editor = await signedInStaff("legal.editor@studio.example", "editor");
    const editorDraft = await editor("/drafts", { title: "Impressum" });
    const refused = await editor(`/drafts/${editorDraft.body.id as number}/changes`, {
      revision: 0,
      set: [{ path: "/legal/facts/entities/eu/register/number", value: "69599084" }],
    });
    expect(refused.status).toBe(403);

    const publisher = await signedInStaff("legal.counsel@studio.example", "publisher");
    const draft = await publisher("/drafts", { title: "Registered facts of the B.V." });
    const id = draft.body.id as number;
    const entity = "/legal/facts/entities/eu";
    const saved = await publisher(`/drafts/${id}/changes`, {
      revision: 0,
      set: [
        { path: `${entity}/register/number`, value: "69599084" },
        { path: `${entity}/vatId`, value: "NL859012345B01" },
        { path: `${entity}/representatives`, value: ["Anna Jansen"] },
        { path: `${entity}/publicationDirector`, value: "Anna Jansen" },
        { path: `${entity}/phone`, value: { display: "+31 20 794 1200", tel: "+31-20-794-1200" } },
        { path: `${entity}/shareCapital/amount`, value: 45000 },
        { path: "/legal/facts/hosts/global/name", value: "Hetzner Online GmbH" },
        { path: "/legal/facts/regions/de/weee/number", value: "DE 73410925" },
        { path: "/legal/facts/live", value: ["de"] },
      ],
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ ok: true, issues: [] });
    const published = await publisher(`/drafts/${id}/publish`, {
      revision: saved.body.revision,
      summary: "Registered facts for Germany",
    });
    expect(published.status).toBe(200);

    const served = await fetch(`${server.url}/de/impressum`);
    expect(served.status).toBe(200);
    const html = await served.text();
    expect(html).toContain("69599084");
    expect(html).toContain("Anna Jansen");
    expect(html).toContain("DE 73410925");
    expect(html).not.toContain("Beispieldaten");
    // fr shares the company but its facts are still marked sample: still refused, as is every other region.
    expect((await fetch(`${server.url}/fr`)).status).toBe(503);
    expect((await fetch(`${server.url}/us`)).status).toBe(503);
    // Once for de, never again after the publish (which leaves de out of the refused regions).
    expect(refusals().filter((line) => line.includes("region de "))).toHaveLength(1);
  });
});
