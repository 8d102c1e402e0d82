import { describe, expect, it } from "vitest";
import { parsePreviewInstant, presentsPreview, resolveRequestTime } from "~/request/request-time.server";
import { cnHostSwap, cnPrefixRedirect } from "~/rules/host-swap";

const clock = () => new Date("2026-01-01T00:00:00Z");
const TOKEN = "secret-token";
const request = (url: string, headers: Record<string, string> = {}) =>
  new Request(`http://localhost${url}`, { headers });

describe("resolveRequestTime", () => {
  it("uses the server clock without a preview token", async () => {
    const time = await resolveRequestTime(request("/us?at=2025-02-10T00:00:00Z"), clock, TOKEN);
    expect(time).toMatchObject({ now: clock(), preview: false });
  });
  it("ignores ?at= when preview is not configured", async () => {
    const time = await resolveRequestTime(
      request("/us?at=2025-02-10T00:00:00Z", { "x-preview-token": TOKEN }),
      clock,
      undefined,
    );
    expect(time.preview).toBe(false);
  });
  it("ignores ?at= with a wrong token", async () => {
    const time = await resolveRequestTime(
      request("/us?at=2025-02-10T00:00:00Z", { "x-preview-token": "nope" }),
      clock,
      TOKEN,
    );
    expect(time.preview).toBe(false);
  });
  it("renders at the instant with a valid token and remembers it in a cookie", async () => {
    const time = await resolveRequestTime(
      request("/us?at=2025-02-10T08:00:00%2B08:00", { "x-preview-token": TOKEN }),
      clock,
      TOKEN,
    );
    expect(time.now.toISOString()).toBe("2025-02-10T00:00:00.000Z");
    expect(time.preview).toBe(true);
    expect(time.setCookie).toContain("preview_at=");
  });
  it("keeps the remembered instant on later requests without ?at=", async () => {
    const first = await resolveRequestTime(
      request("/us?at=2025-02-10T00:00:00Z", { "x-preview-token": TOKEN }),
      clock,
      TOKEN,
    );
    const cookie = first.setCookie!.split(";")[0]!;
    const later = await resolveRequestTime(
      request("/us/choose-your-region", { "x-preview-token": TOKEN, cookie }),
      clock,
      TOKEN,
    );
    expect(later.now.toISOString()).toBe("2025-02-10T00:00:00.000Z");
  });
  it("runs the preview clock from the instant: later requests add the server time passed since ?at= set it", async () => {
    let serverNow = Date.parse("2026-01-01T00:00:00Z");
    const moving = () => new Date(serverNow);
    const first = await resolveRequestTime(
      request("/us?at=2025-04-28T06:59:55Z", { "x-preview-token": TOKEN }),
      moving,
      TOKEN,
    );
    expect(first.now.toISOString()).toBe("2025-04-28T06:59:55.000Z");
    const cookie = first.setCookie!.split(";")[0]!;
    serverNow += 7_000;
    const later = await resolveRequestTime(request("/us/faq", { "x-preview-token": TOKEN, cookie }), moving, TOKEN);
    expect(later.now.toISOString()).toBe("2025-04-28T07:00:02.000Z");
    // A revalidation or reload of the address that still carries the same ?at= keeps the running clock …
    const again = await resolveRequestTime(
      request("/us?at=2025-04-28T06:59:55Z", { "x-preview-token": TOKEN, cookie }),
      moving,
      TOKEN,
    );
    expect(again.now.toISOString()).toBe("2025-04-28T07:00:02.000Z");
    expect(again.setCookie).toBeUndefined();
    // … another instant starts it again.
    const other = await resolveRequestTime(
      request("/us?at=2025-01-01T00:00:00Z", { "x-preview-token": TOKEN, cookie }),
      moving,
      TOKEN,
    );
    expect(other.now.toISOString()).toBe("2025-01-01T00:00:00.000Z");
    expect(other.setCookie).toContain("preview_at=");
  });
  it("treats forged cookies that decode to numbers or objects as absent instead of failing the request", async () => {
    // createCookie decodes base64 JSON: "MTIz" is 123, "eyJhIjoxfQ==" is {"a":1}.
    for (const value of ["MTIz", "eyJhIjoxfQ==", "%%%%"]) {
      const time = await resolveRequestTime(
        request("/us", { cookie: `preview_token=${value}; preview_at=${value}` }),
        clock,
        TOKEN,
      );
      expect(time).toMatchObject({ now: clock(), preview: false });
      const withToken = await resolveRequestTime(
        request("/us", { "x-preview-token": TOKEN, cookie: `preview_at=${value}` }),
        clock,
        TOKEN,
      );
      expect(withToken.preview).toBe(false);
    }
  });
  it("clears the remembered instant with ?at=now", async () => {
    const time = await resolveRequestTime(request("/us?at=now", { "x-preview-token": TOKEN }), clock, TOKEN);
    expect(time.preview).toBe(false);
    expect(time.setCookie).toContain("Max-Age=0");
  });
});

