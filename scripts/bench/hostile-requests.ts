// Seeded generator of hostile HTTP requests and the verdict on each answer (they are sent by send-raw.ts). Shared by
// `npm run bench:resilience` (1,000 requests against the production server), tests/server/hostile.test.ts (the whole
// server) and tests/integration/api-hostile.test.ts (~100 API requests against the API router).
// The verdicts: answers Node's HTTP parser gives before any of our code runs (431 for headers or a URL over 16 KB, 400
// for an invalid method or bytes) are bare by nature and count as refusals. Everything our code answers under /api must
// be a `{code,msg,data}` envelope; a 5xx, a redirect to another host, a stack trace or file contents in a body, or no
// answer is a failure. Security fixes first add their attack here (or to the resilience bench) and see it fail.
import { gzipSync } from "node:zlib";
import type { RawAnswer, RawRequest } from "./send-raw";

export interface HostileRequest extends RawRequest {
  id: number;
  category: string;
}
export interface Verdict {
  ok: boolean;
  /** parserRefusal: Node's HTTP parser refused the request before any of our code ran. */
  kind: "app" | "parserRefusal" | "noAnswer";
  problems: string[];
}
type Random = () => number;
type RequestHeaders = RawRequest["headers"];
/** What a category makes: a request without its id and category, headers left out when there are none. */
type Made = Omit<RawRequest, "headers"> & { headers?: RequestHeaders };

