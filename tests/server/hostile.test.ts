// The hostile-request suite against the whole production server (the API router alone is in tests/integration):
// seeded requests of every category, and the known attacks one by one. 0 crashes, 0 5xx, every refusal cheap.
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import net from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SIGN_UP_BOXES } from "~/rules/regions";
import {
  fillPlaceholders,
  generateHostileRequests,
  judgeAnswer,
  type HostileRequest,
} from "../../scripts/bench/hostile-requests";
import { sendRaw } from "../../scripts/bench/send-raw";
import { linkToken, startSmtpServer, type TestSmtpServer } from "../integration/smtp-harness";
import {
  ADMIN_TOKEN,
  PREVIEW_TOKEN,
  freshDataDir,
  spawnServer,
  requestFrom,
  residentMegabytes,
  startServer,
  type RunningServer,
} from "./harness";

const LIFTED = {
  RATE_LIMIT_AUTH_PER_MINUTE: "100000",
  RATE_LIMIT_FORMS_PER_MINUTE: "100000",
  RATE_LIMIT_GENERAL_PER_MINUTE: "100000",
  RATE_LIMIT_RENDERS_PER_MINUTE: "100000",
};

/** Sends `total` bytes of body after a head that declares `declared` (or chunked), without waiting for them. */
function postBody(
  origin: string,
  path: string,
  total: number,
  declared: number | "chunked",
): Promise<{ status: number; ms: number }> {
  const { hostname, port } = new URL(origin);
  return new Promise((resolve) => {
    const started = performance.now();
    const socket = net.connect(Number(port), hostname);
    let answer = "";
    // When the answer arrived (the connection then lingers while the client goes on sending: request-guards.ts).
    let answered = Number.POSITIVE_INFINITY;
    socket.on("data", (chunk) => {
      answered = Math.min(answered, performance.now());
      answer += chunk.toString("latin1");
    });
    socket.on("error", () => undefined);
    socket.on("close", () => resolve({ status: Number(answer.split(" ")[1]) || 0, ms: answered - started }));
    const length = declared === "chunked" ? "Transfer-Encoding: chunked" : `Content-Length: ${declared}`;
    socket.write(
      `POST ${path} HTTP/1.1\r\nHost: ${hostname}:${port}\r\nContent-Type: application/x-www-form-urlencoded\r\n${length}\r\n\r\n`,
    );
    const chunk = Buffer.alloc(1 << 20, "a");
    let sent = 0;
    const pump = () => {
      while (sent < total && !socket.destroyed) {
        sent += chunk.length;
        const framed =
          declared === "chunked"
            ? Buffer.concat([Buffer.from(`${chunk.length.toString(16)}\r\n`), chunk, Buffer.from("\r\n")])
            : chunk;
        if (!socket.write(framed)) return void socket.once("drain", pump);
      }
    };
    pump();
  });
}