describe("parsePreviewInstant", () => {
  it("accepts ISO-8601 instants with an offset or Z", () => {
    expect(parsePreviewInstant("2024-11-22T09:00:00+01:00")?.toISOString()).toBe("2024-11-22T08:00:00.000Z");
    expect(parsePreviewInstant("2024-11-22T08:00Z")?.toISOString()).toBe("2024-11-22T08:00:00.000Z");
  });
  it("refuses anything else", () => {
    for (const value of [
      "",
      "yesterday",
      "2024-11-22",
      "2024-11-22T08:00:00",
      "1732262400000",
      "2024-13-45T99:00:00Z",
    ]) {
      expect(parsePreviewInstant(value)).toBeNull();
    }
  });
});

describe("cnHostSwap", () => {
  const swap = (url: string) => cnHostSwap(new URL(url), "www.mechaforge.cn", "www.mechaforge.com");
  it("sends non-cn regions on the .cn host to the same path on the .com host", () => {
    expect(swap("https://www.mechaforge.cn/us/manuals?x=1")).toBe("https://www.mechaforge.com/us/manuals?x=1");
  });
  it("keeps cn pages and other hosts where they are", () => {
    expect(swap("https://www.mechaforge.cn/manuals")).toBeNull();
    expect(swap("https://evil.example/us/manuals")).toBeNull();
    expect(cnHostSwap(new URL("https://www.mechaforge.cn/us"), undefined, undefined)).toBeNull();
  });
});

describe("cnPrefixRedirect", () => {
  const target = (path: string) => cnPrefixRedirect(new URL(`http://localhost${path}`));
  it("drops the /cn prefix and keeps the query", () => {
    expect(target("/cn/manuals?a=1")).toBe("/manuals?a=1");
    expect(target("/cn")).toBe("/");
    expect(target("/cn/")).toBe("/");
  });
  it("never produces a protocol-relative target", () => {
    expect(target("/cn//evil.example.com")).toBe("/evil.example.com");
    expect(target("/cn/\\\\evil.example.com")).toBe("/evil.example.com");
  });
  it("leaves other paths alone", () => {
    expect(target("/cnx/manuals")).toBeNull();
    expect(target("/us/cn")).toBeNull();
  });
});

describe("presentsPreview", () => {
  const presents = (cookie: string) => presentsPreview(new URL("http://localhost/us"), new Headers({ cookie }));
  it("reads the cookies as the cookie parser does: spaces and tabs around a name are the same cookie", async () => {
    for (const cookie of [
      "preview_token=x",
      "preview_token =x",
      "a=1;preview_at\t=x",
      "a=1; \tpreview_at = x",
      "a=1;  preview_token=",
    ])
      expect(presents(cookie), cookie).toBe(true);
    for (const cookie of [
      "PREVIEW_TOKEN=x",
      "preview%5Ftoken=x",
      "xpreview_token=x",
      "preview_token",
      "a=preview_at=1",
    ])
      expect(presents(cookie), cookie).toBe(false);
  });

  it("honours exactly the spellings it presents: a spaced cookie previews, and is no preview without the token", async () => {
    const token = Buffer.from(JSON.stringify(TOKEN)).toString("base64");
    const spaced = request("/us", { cookie: `preview_token =${token}` });
    expect(presentsPreview(new URL(spaced.url), spaced.headers)).toBe(true);
    const first = await resolveRequestTime(
      request("/us?at=2025-02-10T00:00:00Z", { cookie: `preview_token =${token}` }),
      clock,
      TOKEN,
    );
    expect(first.preview).toBe(true);
    const forged = await resolveRequestTime(
      request("/us?at=2025-02-10T00:00:00Z", { cookie: `preview_token =${Buffer.from('"x"').toString("base64")}` }),
      clock,
      TOKEN,
    );
    expect(forged.preview).toBe(false);
  });
});