/** Mulberry32: small, fast, and the same sequence for the same seed everywhere. */
export function seededRandom(seed: number): Random {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const SCOPES = ["cn", "us", "eu"];
const POST_ENDPOINTS = [
  "/account/user/subscribe/create",
  "/account/user/register_or_login",
  "/account/user/sign_in",
  "/account/user/logout",
];
const GET_ENDPOINTS = ["/account/user/profile", "/account/user/sign_in/refresh"];
const EVIL = "evil.example";

const SQL = [
  "' OR '1'='1",
  "'; DROP TABLE subscriptions; --",
  '" OR 1=1 --',
  "1; SELECT pg_sleep(10)--",
  "admin'--",
  "' UNION SELECT email, password_hash FROM users--",
  "$1",
  "%' AND 1=0 UNION SELECT NULL--",
  "\\'; COPY subscriptions TO '/tmp/x'; --",
];
const HTML = [
  "<script>alert(1)</script>",
  "<img src=x onerror=alert(1)>",
  '"><svg onload=alert(1)>',
  "javascript:alert(1)",
  "{{constructor.constructor('alert(1)')()}}",
  "<iframe src=//evil.example>",
  "${7*7}",
];
const UNICODE = [
  "\u202e\u0645\u0631\u062d\u0628\u0627",
  "\u200b\u200c\u200d\ufeff",
  "😀🤖🔥",
  "\ud800",
  "\udfff\ud800",
  "Ω≈ç√∫˜µ≤≥÷",
  "ＡＢＣ＠ｅｘａｍｐｌｅ．ｃｏｍ",
  "\u0000",
  "\u0000\u0001\u001f\u007f",
  "e\u0301\u0301\u0301\u0301",
  "\u{10ffff}",
];
const WRONG_VALUES: unknown[] = [
  42,
  -1,
  1e308,
  true,
  false,
  null,
  [],
  ["a@b.co"],
  {},
  { $ne: "" },
  { __proto__: { admin: true } },
  "",
  " ",
  "x".repeat(400),
];

const pick = <T>(rng: Random, list: readonly T[]): T => list[Math.floor(rng() * list.length)]!;
const token = (rng: Random, length: number) =>
  Array.from(
    { length },
    () => "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_"[Math.floor(rng() * 64)],
  ).join("");
const hex = (rng: Random, length: number) =>
  Array.from({ length }, () => "0123456789abcdef"[Math.floor(rng() * 16)]).join("");
const uuid = (rng: Random) => `${hex(rng, 8)}-${hex(rng, 4)}-4${hex(rng, 3)}-8${hex(rng, 3)}-${hex(rng, 12)}`;
const json: Record<string, string> = { "content-type": "application/json" };
/** Percent-encodes every UTF-8 byte (encodeURIComponent throws on lone surrogates, which we want to send). */
const pct = (text: string) =>
  [...Buffer.from(text, "utf8")].map((byte) => `%${byte.toString(16).padStart(2, "0")}`).join("");

function apiPath(rng: Random, endpoints = POST_ENDPOINTS) {
  return `/api/${pick(rng, SCOPES)}${pick(rng, endpoints)}`;
}

function payloadString(rng: Random) {
  return pick(rng, [pick(rng, SQL), pick(rng, HTML), pick(rng, UNICODE), `${pick(rng, SQL)}${pick(rng, HTML)}`]);
}

/** Each category returns one request. */
const CATEGORIES: Record<string, (rng: Random) => Made> = {
  malformedJson: (rng): Made => ({
    method: "POST",
    path: apiPath(rng),
    headers: json,
    body: pick(rng, [
      '{"email": "a@b.co", "password":',
      "{email: 'a@b.co'}",
      "{'a':1}",
      "[1,2,",
      "nul",
      '{"a":1}}',
      '"just a string',
      '{"email":"a@b.co",}',
      "NaN",
      '{"a":undefined}',
      "{".repeat(50),
      '{"__proto__":{"polluted":1},"email":"a@b.co","region":"us"}',
      "[".repeat(8000) + "]".repeat(8000),
      "1e99999",
      '{"email":"\\uZZZZ"}',
    ]),
  }),
  oversized: (rng): Made => {
    const size = pick(rng, [16 * 1024 + 1, 64 * 1024, 512 * 1024, 2 * 1024 * 1024]);
    const field = pick(rng, ["source", "email", "password"]);
    return {
      method: "POST",
      path: apiPath(rng),
      headers: json,
      body: JSON.stringify({
        email: "big@example.com",
        password: "longenough",
        region: "us",
        [field]: "x".repeat(size),
      }),
    };
  },
  wrongTypes: (rng): Made => {
    const path = apiPath(rng, POST_ENDPOINTS.slice(0, 3));
    const body: Record<string, unknown> = {
      email: "typed@example.com",
      password: "longenough1",
      region: "us",
      source: "/us",
    };
    for (const field of Object.keys(body)) if (rng() < 0.5) body[field] = pick(rng, WRONG_VALUES);
    return { method: "POST", path, headers: json, body: rng() < 0.2 ? JSON.stringify([body]) : JSON.stringify(body) };
  },
  sqlAndHtml: (rng): Made => {
    const value = payloadString(rng);
    const where = pick(rng, ["email", "password", "source", "region", "emailDomain", "header", "query"]);
    const body: Record<string, string> = {
      email: "inject@example.com",
      password: "longenough1",
      region: "us",
      source: "/us",
    };
    const headers: Record<string, string> = { ...json };
    let path = apiPath(rng, POST_ENDPOINTS.slice(0, 3));
    if (where === "emailDomain") body.email = `x@${value}.com`;
    else if (where === "header") headers[pick(rng, ["region", "accept-language", "apptoken", "reftoken"])] = pct(value);
    else if (where === "query") path = `/api/${pick(rng, SCOPES)}/account/user/sign_in/refresh?user_id=${pct(value)}`;
    else body[where] = value;
    return {
      method: path.includes("refresh") ? "GET" : "POST",
      path,
      headers,
      body: path.includes("refresh") ? undefined : JSON.stringify(body),
    };
  },
  forgedTokens: (rng): Made => {
    const forged = pick(rng, [
      token(rng, 43),
      `eyJhbGciOiJub25lIn0.${token(rng, 30)}.`,
      token(rng, 129),
      token(rng, 5000),
      "null",
      "undefined",
      "' OR 1=1 --",
      "%00",
      "../../etc/passwd",
      pct(pick(rng, UNICODE)),
    ]);
    const path = pick(rng, [
      `/api/${pick(rng, SCOPES)}/account/user/profile`,
      `/api/${pick(rng, SCOPES)}/account/user/sign_in/refresh?user_id=${uuid(rng)}`,
      `/api/${pick(rng, SCOPES)}/account/user/logout`,
    ]);
    return { method: path.endsWith("logout") ? "POST" : "GET", path, headers: { apptoken: forged, reftoken: forged } };
  },
  expiredTokens: (rng): Made => {
    // {{...}} are filled in by the runner with a real session; the preview instant (or the test clock) lies after expiry.
    const scope = "us";
    const path = pick(rng, [
      `/api/${scope}/account/user/profile?at=2099-01-01T00:00:00Z`,
      `/api/${scope}/account/user/sign_in/refresh?user_id={{user_id}}&at=2099-01-01T00:00:00Z`,
    ]);
    return {
      method: "GET",
      path,
      headers: { apptoken: "{{apptoken}}", reftoken: "{{reftoken}}", "x-preview-token": "{{preview_token}}" },
    };
  },
  oddMethods: (rng): Made => ({
    method: pick(rng, [
      "PUT",
      "DELETE",
      "PATCH",
      "OPTIONS",
      "TRACE",
      "PROPFIND",
      "MKCOL",
      "LINK",
      "PURGE",
      "SEARCH",
      "HEAD",
      "get",
      "FOO",
      "G\u00c9T",
    ]),
    path: pick(rng, [apiPath(rng), apiPath(rng, GET_ENDPOINTS), "/api/us/", "/api", "/api/mars/account/user/profile"]),
    headers: rng() < 0.5 ? json : {},
    body: rng() < 0.5 ? '{"email":"odd@example.com","region":"us"}' : undefined,
  }),
  hugeHeadersAndUrls: (rng): Made => {
    const kind = pick(rng, ["header8k", "header20k", "manyHeaders", "url8k", "url20k", "query2000", "cookie"]);
    const path = apiPath(rng, GET_ENDPOINTS);
    if (kind === "header8k") return { method: "GET", path, headers: { apptoken: "a".repeat(8000) } };
    if (kind === "header20k") return { method: "GET", path, headers: { "x-junk": "a".repeat(20_000) } };
    if (kind === "manyHeaders")
      return {
        method: "GET",
        path,
        headers: Object.fromEntries(Array.from({ length: 300 }, (_, i) => [`x-h${i}`, token(rng, 8)])),
      };
    if (kind === "url8k") return { method: "GET", path: `${path}?user_id=${"a".repeat(8000)}` };
    if (kind === "url20k") return { method: "GET", path: `${path}?user_id=${"a".repeat(20_000)}` };
    if (kind === "query2000")
      return { method: "GET", path: `${path}?${Array.from({ length: 2000 }, (_, i) => `user_id=${i}`).join("&")}` };
    return {
      method: "GET",
      path,
      headers: { cookie: `preview_at=${"%".repeat(3000)}; preview_token=${token(rng, 4000)}` },
    };
  },
  badContentTypes: (rng): Made => {
    const body = '{"email":"ctype@example.com","region":"us","password":"longenough1"}';
    const kind = pick(rng, [
      "text/plain",
      "form",
      "multipart",
      "utf16",
      "latin1",
      "bogusCharset",
      "none",
      "list",
      "gzipJunk",
      "gzipBomb",
      "bogusEncoding",
      "xml",
    ]);
    const path = apiPath(rng, POST_ENDPOINTS.slice(0, 3));
    const as = (headers: Record<string, string>, payload: string | Uint8Array = body): Made => ({
      method: "POST",
      path,
      headers,
      body: payload,
    });
    if (kind === "form")
      return as({ "content-type": "application/x-www-form-urlencoded" }, "email=ctype%40example.com&region=us");
    if (kind === "multipart")
      return as(
        { "content-type": "multipart/form-data; boundary=xyz" },
        '--xyz\r\nContent-Disposition: form-data; name="email"\r\n\r\na@b.co\r\n--xyz--\r\n',
      );
    if (kind === "utf16") return as({ "content-type": "application/json; charset=utf-16" });
    if (kind === "latin1") return as({ "content-type": "application/json; charset=iso-8859-1" });
    if (kind === "bogusCharset") return as({ "content-type": "application/json; charset=\u00ff\u00fe" });
    if (kind === "none") return as({});
    if (kind === "list") return as({ "content-type": "application/json, text/html" });
    if (kind === "gzipJunk") return as({ ...json, "content-encoding": "gzip" }, "definitely not gzip");
    if (kind === "gzipBomb")
      return as(
        { ...json, "content-encoding": "gzip" },
        gzipSync(JSON.stringify({ email: "a@b.co", region: "us", source: "0".repeat(4 * 1024 * 1024) })),
      );
    if (kind === "bogusEncoding") return as({ ...json, "content-encoding": "compress, br, zstd" });
    if (kind === "xml")
      return as(
        { "content-type": "application/xml" },
        '<?xml version="1.0"?><!DOCTYPE x [<!ENTITY e SYSTEM "file:///etc/passwd">]><x>&e;</x>',
      );
    return as({ "content-type": "text/plain" });
  },
  unicodeJunk: (rng): Made => {
    const kind = pick(rng, [
      "invalidUtf8Body",
      "bom",
      "surrogates",
      "rawBytesInPath",
      "percentJunkPath",
      "unicodeHeader",
      "emojiEmail",
      "overlong",
    ]);
    const path = apiPath(rng, POST_ENDPOINTS.slice(0, 3));
    if (kind === "invalidUtf8Body")
      return {
        method: "POST",
        path,
        headers: json,
        body: Uint8Array.from([0x7b, 0x22, 0x65, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0xc0, 0xaf, 0x22, 0x7d]),
      };
    if (kind === "bom")
      return { method: "POST", path, headers: json, body: '\ufeff{"email":"bom@example.com","region":"us"}' };
    if (kind === "surrogates")
      return {
        method: "POST",
        path,
        headers: json,
        body: `{"email":"s@example.com","password":"\\ud800\\udc00\\ud800x12345678","region":"us","source":"\\udfff${pick(rng, UNICODE).replaceAll("\u0000", "\\u0000")}"}`,
      };
    if (kind === "rawBytesInPath")
      return { method: "GET", path: `/api/us/account/user/profile/\u00ff\u00e9`, headers: {} };
    if (kind === "percentJunkPath")
      return {
        method: "GET",
        path: pick(rng, [
          "/api/us/%E0%A4%A",
          "/api/%FF%FE/x",
          "/api/us/account/user/profile%00",
          "/api/us/%C0%AE%C0%AE/x",
          "/api/%",
        ]),
        headers: {},
      };
    if (kind === "unicodeHeader")
      return {
        method: "POST",
        path,
        headers: { ...json, region: "\u00e9\u00ff", "accept-language": "\u00ff\u00fe;q=\u00e9" },
        body: '{"email":"h@example.com","region":"us"}',
      };
    if (kind === "emojiEmail")
      return {
        method: "POST",
        path,
        headers: json,
        body: JSON.stringify({
          email: `${pick(rng, UNICODE)}@example.com`,
          password: pick(rng, UNICODE).repeat(8),
          region: "us",
          source: pick(rng, UNICODE),
        }),
      };
    return {
      method: "POST",
      path,
      headers: json,
      body: Uint8Array.from([
        ...Buffer.from('{"email":"o'),
        0xc0,
        0x80,
        ...Buffer.from('@example.com","region":"us"}'),
      ]),
    };
  },
  pathTraversal: (rng): Made => ({
    method: "GET",
    path: pick(rng, [
      "/../../../../etc/passwd",
      "/%2e%2e/%2e%2e/%2e%2e/etc/passwd",
      "/us/..%2f..%2f..%2fpackage.json",
      "/assets/..%2f..%2f..%2fpackage.json",
      "/assets/../../package.json",
      "/images/..%5c..%5c..%5cpackage.json",
      "/us/....//....//etc/passwd",
      "/api/us/../../../etc/passwd",
      "/.env",
      "/.git/config",
      "/build/server/index.js",
      "/server/index.js",
      "/%c0%ae%c0%ae/%c0%ae%c0%ae/etc/passwd",
      "/fonts/%2e%2e/%2e%2e/package.json",
      "/manuals/..%252f..%252fpackage.json",
      "/us/manuals/../../../../etc/passwd%00.pdf",
    ]),
    headers: {},
  }),
  openRedirect: (rng): Made => ({
    method: pick(rng, ["GET", "GET", "HEAD"]),
    path: pick(rng, [
      `//${EVIL}`,
      `//${EVIL}/%2e%2e`,
      `///${EVIL}`,
      `/\\${EVIL}`,
      `/\\/${EVIL}`,
      `/cn//${EVIL}`,
      `/cn///${EVIL}`,
      `/cn/\\${EVIL}`,
      `/cn/%2F%2F${EVIL}`,
      `/cn/%5C%5C${EVIL}`,
      `/cn/https://${EVIL}`,
      `/cn/https:%2F%2F${EVIL}`,
      `/%2F%2F${EVIL}`,
      `/us/new-release//${EVIL}`,
      `/us//new-release`,
      `/us/new-release?next=https://${EVIL}`,
      `/us/login?redirect=//${EVIL}`,
      `/us/black-friday?return=https://${EVIL}`,
      `/images//${EVIL}/%2e%2e`,
      `//${EVIL}/%2e%2e/images`,
      `/cn/?at=2030-01-01T00:00:00Z`,
      `/cn`,
    ]),
    headers: pick<RequestHeaders>(rng, [
      {},
      { host: EVIL },
      { "x-forwarded-host": EVIL, "x-forwarded-proto": "https" },
    ]),
  }),
  pageJunk: (rng): Made => {
    const kind = pick(rng, ["formNul", "formHuge", "formWrong", "dataPost", "noAction", "junkQuery", "regionJunk"]);
    const form = { "content-type": "application/x-www-form-urlencoded" };
    if (kind === "formNul")
      return {
        method: "POST",
        path: "/us/return-manufacturer",
        headers: form,
        body:
          "name=A%00B&email=a%40b.co&orderNumber=ORD-1234&product=flagshipOptimusPrime&serialNumber=ABCDEF123456&reason=defective&description=" +
          "x%00".repeat(30),
      };
    if (kind === "formHuge")
      return {
        method: "POST",
        path: pick(rng, ["/us/product-registration", "/fr/return-manufacturer"]),
        headers: form,
        body: `name=${"x".repeat(512 * 1024)}`,
      };
    if (kind === "formWrong")
      return {
        method: "POST",
        path: "/us/apply-wholesale-account",
        headers: form,
        body: `${pct(payloadString(rng))}=${pct(payloadString(rng))}&__proto__=1&constructor=2`,
      };
    if (kind === "dataPost")
      return { method: "POST", path: "/us/product-registration.data", headers: form, body: "name=%FF%FE&email=%00" };
    if (kind === "noAction")
      return {
        method: pick(rng, ["POST", "PUT", "DELETE"]),
        path: pick(rng, ["/", "/us", "/fr/faq", "/us/flagship-optimus-prime"]),
        headers: json,
        body: "{}",
      };
    if (kind === "junkQuery")
      return {
        method: "GET",
        path: pick(rng, [
          "/?at=garbage",
          "/us?at=%FF",
          "/?_data=root",
          "/us/faq?index&_routes=root",
          "/sitemap.xml?x=%00",
          "/ssr/timestamp?at=9999-99-99",
        ]),
        headers: {},
      };
    return {
      method: "GET",
      path: pick(rng, ["/__proto__", "/constructor/faq", "/us/__proto__", "/ZZ/faq", "/US/faq", "/toString"]),
      headers: { cookie: "region_pref=%7B%22region%22%3A%22__proto__%22%7D" },
    };
  },
  // Paths whose route matching cost grows with their depth (7,000 segments is 14 KB, under Node's 16 KB).
  deepPaths: (rng): Made => {
    const deep = (prefix: string, segments: number, segment = "a") => `${prefix}${`/${segment}`.repeat(segments)}`;
    return {
      method: pick(rng, ["GET", "GET", "HEAD", "POST"]),
      path: pick(rng, [
        deep("/us", 7000),
        deep("", 7000),
        `${deep("/us", 4000)}.data`,
        deep("/fr/faq", 3000, "%2e%2e"),
        `/__manifest?version=x&paths=${deep("/us", 3000)}`,
        `/us/${"x".repeat(12_000)}`,
        deep("/cn", 200) + `?at=2025-01-01T00:00:00Z`,
      ]),
      headers: { "x-preview-token": "{{preview_token}}" },
    };
  },
  // Bodies declared far larger than any form or API call; only a little of each is sent.
  bodyBombs: (rng): Made => {
    const path = pick(rng, [
      "/us/return-manufacturer",
      "/fr/product-registration",
      "/us/choose-your-region",
      "/api/us/account/user/subscribe/create",
      "/us/faq",
    ]);
    const api = path.startsWith("/api/");
    // Just over the limit (16 KB API, 64 KB forms) or far over it.
    const declared = pick(rng, [1024 ** 3, 100 * 1024 ** 2, api ? 17 * 1024 : 70 * 1024]);
    const type = api ? "application/json" : "application/x-www-form-urlencoded";
    return {
      method: "POST",
      path,
      headers: { "content-type": type, "content-length": String(declared) },
      body: "name=" + "x".repeat(1000),
    };
  },
  // Host headers that are not host names; HTTP/1.0 may leave Host out entirely.
  badHosts: (rng): Made => ({
    method: "GET",
    path: pick(rng, ["/us", "/us/faq", "/", "/api/us/account/user/profile", "/sitemap.xml"]),
    headers: pick<RequestHeaders>(rng, [
      { host: "[bad" },
      { host: "a b" },
      { host: "evil.example:99999999" },
      { host: "exa_mple..com/../x" },
      { host: "" },
      { host: null },
      { host: "x".repeat(300) },
      { host: "localhost", "x-forwarded-host": "[::1" },
    ]),
    version: pick(rng, ["HTTP/1.1", "HTTP/1.0"]),
  }),
  oddPageMethods: (rng): Made => ({
    method: pick(rng, ["TRACE", "PUT", "DELETE", "PATCH", "OPTIONS", "PROPFIND", "CONNECT"]),
    path: pick(rng, ["/us", "/", "/us/return-manufacturer", "/fr/faq", "/sitemap.xml", "/us/no-such-page"]),
    headers: {},
  }),
};

export const CATEGORY_NAMES = Object.keys(CATEGORIES);
/** Categories that need the whole server (pages, the HTTP front); the rest also run against the API router alone. */
const SERVER_CATEGORIES = [
  "pathTraversal",
  "openRedirect",
  "pageJunk",
  "deepPaths",
  "bodyBombs",
  "badHosts",
  "oddPageMethods",
];
const API_CATEGORIES = CATEGORY_NAMES.filter((name) => !SERVER_CATEGORIES.includes(name));

/** `count` requests, the same for the same seed. `apiOnly` keeps to /api (for the API router without the page server). */
export function generateHostileRequests({
  seed = 7,
  count = 1000,
  apiOnly = false,
}: { seed?: number; count?: number; apiOnly?: boolean } = {}): HostileRequest[] {
  const rng = seededRandom(seed);
  const names = apiOnly ? API_CATEGORIES : CATEGORY_NAMES;
  return Array.from({ length: count }, (_, id) => {
    const category = names[id % names.length]!;
    return { id, category, headers: {}, ...CATEGORIES[category]!(rng) };
  });
}

/** Fills the {{name}} placeholders (real session tokens, the preview token). */
export function fillPlaceholders(request: HostileRequest, values: Record<string, string>): HostileRequest {
  const fill = <T extends string | null>(text: T): T =>
    (typeof text === "string" ? text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? "") : text) as T;
  return {
    ...request,
    path: fill(request.path),
    headers: Object.fromEntries(Object.entries(request.headers).map(([key, value]) => [key, fill(value)])),
  };
}