describe("hostile requests against the production server", { timeout: 120_000 }, () => {
  let data: Awaited<ReturnType<typeof freshDataDir>>;
  let server: RunningServer;
  beforeAll(async () => {
    data = await freshDataDir("hostile");
    server = await startServer({ DATA_DIR: data.dir, ...LIFTED });
  }, 180_000);
  afterAll(async () => {
    await server?.stop();
    data?.remove();
  });

  it("answers 160 seeded hostile requests of every category without a 5xx or a leak", async () => {
    const requests = generateHostileRequests({ seed: 16, count: 160 }).map((request) =>
      fillPlaceholders(request, { preview_token: PREVIEW_TOKEN }),
    );
    const failures: unknown[] = [];
    for (const request of requests) {
      const answer = await sendRaw(server.url, request);
      const verdict = judgeAnswer(request, answer, server.url);
      if (!verdict.ok)
        failures.push({
          category: request.category,
          method: request.method,
          path: request.path.slice(0, 60),
          status: answer.status,
          problems: verdict.problems,
        });
    }
    expect(failures).toEqual([]);
    expect(server.output()).not.toMatch(/unexpected error|Unexpected Server Error|TypeError|RangeError/);
  });

  it("answers a 7,000-segment path (14 KB) with the localized 404 in under 250 ms", async () => {
    const request: HostileRequest = {
      id: 0,
      category: "deepPaths",
      method: "GET",
      path: `/us${"/a".repeat(7000)}`,
      headers: {},
    };
    const timings: number[] = [];
    for (let attempt = 0; attempt < 3; attempt++) {
      const started = performance.now();
      const answer = await sendRaw(server.url, request);
      timings.push(performance.now() - started);
      expect(answer.status).toBe(404);
      expect(answer.body).toContain('lang="en-US"');
    }
    // The best of three, so one scheduling hiccup on a busy machine does not decide it. The bound catches the quadratic
    // matching this guards against (2-4 s before the fix), not speed: ~15-40 ms on a quiet machine, 52 ms seen at load 11.
    expect(Math.min(...timings)).toBeLessThan(250);
  });

  it("refuses a declared 1 GB body at once, before reading it", async () => {
    for (const path of ["/us/product-registration", "/api/us/account/user/subscribe/create"]) {
      const answer = await postBody(server.url, path, 4 * 1024 ** 2, 1024 ** 3);
      expect(answer.status, path).toBe(413);
      expect(answer.ms, path).toBeLessThan(5_000);
    }
  });

  it("lets a busy client that pauses for 2.5 s mid-upload still read the 413", async () => {
    // The client sends part of a body declared over the bound, then neither reads nor writes for 2.5 s (a loaded
    // machine), then writes more before it reads. Closed by then, our side would answer that write with a reset, and
    // the client's kernel would drop the unread 413: the client would see a broken connection, not the refusal.
    const { hostname, port } = new URL(server.url);
    const answer = await new Promise<string>((resolve) => {
      const socket = net.connect({ port: Number(port), host: hostname, allowHalfOpen: true });
      let read = "";
      socket.on("connect", () => {
        socket.write(
          `POST /us/return-manufacturer HTTP/1.1\r\nHost: ${hostname}:${port}\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: ${100 * 1024 ** 2}\r\n\r\n`,
        );
        socket.write(Buffer.alloc(1024 ** 2));
        socket.pause();
        setTimeout(() => {
          socket.write(Buffer.alloc(1024 ** 2));
          setTimeout(() => socket.resume(), 200);
        }, 2_500);
      });
      socket.on("data", (chunk) => (read += chunk));
      socket.on("end", () => socket.end());
      socket.on("error", () => undefined);
      socket.on("close", () => resolve(read));
    });
    expect(answer).toMatch(/^HTTP\/1\.1 413/);
  });

  it("answers TRACE and other unknown methods 405 with Allow, a bad or missing Host 400, never 500", async () => {
    const send = (method: string, path: string, headers: Record<string, string | null> = {}, version?: string) =>
      sendRaw(server.url, { method, path, headers, version });
    const trace = await send("TRACE", "/us");
    expect(trace.status).toBe(405);
    expect(trace.headers.allow).toBe("GET, HEAD, POST");
    expect((await send("PROPFIND", "/us/faq")).status).toBe(405);
    expect((await send("CONNECT", "/us")).status).toBe(405);
    expect((await send("DELETE", "/api/us/account/user/profile")).status).toBe(405);
    expect((await send("GET", "/us", { host: "[bad" })).status).toBe(400);
    expect((await send("GET", "/us", { host: null }, "HTTP/1.0")).status).toBe(400);
    const apiBadHost = await send("GET", "/api/us/account/user/profile", { host: "a b" });
    expect(apiBadHost.status).toBe(400);
    expect(JSON.parse(apiBadHost.body)).toMatchObject({ code: 4000 });
    expect(server.output()).not.toMatch(/ERR_INVALID_URL|TypeError/);
  });

  it("closes a connection whose headers do not arrive within 10 s", async () => {
    const { hostname, port } = new URL(server.url);
    const started = performance.now();
    const closed = await new Promise<string>((resolve) => {
      const socket = net.connect(Number(port), hostname);
      let answer = "";
      socket.on("data", (chunk) => (answer += chunk));
      socket.on("error", () => undefined);
      socket.on("close", () => resolve(answer));
      socket.write("GET /us HTTP/1.1\r\nHost: localhost\r\n");
      // One header line a second, never the blank line that ends them.
      const drip = setInterval(
        () => (socket.destroyed ? clearInterval(drip) : socket.write(`X-Drip: ${Date.now()}\r\n`)),
        1_000,
      );
    });
    const seconds = (performance.now() - started) / 1000;
    expect(seconds).toBeGreaterThanOrEqual(9);
    expect(seconds).toBeLessThan(13);
    expect(closed).toMatch(/^HTTP\/1\.1 408/);
  });
});

