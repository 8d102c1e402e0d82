// Signed preview links. A link shows the site at its instant to anyone holding it, keeps doing so across
// pages through its cookie, and stops at its expiry; a changed byte is refused.
import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { presentsPreview, resolveRequestTime } from "~/request/request-time.server";
import { bypassReason } from "../../server/page-cache";
import { signPreviewLink, verifyPreviewLink } from "../../studio/preview-links.server";

const KEY = randomBytes(32);
const NOW = Date.parse("2026-01-01T00:00:00Z");
const clock = () => new Date(NOW);
const AT = Date.parse("2026-03-01T08:00:00Z");
const link = (expires = NOW + 3_600_000, draft: number | null = 7) => signPreviewLink(KEY, { draft, at: AT, expires });
const request = (url: string, headers: Record<string, string> = {}) =>
  new Request(`http://localhost${url}`, { headers });
/** The signature and expiry check alone (the server's also looks the draft up: tests/server/studio-hostile.test.ts). */
const check = async (token: unknown, now: Date) => verifyPreviewLink(KEY, token, now.getTime());
const resolve = (req: Request) => resolveRequestTime(req, clock, undefined, undefined, check);
const cookieOf = (setCookie: string | undefined) => setCookie!.split(";")[0]!;

describe("signed preview links", () => {
  it("verify with their key until they expire", () => {
    expect(verifyPreviewLink(KEY, link(), NOW)).toEqual({
      ok: true,
      grant: { draft: 7, at: AT, expires: NOW + 3_600_000 },
    });
    expect(verifyPreviewLink(KEY, link(NOW + 1), NOW + 1)).toMatchObject({ ok: false, reason: "expired" });
    expect(verifyPreviewLink(randomBytes(32), link(), NOW)).toMatchObject({ ok: false, reason: "signature" });
  });

  it("refuse any changed byte: payload, signature or version", () => {
    const token = link();
    const [version, payload, signature] = token.split(".") as [string, string, string];
    const longer = Buffer.from(JSON.stringify({ d: 7, a: AT, e: NOW + 10 * 86_400_000 })).toString("base64url");
    expect(verifyPreviewLink(KEY, `${version}.${longer}.${signature}`, NOW)).toMatchObject({ reason: "signature" });
    // Another last character (the random key makes the signature's own one "A" once in 64 runs).
    const otherLast = signature.endsWith("A") ? "B" : "A";
    expect(verifyPreviewLink(KEY, `${version}.${payload}.${signature.slice(0, -1)}${otherLast}`, NOW)).toMatchObject({
      ok: false,
    });
    expect(verifyPreviewLink(KEY, `v2.${payload}.${signature}`, NOW)).toMatchObject({ reason: "malformed" });
    expect(verifyPreviewLink(KEY, 42, NOW)).toMatchObject({ reason: "malformed" });
  });

  it("render the page at their instant, as a preview of their draft, without any token", async () => {
    const time = await resolve(request(`/us?preview=${link()}`));
    expect(time).toMatchObject({ now: new Date(AT), preview: true, draft: 7 });
    expect(time.linkCookie).toMatch(/^preview_link=.*Max-Age=3600; Path=\/; HttpOnly; SameSite=Lax$/);
    expect(time.setCookie).toContain("preview_at=");
  });

  it("keep the preview on the next pages through their cookie, with the preview clock running", async () => {
    const first = await resolve(request(`/us?preview=${link()}`));
    const cookies = `${cookieOf(first.linkCookie)}; ${cookieOf(first.setCookie)}`;
    const later = () => new Date(NOW + 60_000);
    const next = await resolveRequestTime(request("/us/faq", { cookie: cookies }), later, undefined, undefined, check);
    expect(next).toMatchObject({ preview: true, draft: 7, now: new Date(AT + 60_000) });
    // The bar's ?at= moves the instant, still with the link's draft.
    const moved = await resolve(request("/us/faq?at=2026-04-01T00:00:00Z", { cookie: cookies }));
    expect(moved).toMatchObject({ preview: true, draft: 7, now: new Date("2026-04-01T00:00:00Z") });
  });

  it("stop at their expiry: ?preview= is refused, an expired cookie is cleared and the page is live", async () => {
    const expired = link(NOW - 1);
    const refused = await resolve(request(`/us?preview=${expired}`));
    expect(refused).toMatchObject({ preview: false, refusedLink: { reason: "expired" } });
    expect(refused.linkCookie).toContain("Max-Age=0");
    const stale = await resolve(request("/us", { cookie: `preview_link=${expired}` }));
    expect(stale).toMatchObject({ preview: false, now: clock() });
    expect(stale.linkCookie).toContain("Max-Age=0");
  });

  it("are never answered from, nor joined to, the page cache", () => {
    const url = new URL(`http://localhost/us?preview=${link()}`);
    expect(presentsPreview(url, new Headers())).toBe(true);
    expect(presentsPreview(new URL("http://localhost/us"), new Headers({ cookie: "preview_link=x" }))).toBe(true);
    expect(bypassReason({ method: "GET", url, headers: new Headers() })).toBe("preview");
  });

  it("keep the studio out of the page cache altogether", () => {
    for (const path of ["/studio", "/studio/", "/studio/sign-in", "/studio/api/session", "/studio/products.data"])
      expect(bypassReason({ method: "GET", url: new URL(`http://localhost${path}`), headers: new Headers() })).toBe(
        "studio",
      );
  });
});