// Stack frames or server paths anywhere; in API answers also any "Error:" text (pages may carry React Router's
// error-response text, e.g. the 405 for a POST to a page without an action, which is neither).
const STACK_TRACE = /\bat [^\n"]+:\d+:\d+|node_modules|file:\/\/|\/work\//;
const API_LEAK = /Error: /;
const LEAKS = /root:x:0:0|"name":\s*"robot-storefront"|\[core\]\s*repositoryformatversion|DATABASE_URL=/;

/**
 * The verdict on one answer. `parserRefusal`: Node's HTTP parser refused the request before any of our code ran
 * (bare 400/431 answer, no body); such answers carry no envelope by nature.
 */
export function judgeAnswer(request: HostileRequest, answer: RawAnswer, origin: string): Verdict {
  const problems: string[] = [];
  if (answer.status === 0) return { ok: false, kind: "noAnswer", problems: [`no answer (${answer.error})`] };
  const parserRefusal =
    !answer.headers["content-type"] &&
    answer.body.length === 0 &&
    [400, 413, 414, 431, 501, 505].includes(answer.status);
  if (answer.status >= 500) problems.push(`HTTP ${answer.status}`);
  const isApi = request.path.startsWith("/api/") || request.path === "/api";
  if (STACK_TRACE.test(answer.body) || (isApi && API_LEAK.test(answer.body)))
    problems.push("stack trace or path in body");
  if (answer.status === 200 && LEAKS.test(answer.body)) problems.push("file contents leaked");
  const location = answer.headers.location;
  if (location !== undefined) {
    const target = new URL(location, origin);
    if (target.origin !== new URL(origin).origin) problems.push(`redirect to another host: ${location}`);
  }
  if (isApi && !parserRefusal) {
    if (!/^application\/json/.test(answer.headers["content-type"] ?? ""))
      problems.push(`API answer not JSON (${answer.headers["content-type"]})`);
    else if (request.method !== "HEAD") {
      try {
        const envelope = JSON.parse(answer.body) as { code?: unknown; msg?: unknown; data?: unknown } | null;
        const ok =
          Number.isInteger(envelope?.code) &&
          typeof envelope?.msg === "string" &&
          envelope.msg.length > 0 &&
          typeof envelope.data === "object" &&
          envelope.data !== null;
        if (!ok) problems.push("API answer not an envelope");
      } catch {
        problems.push("API answer not parseable JSON");
      }
    }
  }
  return { ok: problems.length === 0, kind: parserRefusal ? "parserRefusal" : "app", problems };
}