describe("memory under a 100 MB form post", { timeout: 60_000 }, () => {
  it("refuses it with 413 without the process growing by half a body (50 MB)", async () => {
    // A server of its own, so that no other test's traffic grows the heap meanwhile; one small refused post first, so
    // the measured posts meet code that is already loaded and compiled.
    const data = await freshDataDir("memory");
    const server = await startServer({ DATA_DIR: data.dir });
    try {
      for (const path of ["/us", "/us/return-manufacturer"])
        expect((await fetch(`${server.url}${path}`)).status).toBe(200);
      expect((await postBody(server.url, "/us/return-manufacturer", 1024 ** 2, 1024 ** 2)).status).toBe(413);
      const before = residentMegabytes(server.pid);
      const declared = await postBody(server.url, "/us/return-manufacturer", 100 * 1024 ** 2, 100 * 1024 ** 2);
      const chunked = await postBody(server.url, "/us/return-manufacturer", 100 * 1024 ** 2, "chunked");
      expect(declared.status).toBe(413);
      expect(chunked.status).toBe(413);
      const growth = residentMegabytes(server.pid) - before;
      console.log(`resident memory growth over two 100 MB posts: ${growth.toFixed(1)} MB`);
      // Alone the growth is about 5 MB; beside the other server tests on 2 cores, socket buffers and a late collection
      // have reached 31 MB. Buffering either body would add 100 MB, so half of one body still tells the two apart.
      expect(growth).toBeLessThan(50);
    } finally {
      await server.stop();
      data.remove();
    }
  });
});

describe("connection cap", { timeout: 60_000 }, () => {
  it("answers connections over MAX_CONNECTIONS with a 503 and keeps serving the others", async () => {
    const data = await freshDataDir("cap");
    const server = await startServer({ DATA_DIR: data.dir, MAX_CONNECTIONS: "4" });
    const { hostname, port } = new URL(server.url);
    const held: net.Socket[] = [];
    try {
      for (let i = 0; i < 4; i++) {
        const socket = net.connect(Number(port), hostname);
        await new Promise((resolve) => socket.once("connect", resolve));
        held.push(socket);
      }
      const refused = await sendRaw(server.url, { method: "GET", path: "/us", headers: {} });
      expect(refused.status).toBe(503);
      expect(refused.headers["retry-after"]).toBe("5");
      for (const socket of held) socket.destroy();
      // The server sees the closes a moment later: ask until a slot is free again.
      let status = 0;
      for (let attempt = 0; attempt < 50 && status !== 200; attempt++) {
        status = (await sendRaw(server.url, { method: "GET", path: "/us", headers: {} })).status;
      }
      expect(status).toBe(200);
    } finally {
      for (const socket of held) socket.destroy();
      await server.stop();
      data.remove();
    }
  });
});

/** The local addresses a process's TCP port listens on (from /proc/net/tcp and tcp6, in kernel hex). */
function listeningAddresses(port: number): string[] {
  const hexPort = port.toString(16).toUpperCase().padStart(4, "0");
  return ["/proc/net/tcp", "/proc/net/tcp6"].flatMap((file) =>
    readFileSync(file, "utf8")
      .split("\n")
      .slice(1)
      .map((line) => line.trim().split(/\s+/))
      .filter((fields) => fields[1]?.endsWith(`:${hexPort}`) && fields[3] === "0A")
      .map((fields) => fields[1]!.split(":")[0]!),
  );
}

describe("connections from one address", { timeout: 60_000 }, () => {
  it("listens on 127.0.0.1 unless HOST says otherwise", async () => {
    const data = await freshDataDir("host-default");
    const server = await startServer({ DATA_DIR: data.dir, HOST: "" });
    try {
      expect(listeningAddresses(server.port)).toEqual(["0100007F"]);
    } finally {
      await server.stop();
      data.remove();
    }
  });

  it("answers one address's connections over its cap with a 503 while other addresses are served", async () => {
    const data = await freshDataDir("cap-address");
    const server = await startServer({ DATA_DIR: data.dir, MAX_CONNECTIONS_PER_ADDRESS: "4" });
    const { hostname, port } = new URL(server.url);
    const held: net.Socket[] = [];
    try {
      for (let i = 0; i < 4; i++) {
        const socket = net.connect({ port: Number(port), host: hostname, localAddress: "127.0.0.2" });
        await new Promise((resolve) => socket.once("connect", resolve));
        held.push(socket);
      }
      const refused = await requestFrom("127.0.0.2", `${server.url}/us`);
      expect(refused.status).toBe(503);
      expect(refused.headers["retry-after"]).toBe("5");
      expect((await requestFrom("127.0.0.3", `${server.url}/us`)).status).toBe(200);
    } finally {
      for (const socket of held) socket.destroy();
      await server.stop();
      data.remove();
    }
  });
});

/** A cookie value as React Router's createCookie writes it (base64 of the JSON), which the preview reads. */
const cookieValue = (value: unknown) => Buffer.from(JSON.stringify(value)).toString("base64");
const hasPreviewBar = (html: string) => html.includes("data-preview-bar");

