// The studio against hostile requests, on the production server with its default rate limits (but the budget
// of uncached renders, 10 a second, which this test's quick requests would spend: rate-limits.test.ts has it). Password
// guessing meets the strict tier and the per-account throttle customer sign-in has; forged sessions, customer tokens
// and preview links open nothing; a post from another site or without the CSRF token is refused, a staff member's
// session included; oversize and malformed bodies are refused before any handler; a preview link can not be made to
// lead off the site; no studio answer is ever stored or served from a cache, nor indexed; sign-in never redirects out
// of the studio.
import { existsSync, readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { simpleParser } from "mailparser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { verifyAuditChain, type ExportedAuditRow } from "../../database/audit-chain.server";
import { ADMIN_TOKEN, freshDataDir, requestFrom, startServer, type RunningServer } from "./harness";

const EVIL = "https://evil.example";

describe("the studio under attack", { timeout: 180_000 }, () => {
  let data: Awaited<ReturnType<typeof freshDataDir>>;
  let server: RunningServer;
  beforeAll(async () => {
    data = await freshDataDir("studio-hostile");
    server = await startServer({ DATA_DIR: data.dir, RATE_LIMIT_RENDERS_PER_MINUTE: "60000" });
  }, 180_000);
  afterAll(async () => {
    await server?.stop();
    data?.remove();
  });

  /** The sign-in form's presession cookie and CSRF token, as a browser gets them. */
  async function signInForm(query = "") {
    const page = await fetch(`${server.url}/studio/sign-in${query}`);
    const cookie = /studio_presession=([^;]+)/.exec(page.headers.get("set-cookie") ?? "")![1]!;
    const csrf = /name="csrf" value="([^"]+)"/.exec(await page.text())![1]!;
    return { cookie: `studio_presession=${cookie}`, csrf };
  }

  const post = (path: string, body: Record<string, string>, headers: Record<string, string> = {}) =>
    fetch(`${server.url}${path}`, {
      method: "POST",
      redirect: "manual",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: server.url, ...headers },
      body: new URLSearchParams(body),
    });

  const createStaff = (email: string, role: "editor" | "publisher") =>
    fetch(`${server.url}/__admin/studio/users`, {
      method: "POST",
      headers: { authorization: `Bearer ${ADMIN_TOKEN}`, "content-type": "application/json" },
      body: JSON.stringify({ email, role }),
    });

  /** A staff member signed in as a browser does it (one-time link, password chosen): their cookie and CSRF token. */
  async function signedInStaff(email: string, role: "editor" | "publisher" = "editor") {
    const created = await createStaff(email, role);
    expect(created.status).toBe(201);
    const { token } = (await created.json()) as { token: string };
    const link = `?link=${encodeURIComponent(token)}`;
    const form = await signInForm(link);
    const password = "transform and roll out";
    const answer = await post(
      "/studio/sign-in",
      { csrf: form.csrf, intent: "set-password", link: token, password, confirm: password, next: "/studio/" },
      { cookie: form.cookie },
    );
    expect(answer.status).toBe(302);
    const cookie = `studio_session=${/studio_session=([^;]+)/.exec(answer.headers.get("set-cookie") ?? "")![1]!}`;
    const session = await fetch(`${server.url}/studio/api/session`, { headers: { cookie } });
    expect(session.status).toBe(200);
    const { csrf } = (await session.json()) as { csrf: string };
    return { cookie, csrf };
  }

  /** A call of the studio API as its scripts make it: JSON, the session's cookie, its token in X-CSRF-Token. */
  const api = (path: string, body: unknown, headers: Record<string, string> = {}) =>
    fetch(`${server.url}/studio/api${path}`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: server.url, ...headers },
      body: typeof body === "string" ? body : JSON.stringify(body),
    });

  let editor: Awaited<ReturnType<typeof signedInStaff>>;
  let other: Awaited<ReturnType<typeof signedInStaff>>;
  beforeAll(async () => {
    editor = await signedInStaff("hostile.editor@studio.example");
    other = await signedInStaff("hostile.other@studio.example");
  }, 60_000);
  const asEditor = (extra: Record<string, string> = {}) => ({
    cookie: editor.cookie,
    "x-csrf-token": editor.csrf,
    ...extra,
  });

  it("opens nothing for a forged session, a customer's token or a preview link", async () => {
    for (const cookie of ["studio_session=forged", "studio_session=", "preview_link=v1.e30.AAAA"]) {
      const page = await fetch(`${server.url}/studio/`, { redirect: "manual", headers: { cookie } });
      expect(page.status, cookie).toBe(302);
      expect((await fetch(`${server.url}/studio/api/session`, { headers: { cookie } })).status, cookie).toBe(401);
    }
    const bearer = { authorization: "Bearer anything", apptoken: "anything" };
    expect((await fetch(`${server.url}/studio/api/session`, { headers: bearer })).status).toBe(401);
    // An altered link renders no page (403), with or without a session's worth of cookies.
    const altered = await fetch(`${server.url}/us?preview=v1.eyJkIjpudWxsLCJhIjowLCJlIjo5OTk5OTk5OTk5OTk5fQ.forged`);
    expect(altered.status).toBe(403);
    expect(altered.headers.get("cache-control")).toBe("private, no-store");
  });

  it("answers the API 401 without a session, 403 for a change without the session's own CSRF token", async () => {
    // Without a session nothing is read, a right-looking token or not.
    expect((await api("/drafts", { title: "anonymous" }, { "x-csrf-token": editor.csrf })).status).toBe(401);
    expect((await fetch(`${server.url}/studio/api/versions/1/diff/1`)).status).toBe(401);
    // The control: the editor's own call opens a draft.
    const first = await api("/drafts", { title: "control" }, asEditor());
    expect(first.status).toBe(200);
    const { id } = (await first.json()) as { id: number };
    const refused: Record<string, string>[] = [
      { cookie: editor.cookie },
      { cookie: editor.cookie, "x-csrf-token": "forged" },
      { cookie: editor.cookie, "x-csrf-token": other.csrf }, // another session's token
      { cookie: other.cookie, "x-csrf-token": editor.csrf },
    ];
    for (const headers of refused) {
      const answer = await api("/drafts", { title: "forged" }, headers);
      expect(answer.status, JSON.stringify(headers)).toBe(403);
      expect(answer.headers.get("cache-control")).toBe("private, no-store");
    }
    // The token in the body instead of the header is no token either (a form on another site can put it there).
    expect((await api("/drafts", { title: "forged", csrf: editor.csrf }, { cookie: editor.cookie })).status).toBe(403);
    // None of them made a draft: the next one is the next number.
    const next = await api("/drafts", { title: "control" }, asEditor());
    expect(((await next.json()) as { id: number }).id).toBe(id + 1);
  });

  it("refuses a staff member's session used from another site", async () => {
    // A page of another site can not read the token, but were it to hold one: the browser names the site it posts from.
    const crossSite = await api("/drafts", { title: "cross-site" }, asEditor({ "sec-fetch-site": "cross-site" }));
    expect(crossSite.status).toBe(403);
    expect(crossSite.headers.get("cache-control")).toBe("private, no-store");
    // An older browser says it only in Origin.
    expect((await api("/drafts", { title: "elsewhere" }, asEditor({ origin: EVIL }))).status).toBe(403);
    // The studio's own forms: a sign-out posted from another site leaves the session alive. The browser's word and a
    // foreign Origin alike are a 403 of the server's guard (server/request-guards.ts), before React Router's own check.
    const signOut = { csrf: editor.csrf, intent: "sign-out" };
    const crossSiteForm = await post("/studio/", signOut, { cookie: editor.cookie, "sec-fetch-site": "cross-site" });
    expect(crossSiteForm.status).toBe(403);
    const foreignForm = await post("/studio/", signOut, { cookie: editor.cookie, origin: EVIL });
    expect(foreignForm.status).toBe(403);
    expect(foreignForm.headers.get("set-cookie")).toBeNull();
    expect((await fetch(`${server.url}/studio/api/session`, { headers: { cookie: editor.cookie } })).status).toBe(200);
  });

  it("refuses oversize, malformed and ill-typed bodies and unknown methods", async () => {
    const big = JSON.stringify({ title: "x".repeat(70 * 1024) });
    // Declared too large: refused before a byte is read; sent in chunks: cut off at the limit.
    expect((await api("/drafts", big, asEditor())).status).toBe(413);
    const chunked = await fetch(`${server.url}/studio/api/drafts`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: server.url, ...asEditor() },
      body: new Blob([big]).stream(),
      duplex: "half",
    } as RequestInit);
    expect(chunked.status).toBe(413);
    expect(chunked.headers.get("cache-control")).toBe("private, no-store");
    for (const body of ['{"title":', "[1,2", '{"title": "a"} trailing', "\u0000"]) {
      const answer = await api("/drafts", body, asEditor());
      expect(answer.status, body).toBe(400);
      expect(await answer.text(), body).not.toMatch(/SyntaxError|at JSON|node_modules/);
    }
    const ill = [
      ["/drafts", { title: 5 }],
      ["/drafts", { title: "x".repeat(121) }],
      ["/drafts/1/changes", { revision: "0", set: [] }],
      ["/drafts/1/changes", { revision: 0, set: [{ path: "prices/no-leading-slash", value: 1 }] }],
      ["/drafts/1/changes", { revision: 0, patch: [{ op: "eval", path: "/prices" }] }],
      ["/drafts/1/changes", { revision: 0, set: Array.from({ length: 201 }, () => ({ path: "/x" })) }],
    ] as const;
    for (const [path, body] of ill) expect((await api(path, body, asEditor())).status, JSON.stringify(body)).toBe(400);
    for (const id of ["0", "-1", "1e3", "abc"])
      expect((await api(`/drafts/${id}/check`, {}, asEditor())).status, id).toBe(404);
    const put = await fetch(`${server.url}/studio/api/drafts`, { method: "PUT", headers: asEditor(), body: "{}" });
    expect(put.status).toBe(405);
    expect(put.headers.get("allow")).toBe("GET, HEAD, POST");
  });

  it("publishes nothing a second editor changed after the draft was submitted", async () => {
    const publisher = await signedInStaff("hostile.publisher@studio.example", "publisher");
    const asPublisher = { cookie: publisher.cookie, "x-csrf-token": publisher.csrf };
    const json = async (answer: Response) => (await answer.json()) as Record<string, unknown>;
    const reviewed = [{ price: 399 }, { from: "2033-03-01T00:00:00-08:00", price: 377 }];
    const unreviewed = [{ price: 399 }, { from: "2033-03-01T00:00:00-08:00", price: 1 }];
    const path = "/prices/k1ProInterstellarScout/us";
    const draft = (await json(await api("/drafts", { title: "Reviewed price" }, asEditor()))) as { id: number };
    const saved = await json(
      await api(`/drafts/${draft.id}/changes`, { revision: 0, set: [{ path, value: reviewed }] }, asEditor()),
    );
    expect(saved).toMatchObject({ ok: true, revision: 1 });
    expect((await api(`/drafts/${draft.id}/submit`, { note: "reviewed" }, asEditor())).status).toBe(200);
    // Another editor changes the submitted draft; the publisher then publishes the draft as it now is.
    const asOther = { cookie: other.cookie, "x-csrf-token": other.csrf };
    const changed = await json(
      await api(`/drafts/${draft.id}/changes`, { revision: 1, set: [{ path, value: unreviewed }] }, asOther),
    );
    expect(changed).toMatchObject({ revision: 2 });
    const refused = await api(`/drafts/${draft.id}/publish`, { summary: "K1", revision: 2 }, asPublisher);
    expect(refused.status).toBe(409);
    expect((await json(refused)).error).toMatch(/hostile\.other@studio\.example changed it after .* submitted it/);
    const current = await fetch(`${server.url}/__admin/content/current`, {
      headers: { authorization: `Bearer ${ADMIN_TOKEN}` },
    });
    expect(await current.json()).toMatchObject({ version: 1 });
  });

  it("publishes no 60,000-character text and no part of the document the site does not have", async () => {
    const json = async (answer: Response) => (await answer.json()) as Record<string, unknown>;
    const draft = (await json(await api("/drafts", { title: "Oversize" }, asEditor()))) as { id: number };
    const huge = "Robot ".repeat(10_000);
    const saved = await json(
      await api(
        `/drafts/${draft.id}/changes`,
        { revision: 0, set: [{ path: "/bundles/en/home/hero/cta", value: huge }] },
        asEditor(),
      ),
    );
    expect(saved).toMatchObject({ ok: false });
    expect(saved.issues).toContainEqual(
      expect.objectContaining({
        file: "words/en.json",
        pointer: "/bundles/en/home/hero/cta",
        message: expect.stringMatching(/60,000 characters: at most 1,000/),
      }),
    );
    // A part the site does not have would be stored nowhere: the save is refused, nothing changes.
    const part = await api(
      `/drafts/${draft.id}/changes`,
      {
        revision: saved.revision,
        set: [
          { path: "/bundles/en/home/hero/cta" },
          { path: "/payload", value: { script: "<script>alert(1)</script>" } },
        ],
      },
      asEditor(),
    );
    expect(part.status).toBe(400);
    expect((await json(part)).error).toMatch(/"payload": no part of the site's content/);
    const language = await json(
      await api(
        `/drafts/${draft.id}/changes`,
        {
          revision: saved.revision,
          set: [{ path: "/bundles/en/home/hero/cta" }, { path: "/bundles/xx", value: { any: "thing" } }],
        },
        asEditor(),
      ),
    );
    expect(language).toMatchObject({ ok: false, revision: (saved.revision as number) + 1 });
    expect(language.issues).toContainEqual(
      expect.objectContaining({ file: "words/xx.json", message: '"xx" is no language of the site: take it out' }),
    );
  });

  it("schedules nothing for an editor, nor a draft changed after it was submitted", async () => {
    const publisher = await signedInStaff("hostile.scheduler@studio.example", "publisher");
    const asPublisher = { cookie: publisher.cookie, "x-csrf-token": publisher.csrf };
    const json = async (answer: Response) => (await answer.json()) as Record<string, unknown>;
    const path = "/prices/k1ProInterstellarScout/us";
    const value = (price: number) => [{ price: 399 }, { from: "2033-03-01T00:00:00-08:00", price }];
    const draft = (await json(await api("/drafts", { title: "Scheduled price" }, asEditor()))) as { id: number };
    await api(`/drafts/${draft.id}/changes`, { revision: 0, set: [{ path, value: value(377) }] }, asEditor());
    const at = new Date(Date.now() + 3_600_000).toISOString();
    const body = { summary: "K1", revision: 1, at };
    expect((await api(`/drafts/${draft.id}/schedule`, body, asEditor())).status).toBe(403);
    expect((await api(`/drafts/${draft.id}/submit`, { note: "reviewed" }, asEditor())).status).toBe(200);
    const asOther = { cookie: other.cookie, "x-csrf-token": other.csrf };
    await api(`/drafts/${draft.id}/changes`, { revision: 1, set: [{ path, value: value(1) }] }, asOther);
    const refused = await api(`/drafts/${draft.id}/schedule`, { ...body, revision: 2 }, asPublisher);
    expect(refused.status).toBe(409);
    expect((await json(refused)).error).toMatch(/changed it after .* submitted it/);
    expect((await api(`/drafts/${draft.id}/unschedule`, {}, asEditor())).status).toBe(403);
  });

  it("credits and audits the operator, never a name the caller of the admin API supplies", async () => {
    const forged = "pub@staff.example";
    const admin = async (path: string, body: unknown) => {
      const answer = await fetch(`${server.url}/__admin/content${path}`, {
        method: "POST",
        headers: { authorization: `Bearer ${ADMIN_TOKEN}`, "content-type": "application/json" },
        body: JSON.stringify(body),
      });
      return (await answer.json()) as Record<string, unknown>;
    };
    const draft = (await admin("/drafts", { by: forged, title: "Operator's price" })) as { id: number };
    await admin(`/drafts/${draft.id}`, {
      by: forged,
      revision: 0,
      patch: [
        {
          op: "replace",
          path: "/prices/k1ProInterstellarScout/uk",
          value: [{ price: 399 }, { from: "2033-03-01T00:00:00Z", price: 388 }],
        },
      ],
    });
    const published = await admin("/publish", { draft: draft.id, by: forged, summary: "operator" });
    expect(published).toHaveProperty("version");
    const rolledBack = await admin("/rollback", { version: published.previous, by: forged, summary: "undo" });
    expect(rolledBack).toMatchObject({ version: published.previous });

    const page = async (path: string) =>
      (await fetch(`${server.url}/studio${path}`, { headers: { cookie: editor.cookie } })).text();
    const history = await page("/history");
    expect(history).not.toContain(forged);
    expect(history).toContain("operator");
    const audit = await page("/audit");
    expect(audit).not.toContain(forged);
    const rows = [...audit.matchAll(/<tr>(.*?)<\/tr>/gs)].map((row) => row[1]!);
    for (const action of ["draft-create", "draft-change", "publish", "rollback"]) {
      const row = rows.find((cells) => cells.includes(`studio-action--${action}"`) && cells.includes(">operator<"));
      expect(row, action).toBeDefined();
      // The admin token's id (never the token) and the client's network.
      expect(row, action).toMatch(/admin token [0-9a-f]{12}/);
      expect(row, action).not.toContain(ADMIN_TOKEN);
    }
  });

  it("credits the operator on every admin door that takes a `by`, and staff on the studio's, in an intact chain", async () => {
    const forged = "pub@staff.example";
    const admin = (path: string, body: unknown) =>
      fetch(`${server.url}${path}`, {
        method: "POST",
        headers: { authorization: `Bearer ${ADMIN_TOKEN}`, "content-type": "application/json" },
        body: JSON.stringify(body),
      });
    const imported = await admin("/__admin/content/import", { by: forged, title: "Forged import", files: {} });
    expect(imported.status).toBe(200);
    const draft = ((await imported.json()) as { id: number }).id;
    const member = "door.keeper@studio.example";
    expect((await admin("/__admin/studio/users", { email: member, role: "editor", by: forged })).status).toBe(201);
    expect((await admin("/__admin/studio/users/link", { email: member, by: forged })).status).toBe(200);
    const opened = await api("/drafts", { title: "Staff's own", by: forged }, asEditor());
    expect(opened.status).toBe(200);
    const own = ((await opened.json()) as { id: number }).id;

    // The log as audit:export reads it: JSON lines, oldest first, with their hashes.
    const exported = await fetch(`${server.url}/__admin/content/audit`, {
      headers: { authorization: `Bearer ${ADMIN_TOKEN}` },
    });
    expect(exported.headers.get("content-type")).toMatch(/^application\/x-ndjson/);
    const rows = (await exported.text())
      .split("\n")
      .filter(Boolean)
      .map((line) => JSON.parse(line) as ExportedAuditRow);
    expect(rows.filter((row) => row.staffEmail === forged)).toEqual([]);
    expect(JSON.stringify(rows)).not.toContain(ADMIN_TOKEN);
    const operatorRows = [
      rows.find((row) => row.action === "draft-create" && row.target === `draft:${draft}`),
      rows.find((row) => row.action === "staff-created" && row.target === `staff:${member}`),
      rows.find((row) => row.action === "sign-in-link" && row.target === `staff:${member}`),
    ];
    for (const row of operatorRows) {
      expect(row).toMatchObject({ staffEmail: "operator", staffId: null });
      expect(row!.detail.operator).toMatch(/^admin token [0-9a-f]{12}$/);
      expect(row!.clientNetwork).not.toBe("");
    }
    const staffRow = rows.find((row) => row.action === "draft-create" && row.target === `draft:${own}`);
    expect(staffRow).toMatchObject({ staffEmail: "hostile.editor@studio.example" });
    expect(await verifyAuditChain(rows)).toMatchObject({ ok: true, rows: rows.length });
  });

  it("makes no preview link that leads off the site, and no link opens the studio", async () => {
    const at = "2030-01-01T00:00:00Z";
    for (const path of [
      `//evil.example/`,
      "/\\evil.example/",
      `${EVIL}/`,
      "/\t/evil.example/",
      "/us\u0000",
      "/us?x=1",
      "us",
      // Studio and operator paths are no pages: a link there would only send its holder to a sign-in.
      "/studio/",
      "/studio/drafts",
      "/Studio/drafts",
      "/__admin/content",
    ]) {
      expect((await api("/preview-links", { path, at }, asEditor())).status, path).toBe(400);
      // The studio's form makes links too, and answers with a redirect to them: never to another site.
      const answer = await post(
        "/studio/preview",
        { csrf: editor.csrf, intent: "preview-link", path, at, hours: "1", draft: "" },
        { cookie: editor.cookie },
      );
      expect(answer.status, path).toBe(400);
    }
    const made = await api("/preview-links", { path: "/us", at, seconds: 600 }, asEditor());
    expect(made.status).toBe(200);
    const { link } = (await made.json()) as { link: string };
    expect(link).toMatch(/^\/us\?preview=v1\./);
    const token = decodeURIComponent(link.split("preview=")[1]!);
    const shown = await fetch(`${server.url}${link}`);
    expect(shown.status).toBe(200);
    expect(shown.headers.get("cache-control")).toBe("private, no-store");
    // The working link, as a query or as its cookie, opens no studio page and no studio call.
    const tries: { path: string; headers: Record<string, string> }[] = [
      { path: `/studio/?preview=${encodeURIComponent(token)}`, headers: {} },
      { path: "/studio/", headers: { cookie: `preview_link=${token}` } },
    ];
    for (const { path, headers } of tries) {
      const page = await fetch(`${server.url}${path}`, { redirect: "manual", headers });
      expect(page.status, path).toBe(302);
      expect(page.headers.get("location"), path).toMatch(/^\/studio\/sign-in\?next=/);
      const call = await fetch(`${server.url}/studio/api/session?preview=${encodeURIComponent(token)}`, { headers });
      expect(call.status, path).toBe(401);
    }
    // A link whose draft is changed (the signature kept) renders nothing.
    const [version, , signature] = token.split(".");
    const payload = JSON.parse(Buffer.from(token.split(".")[1]!, "base64url").toString()) as Record<string, unknown>;
    const forged = `${version}.${Buffer.from(JSON.stringify({ ...payload, d: 1 })).toString("base64url")}.${signature}`;
    expect((await fetch(`${server.url}/us?preview=${encodeURIComponent(forged)}`)).status).toBe(403);
  });

  it("makes no preview link of a draft that does not exist or was discarded", async () => {
    const at = "2030-01-01T00:00:00Z";
    const missing = await api("/preview-links", { path: "/us", at, draft: 999_999 }, asEditor());
    expect(missing.status).toBe(404);
    const made = await api("/drafts", { title: "to discard" }, asEditor());
    const { id } = (await made.json()) as { id: number };
    expect((await api("/preview-links", { path: "/us", at, draft: id }, asEditor())).status).toBe(200);
    expect((await api(`/drafts/${id}/discard`, {}, asEditor())).status).toBe(200);
    const discarded = await api("/preview-links", { path: "/us", at, draft: id }, asEditor());
    expect(discarded.status).toBe(404);
    expect(((await discarded.json()) as { error: string }).error).toMatch(/discarded/);
  });

  it("renders no preview link once its draft is discarded or published", async () => {
    const at = "2030-01-01T00:00:00Z";
    const admin = (path: string, body: unknown) =>
      fetch(`${server.url}/__admin/content${path}`, {
        method: "POST",
        headers: { authorization: `Bearer ${ADMIN_TOKEN}`, "content-type": "application/json" },
        body: JSON.stringify(body),
      });
    /** A draft and a link to it, made while it is open; the link shows the draft. */
    async function linkedDraft(title: string) {
      const { id } = (await (await api("/drafts", { title }, asEditor())).json()) as { id: number };
      const made = await api("/preview-links", { path: "/us", at, draft: id }, asEditor());
      expect(made.status).toBe(200);
      const { link } = (await made.json()) as { link: string };
      const shown = await fetch(`${server.url}${link}`);
      expect(shown.status).toBe(200);
      expect(await shown.text()).toContain(`Draft ${id}`);
      return { id, link, token: decodeURIComponent(link.split("preview=")[1]!) };
    }
    /** The link, and its cookie on another page, once the draft is `state`: nothing of the draft is shown. */
    async function expectDead({ id, link, token }: { id: number; link: string; token: string }, state: string) {
      const opened = await fetch(`${server.url}${link}`);
      const html = await opened.text();
      expect(opened.status, state).toBe(410);
      expect(opened.headers.get("cache-control"), state).toBe("private, no-store");
      expect(html, state).toMatch(new RegExp(`no longer works[\\s\\S]*was ${state}`));
      expect(html, state).not.toContain(`Draft ${id}`);
      expect(opened.headers.get("set-cookie"), state).toMatch(/preview_link=;.*Max-Age=0/);
      const browsed = await fetch(`${server.url}/us/faq`, { headers: { cookie: `preview_link=${token}` } });
      expect(browsed.status, state).toBe(200);
      expect(await browsed.text(), state).not.toContain(`Draft ${id}`);
      expect(browsed.headers.get("set-cookie"), state).toMatch(/preview_link=;.*Max-Age=0/);
    }
    const discarded = await linkedDraft("discarded after its link");
    expect((await api(`/drafts/${discarded.id}/discard`, {}, asEditor())).status).toBe(200);
    await expectDead(discarded, "discarded");
    const published = await linkedDraft("published after its link");
    const saved = await admin(`/drafts/${published.id}`, {
      by: "ignored",
      revision: 0,
      patch: [
        {
          op: "replace",
          path: "/prices/k1ProInterstellarScout/uk",
          value: [{ price: 399 }, { from: "2034-03-01T00:00:00Z", price: 377 }],
        },
      ],
    });
    expect(saved.status).toBe(200);
    expect((await admin("/publish", { draft: published.id, by: "ignored", summary: "far price" })).status).toBe(200);
    await expectDead(published, "published");
  });

  it("never lets a cache keep a studio answer, nor the page cache answer one, nor a search engine index one", async () => {
    const paths = [
      "/studio/sign-in",
      "/studio/",
      "/studio/api/session",
      "/studio/nothing-here",
      "/STUDIO/",
      "/Studio/sign-in",
      "/%73tudio/",
      "/studio//",
      "/studio/sign-in/",
      "/studio.data",
    ];
    for (const path of paths) {
      for (let round = 0; round < 2; round++) {
        const answer = await fetch(`${server.url}${path}`, { redirect: "manual" });
        expect(answer.headers.get("cache-control"), path).toBe("private, no-store");
        expect(answer.headers.get("x-cache") ?? "BYPASS", path).not.toBe("HIT");
        // Whatever the spelling, a signed-out visitor sees no studio screen, only the sign-in.
        if (answer.status === 200) expect(await answer.text(), path).toContain('name="intent" value="sign-in"');
        else await answer.arrayBuffer();
      }
    }
    const signIn = await (await fetch(`${server.url}/studio/sign-in`)).text();
    expect(signIn).toContain('<meta name="robots" content="noindex"/>');
  });

  it("sends a signed-out visitor back only to a studio page", async () => {
    for (const next of ["//evil.example/studio/", `${EVIL}/`, "/\\evil.example/", "/studio/\\\\evil.example"]) {
      const answer = await fetch(`${server.url}/studio/sign-in?next=${encodeURIComponent(next)}`);
      expect(await answer.text(), next).toContain('name="next" value="/studio/"');
    }
  });

  it("signs a staff member out for good", async () => {
    const signOut = await post("/studio/", { csrf: other.csrf, intent: "sign-out" }, { cookie: other.cookie });
    expect(signOut.status).toBe(302);
    // The old cookie, kept by whoever copied it, opens nothing any more.
    expect((await fetch(`${server.url}/studio/api/session`, { headers: { cookie: other.cookie } })).status).toBe(401);
    const page = await fetch(`${server.url}/studio/`, { redirect: "manual", headers: { cookie: other.cookie } });
    expect(page.status).toBe(302);
  });

  // Last: it spends this address's budget of the strict tier for the minute.
  it("throttles password guessing per account after 5 wrong passwords, and per address at the auth tier", async () => {
    expect((await createStaff("target@studio.example", "publisher")).status).toBe(201);
    const form = await signInForm();
    const guess = (email: string, password: string) =>
      post(
        "/studio/sign-in",
        { csrf: form.csrf, intent: "sign-in", email, password, next: "/studio/" },
        { cookie: form.cookie },
      );
    const answers: { status: number; text: string }[] = [];
    for (let attempt = 0; attempt < 21; attempt++) {
      const answer = await guess("target@studio.example", `wrong guess ${attempt}`);
      answers.push({ status: answer.status, text: await answer.text() });
    }
    // Five wrong passwords, then the account waits (429) whatever is tried; past 20 a minute the address is refused too.
    expect(answers.map((answer) => answer.status)).toEqual([...Array(5).fill(401), ...Array(16).fill(429)]);
    expect(answers[5]!.text).toContain("Too many wrong passwords");
    expect(answers.at(-1)!.text).toContain("Too many attempts");
    // Another account from the same address: refused by the address's budget, before any password is checked.
    const elsewhere = await guess("someone.else@studio.example", "a guess");
    expect(elsewhere.status).toBe(429);
    expect(elsewhere.headers.get("retry-after")).toMatch(/^\d+$/);
  });

  it("lets a member's right password in from a client that has not failed, and mails them a new sign-in link", async () => {
    const email = "locked.out@studio.example";
    const password = "transform and roll out";
    /** A sign-in form posted from another client of this machine (its own address, so its own budgets). */
    const signInForm = async (from: string, fields: Record<string, string>, query = "") => {
      const form = await requestFrom(from, `${server.url}/studio/sign-in${query}`);
      const cookie = /studio_presession=([^;]+)/.exec(String(form.headers["set-cookie"]))![1]!;
      const csrf = /name="csrf" value="([^"]+)"/.exec(form.body)![1]!;
      return requestFrom(from, `${server.url}/studio/sign-in`, {
        method: "POST",
        headers: {
          "content-type": "application/x-www-form-urlencoded",
          origin: server.url,
          cookie: `studio_presession=${cookie}`,
        },
        body: new URLSearchParams({ csrf, next: "/studio/", ...fields }).toString(),
      });
    };
    const { token } = (await (await createStaff(email, "editor")).json()) as { token: string };
    const link = encodeURIComponent(token);
    const chosen = await signInForm(
      "127.0.0.30",
      { intent: "set-password", link: token, password, confirm: password },
      `?link=${link}`,
    );
    expect(chosen.status).toBe(302);
    const signIn = (from: string, attempt: string) => signInForm(from, { intent: "sign-in", email, password: attempt });
    const statuses = [];
    for (let i = 0; i < 7; i++) statuses.push((await signIn("127.0.0.31", `wrong guess ${i}`)).status);
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429, 429]);
    expect((await signIn("127.0.0.32", password)).status).toBe(302);
    // The member is mailed a fresh one-time sign-in link (the mail worker writes the maildir without SMTP_URL).
    const maildir = path.join(data.dir, "mail", "new");
    const linkMailed = async () => {
      for (const name of existsSync(maildir) ? readdirSync(maildir) : []) {
        const mail = await simpleParser(readFileSync(path.join(maildir, name), "utf8"));
        const to = Array.isArray(mail.to) ? mail.to[0] : mail.to;
        if (to?.text === email && /\/studio\/sign-in\?link=[\w-]+/.test(mail.text ?? "")) return true;
      }
      return false;
    };
    await expect.poll(linkMailed, { timeout: 20_000 }).toBe(true);
  });
});