describe("previews and tokens", { timeout: 120_000 }, () => {
  let data: Awaited<ReturnType<typeof freshDataDir>>;
  let server: RunningServer;
  beforeAll(async () => {
    data = await freshDataDir("preview-attacks");
    // Every guess is a render: the render budget would refuse guesses before their tokens are checked.
    server = await startServer({ DATA_DIR: data.dir, RATE_LIMIT_RENDERS_PER_MINUTE: "100000" });
  }, 180_000);
  afterAll(async () => {
    await server?.stop();
    data?.remove();
  });

  it("answers a preview whose cookies are spelled `preview_token =…; preview_at =…` private, no-store, and never serves it to anyone else", async () => {
    // The sticky preview instant as the server writes it (Black Friday 2024, stage 2).
    const started = await fetch(`${server.url}/us/black-friday?at=2024-11-25T12:00:00%2B01:00`, {
      headers: { "x-preview-token": PREVIEW_TOKEN },
    });
    const previewAt = /preview_at=([^;]+)/.exec(started.headers.get("set-cookie") ?? "")?.[1];
    expect(previewAt).toBeTruthy();
    const cookie = `preview_token =${cookieValue(PREVIEW_TOKEN)}; preview_at =${previewAt}`;
    const preview = await fetch(`${server.url}/uk/black-friday`, { headers: { cookie } });
    const previewHtml = await preview.text();
    expect(hasPreviewBar(previewHtml)).toBe(true); // the cookie parser honours it …
    expect(preview.headers.get("cache-control")).toBe("private, no-store"); // … and nobody may store it
    const anonymous = await fetch(`${server.url}/uk/black-friday`);
    expect(anonymous.headers.get("x-cache")).not.toBe("HIT");
    expect(hasPreviewBar(await anonymous.text())).toBe(false);
  });

  it("keeps the API on real time: a preview instant never reaches stored timestamps", async () => {
    const email = `previewed.${Date.now()}@example.com`;
    const headers = {
      "content-type": "application/json",
      "x-preview-token": PREVIEW_TOKEN,
      cookie: `preview_at=${cookieValue({ at: "2099-01-01T00:00:00.000Z", since: Date.now() })}`,
    };
    // A sign-up stores consent evidence with its time: the server's, whatever the preview says. The call stores a
    // mail request at its own time and answers; the mail worker stores the subscription from it a moment later.
    const subscribed = await fetch(`${server.url}/api/us/account/user/subscribe/create?at=2099-01-01T00:00:00Z`, {
      method: "POST",
      headers,
      body: JSON.stringify({ email, region: "us" }),
    });
    expect(((await subscribed.json()) as { code: number }).code).toBe(2000);
    const storedRows = async () => {
      const stored = await fetch(`${server.url}/__admin/subscriptions/us?email=${encodeURIComponent(email)}`, {
        headers: { authorization: `Bearer ${ADMIN_TOKEN}` },
      });
      return ((await stored.json()) as { subscriptions: { createdAt: string }[] }).subscriptions;
    };
    await expect.poll(storedRows, { timeout: 20_000 }).toHaveLength(1);
    const [row] = await storedRows();
    expect(Math.abs(Date.parse(row!.createdAt) - Date.now())).toBeLessThan(60_000);
  });

  it("has no subscriber lookup for preview-token holders; operators ask the admin endpoint with its token", async () => {
    const email = `lookup.${Date.now()}@example.com`;
    await fetch(`${server.url}/api/us/account/user/subscribe/create`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email, region: "us" }),
    });
    const query = `us?email=${encodeURIComponent(email)}`;
    const preview = await fetch(`${server.url}/__preview/subscriptions/${query}`, {
      headers: { "x-preview-token": PREVIEW_TOKEN },
    });
    expect(preview.status).toBe(404);
    expect(await preview.text()).not.toContain(email);
    const admin = await fetch(`${server.url}/__admin/subscriptions/${query}`, {
      headers: { authorization: `Bearer ${ADMIN_TOKEN}` },
    });
    expect(admin.status).toBe(200);
    expect(((await admin.json()) as { subscriptions: { email: string }[] }).subscriptions).toEqual([
      expect.objectContaining({ email }),
    ]);
  });

  it("refuses the mail's retry now without the admin token, as a missing page, and does nothing", async () => {
    const retry = (init: { method?: string; headers?: Record<string, string> }, query = "") =>
      requestFrom("127.0.0.11", `${server.url}/__admin/mail/retry${query}`, { method: "POST", ...init });
    for (const answer of [
      await retry({}),
      await retry({ headers: { authorization: `Bearer ${PREVIEW_TOKEN}` } }),
      await retry({ headers: { authorization: ADMIN_TOKEN } }),
      await retry({ headers: { "x-admin-token": ADMIN_TOKEN } }, `?token=${ADMIN_TOKEN}`),
    ]) {
      expect(answer.status).toBe(404);
      expect(answer.headers["cache-control"]).toBe("no-store");
    }
    // The action is a POST only, even with the token.
    expect((await retry({ method: "GET", headers: { authorization: `Bearer ${ADMIN_TOKEN}` } })).status).toBe(404);
    expect(server.output()).not.toContain('"event":"mail retry now"');
  });

  it("keeps the preview cookies usable on a local http server (no Secure without https)", async () => {
    const answer = await fetch(`${server.url}/us/faq?at=2024-11-25T12:00:00Z`, {
      headers: { "x-preview-token": PREVIEW_TOKEN },
    });
    const cookie = answer.headers.getSetCookie().find((line) => line.startsWith("preview_at="));
    expect(cookie).toBeTruthy();
    expect(cookie).not.toMatch(/Secure/i);
  });

  it("stops honouring preview and admin tokens from a client after 10 wrong guesses", async () => {
    const guess = (index: number) => `${index}`.padStart(64, "f");
    for (let i = 0; i < 10; i++) {
      const answer = await requestFrom("127.0.0.5", `${server.url}/us/faq?at=2024-11-25T12:00:00Z`, {
        headers: { "x-preview-token": guess(i) },
      });
      expect(hasPreviewBar(answer.body)).toBe(false);
    }
    const right = await requestFrom("127.0.0.5", `${server.url}/us/faq?at=2024-11-25T12:00:00Z`, {
      headers: { "x-preview-token": PREVIEW_TOKEN },
    });
    expect(hasPreviewBar(right.body)).toBe(false);
    // Another client with the right token still previews.
    const staff = await requestFrom("127.0.0.6", `${server.url}/us/faq?at=2024-11-25T12:00:00Z`, {
      headers: { "x-preview-token": PREVIEW_TOKEN },
    });
    expect(hasPreviewBar(staff.body)).toBe(true);

    for (let i = 0; i < 10; i++) {
      const answer = await requestFrom("127.0.0.7", `${server.url}/__admin/memory`, {
        headers: { authorization: `Bearer ${guess(i)}` },
      });
      expect(answer.status).toBe(404);
    }
    const limited = await requestFrom("127.0.0.7", `${server.url}/__admin/memory`, {
      headers: { authorization: `Bearer ${ADMIN_TOKEN}` },
    });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);
  });

  it("refuses to start in production with a preview or admin token of less than 32 bytes of entropy", async () => {
    const weak: Record<string, string>[] = [{ PREVIEW_TOKEN: "e2e-preview-token" }, { ADMIN_TOKEN: "0".repeat(64) }];
    for (const env of weak) {
      const attempt = spawnServer({ DATA_DIR: `${data.dir}-weak`, ...env });
      const message = await attempt.ready.then(
        async (started) => {
          await started.stop(); // it should not have started: never leave it running
          return "listening";
        },
        (error: Error) => error.message,
      );
      expect(attempt.process.exitCode).toBe(1);
      expect(message).toContain(`${Object.keys(env)[0]} must carry at least 32 bytes of entropy`);
    }
  });
});

describe("hosts", { timeout: 120_000 }, () => {
  let data: Awaited<ReturnType<typeof freshDataDir>>;
  let server: RunningServer;
  beforeAll(async () => {
    data = await freshDataDir("hosts");
    server = await startServer({
      DATA_DIR: data.dir,
      PUBLIC_ORIGIN: "https://www.mechaforge.com",
      COM_HOST: "www.mechaforge.com",
      CN_HOST: "www.mechaforge.cn",
      // The repository's legal facts are samples: served knowingly at the deployment's public host.
      LEGAL_SAMPLES: "serve",
      RATE_LIMIT_RENDERS_PER_MINUTE: "100000",
    });
  }, 180_000);
  afterAll(async () => {
    await server?.stop();
    data?.remove();
  });

  const withHost = (host: string, path = "/us") => sendRaw(server.url, { method: "GET", path, headers: { host } });

  it("answers 421 to a Host outside PUBLIC_ORIGIN, COM_HOST and CN_HOST, pages and API alike", async () => {
    for (let i = 0; i < 5; i++) {
      const page = await withHost(`random-${i}-${Date.now()}.example`);
      expect(page.status).toBe(421);
      expect(page.headers["cache-control"]).toBe("no-store");
    }
    const api = await withHost("random.example", "/api/us/account/user/profile");
    expect(api.status).toBe(421);
    expect(JSON.parse(api.body)).toMatchObject({ code: 4000 });
    expect((await withHost(`localhost:${server.port + 1}`)).status).toBe(421);
  });

  it("lets no client choose the request id it is logged under: a client's X-Request-Id is replaced", async () => {
    // Another request's id (well-formed): a client that could send it would mix its lines with that request's. Only a
    // TRUST_PROXY proxy's id is kept (none is named here).
    const earlier = await fetch(`${server.url}/uk/faq`);
    await earlier.arrayBuffer();
    const taken = earlier.headers.get("x-request-id")!;
    const forged = await fetch(`${server.url}/uk/faq`, { headers: { "x-request-id": taken } });
    await forged.arrayBuffer();
    const id = forged.headers.get("x-request-id")!;
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    expect(id).not.toBe(taken);
    await expect.poll(() => server.output().includes(`"reqId":"${id}"`), { timeout: 5_000 }).toBe(true);
    expect(server.output().split(`"reqId":"${taken}"`)).toHaveLength(2);
  });

  it("marks the preview cookies Secure on an https site, whatever the last hop", async () => {
    const answer = await fetch(`${server.url}/us/faq?at=2024-11-25T12:00:00Z`, {
      headers: { "x-preview-token": PREVIEW_TOKEN },
    });
    const cookie = answer.headers.getSetCookie().find((line) => line.startsWith("preview_at="));
    expect(cookie).toMatch(/;\s*Secure/i);
  });

  it("serves the configured hosts and the server's own local address", async () => {
    expect((await withHost("www.mechaforge.com")).status).toBe(200);
    expect((await withHost("WWW.Mechaforge.com", "/us/faq")).status).toBe(200);
    expect((await withHost("www.mechaforge.cn", "/")).status).toBe(200);
    expect((await withHost(`127.0.0.1:${server.port}`)).status).toBe(200);
    expect((await withHost(`localhost:${server.port}`)).status).toBe(200);
  });
});

describe("uncached renders per client", { timeout: 60_000 }, () => {
  it("answers a client's 404 flood 429 past its render budget, while cached pages and other clients are served", async () => {
    const data = await freshDataDir("render-budget");
    // 600 a minute: 10 in each one-second window.
    const server = await startServer({ DATA_DIR: data.dir, RATE_LIMIT_RENDERS_PER_MINUTE: "600" });
    try {
      expect((await requestFrom("127.0.0.9", `${server.url}/us/faq`)).status).toBe(200); // now cached
      // 15 at once: 10 render their 404, 5 are refused (after a pause) without a render.
      const answers = await Promise.all(
        Array.from({ length: 15 }, (_, i) => requestFrom("127.0.0.8", `${server.url}/us/flood-${i}-${Date.now()}`)),
      );
      const statuses = answers.map((answer) => answer.status).sort();
      expect(statuses).toEqual([...Array(10).fill(404), ...Array(5).fill(429)]);
      const spent = answers.find((answer) => answer.status === 429)!;
      expect(spent.headers["cache-control"]).toBe("private, no-store");
      expect(Number(spent.headers["retry-after"])).toBeGreaterThan(0);
      // A cached page costs no render: the flooding client still gets it, and so does everyone else.
      expect((await requestFrom("127.0.0.8", `${server.url}/us/faq`)).status).toBe(200);
      expect((await requestFrom("127.0.0.10", `${server.url}/us/flood-other`)).status).toBe(404);
    } finally {
      await server.stop();
      data.remove();
    }
  });
});

describe("redirects, cross-site form posts and the CSP", { timeout: 120_000 }, () => {
  let data: Awaited<ReturnType<typeof freshDataDir>>;
  let server: RunningServer;
  beforeAll(async () => {
    data = await freshDataDir("csp");
    server = await startServer({
      DATA_DIR: data.dir,
      CSP_REPORT_URI: "https://reports.example/csp",
      RATE_LIMIT_RENDERS_PER_MINUTE: "100000",
    });
  }, 180_000);
  afterAll(async () => {
    await server?.stop();
    data?.remove();
  });

  it("lets no shared cache keep a redirect that carries the request's query", async () => {
    const tracked = await fetch(`${server.url}/cn/faq?utm_source=attacker&email=victim%40example.com`, {
      redirect: "manual",
    });
    expect(tracked.status).toBe(301);
    expect(tracked.headers.get("location")).toBe("/faq?utm_source=attacker&email=victim%40example.com");
    expect(tracked.headers.get("cache-control")).not.toMatch(/public|s-maxage/);
    expect(tracked.headers.get("cache-control")).toMatch(/private/);
    const plain = await fetch(`${server.url}/cn/faq`, { redirect: "manual" });
    expect(plain.headers.get("cache-control")).toBe("public, max-age=3600");
  });

  it("refuses a form post that the browser says comes from another site, Origin or not", async () => {
    const post = (headers: Record<string, string>) =>
      fetch(`${server.url}/us/choose-your-region`, {
        method: "POST",
        redirect: "manual",
        headers: { "content-type": "application/x-www-form-urlencoded", ...headers },
        body: "choice=uk:GB",
      });
    expect((await post({ "sec-fetch-site": "cross-site" })).status).toBe(403);
    expect((await post({ "sec-fetch-site": "same-origin", origin: server.url })).status).toBe(302);
    expect((await post({})).status).toBe(302); // no Sec-Fetch-Site: an older browser or a script, as before
  });

  it("refuses form posts from another origin with sampled one-line JSON logs and no stack", async () => {
    const before = server.output().length;
    const posts = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        fetch(`${server.url}/us/choose-your-region`, {
          method: "POST",
          redirect: "manual",
          headers: {
            "content-type": "application/x-www-form-urlencoded",
            origin: i % 2 ? "https://evil.example" : "null",
          },
          body: "choice=uk:GB",
        }),
      ),
    );
    for (const post of posts) expect(post.status).toBe(403);
    const written = async () => server.output().slice(before);
    // The log is written asynchronously (at least every 200 ms).
    await expect.poll(async () => (await written()).includes('"status":403')).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 400));
    const lines = (await written()).split("\n").filter(Boolean);
    expect(lines.filter((line) => !line.startsWith("{"))).toEqual([]);
    const refusals = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(refusals.every((line) => !("stack" in line) && !JSON.stringify(line).includes("    at "))).toBe(true);
    // At most 10 lines a second for one status; the rest are counted on the next line written.
    expect(refusals.filter((line) => line.status === 403).length).toBeLessThanOrEqual(20);
  });

  it("reports CSP violations where CSP_REPORT_URI says, and hashes every script the app emits", async () => {
    const page = await fetch(`${server.url}/us/faq`);
    const csp = page.headers.get("content-security-policy") ?? "";
    expect(page.headers.get("reporting-endpoints")).toBe('csp="https://reports.example/csp"');
    expect(csp).toContain("report-to csp");
    expect(csp).toContain("report-uri https://reports.example/csp");
  });

  it.each(["/", "/us", "/us/faq", "/jp/flagship-bumblebee", "/fr/support", "/us/login", "/de/no-such-page"])(
    "lists every inline script of %s in its CSP, and no render mark is left in the page",
    async (path) => {
      const page = await fetch(`${server.url}${path}`);
      const csp = page.headers.get("content-security-policy") ?? "";
      const html = await page.text();
      expect(html).not.toMatch(/\snonce=/);
      const inline = [
        ...html.matchAll(/<script(?![^>]*\btype="application\/ld\+json")(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g),
      ];
      expect(inline.length).toBeGreaterThan(0);
      const hashes = [...csp.matchAll(/'sha256-([^']+)'/g)].map((match) => match[1]);
      for (const [, text] of inline)
        expect(hashes).toContain(createHash("sha256").update(text!, "utf8").digest("base64"));
    },
  );
});

describe("attacks on accounts", { timeout: 180_000 }, () => {
  let smtp: TestSmtpServer;
  let data: Awaited<ReturnType<typeof freshDataDir>>;
  let server: RunningServer;
  beforeAll(async () => {
    smtp = await startSmtpServer();
    data = await freshDataDir("account-attacks");
    server = await startServer({
      DATA_DIR: data.dir,
      SMTP_URL: smtp.url,
      // Each attacker and owner comes from an address of its own (X-Forwarded-For from this proxy).
      TRUST_PROXY: "loopback",
      ...LIFTED,
      MAIL_PER_CLIENT_PER_HOUR: "1000",
    });
  }, 180_000);
  afterAll(async () => {
    await server?.stop();
    await smtp?.stop();
    data?.remove();
  });

  const address = (label: string) =>
    `${label}.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.com`;
  const api = async (path: string, body: unknown, from: string, headers: Record<string, string> = {}) => {
    const response = await fetch(`${server.url}/api/us/account/user/${path}`, {
      method: path === "export" ? "GET" : "POST",
      headers: { "content-type": "application/json", region: "us", "x-forwarded-for": from, ...headers },
      ...(path === "export" ? {} : { body: JSON.stringify(body) }),
    });
    return (await response.json()) as { code: number; data: Record<string, unknown> };
  };
  /** An account as its owner makes one: sign-up, the first mail's link with the password chosen there, sign-in. */
  async function ownAccount(email: string, password: string) {
    await api("register_or_login", { email, password, consents: SIGN_UP_BOXES }, "198.51.100.1");
    const token = linkToken(await smtp.nth(email), "account/verify");
    expect((await api("verify", { token, password }, "198.51.100.1")).code).toBe(2000);
    const signedIn = await api("sign_in", { email, password }, "198.51.100.1");
    expect(signedIn.code).toBe(2000);
    return signedIn.data as { apptoken: string };
  }

  it("lets no one pre-register an address: the first mail's link asks its reader for the password", async () => {
    const victim = address("victim");
    // The attacker signs up with the victim's address and a password of their own.
    expect(
      (
        await api(
          "register_or_login",
          { email: victim, password: "attacker's password", consents: SIGN_UP_BOXES },
          "203.0.113.66",
        )
      ).data,
    ).toEqual({
      check_email: true,
    });
    // The victim confirms the address from that first mail, choosing a password there.
    const mail = await smtp.nth(victim);
    const token = linkToken(mail, "account/verify");
    expect((await api("verify", { token }, "198.51.100.7")).code).toBe(4000); // no password chosen: nothing happens
    expect((await api("verify", { token, password: "victim's own password" }, "198.51.100.7")).code).toBe(2000);
    // The attacker's password opens nothing; the victim's does.
    expect((await api("sign_in", { email: victim, password: "attacker's password" }, "203.0.113.66")).code).toBe(4001);
    expect(
      (
        await api(
          "register_or_login",
          { email: victim, password: "attacker's password", consents: SIGN_UP_BOXES },
          "203.0.113.66",
        )
      ).data,
    ).toEqual({
      check_email: true,
    });
    expect((await api("sign_in", { email: victim, password: "victim's own password" }, "198.51.100.7")).code).toBe(
      2000,
    );
  });

  it("lets the owner's right password through while a guesser's client is locked out, and mails the owner a way out", async () => {
    const owner = address("owner");
    await ownAccount(owner, "the owner's password");
    const guesses = [];
    for (let i = 0; i < 8; i++)
      guesses.push((await api("sign_in", { email: owner, password: `guess ${i}` }, "203.0.113.7")).code);
    expect(guesses.slice(0, 5)).toEqual([4001, 4001, 4001, 4001, 4001]);
    expect(guesses.slice(5)).toEqual([4029, 4029, 4029]); // the guesser waits …
    // … the owner, from a client that has not failed, does not, on either way in.
    expect((await api("sign_in", { email: owner, password: "the owner's password" }, "198.51.100.8")).code).toBe(2000);
    expect(
      (
        await api(
          "register_or_login",
          { email: owner, password: "the owner's password", consents: SIGN_UP_BOXES },
          "198.51.100.9",
        )
      ).code,
    ).toBe(2000);
    // The owner is told, with a reset link; choosing a new password there ends every client's wait.
    const locked = await smtp.waitFor((received) =>
      received.some((mail) => mail.to === owner && /Wrong passwords/.test(mail.subject)),
    );
    void locked;
    const notice = smtp.to(owner).find((mail) => /Wrong passwords/.test(mail.subject))!;
    const token = linkToken(notice, "account/reset");
    expect((await api("password/reset", { token, password: "a new password" }, "198.51.100.8")).code).toBe(2000);
    expect((await api("sign_in", { email: owner, password: "a new password" }, "203.0.113.7")).code).toBe(2000);
  });

  it("stores no reset link for a mail it does not send: 22 requests in an hour leave one valid link", async () => {
    const owner = address("flooded");
    const { apptoken } = await ownAccount(owner, "the owner's password");
    for (let i = 0; i < 22; i++)
      expect((await api("password/reset_request", { email: owner }, `203.0.113.${100 + i}`)).code).toBe(2000);
    // The mail limit (3 an hour per recipient, the verification counted) lets two resets through.
    await smtp.nth(owner, 3);
    await expect
      .poll(async () => {
        const exported = await api("export", {}, "198.51.100.1", { apptoken });
        return (exported.data.email_links as { purpose: string }[]).filter((link) => link.purpose === "reset_password")
          .length;
      })
      .toBe(1);
    expect(smtp.to(owner)).toHaveLength(3);
  });
});
