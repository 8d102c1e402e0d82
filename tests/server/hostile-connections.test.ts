// Hostile requests against the production server (see hostile.test.ts): what a server of its own shows, with the
// setting under test: the memory a 100 MB form post leaves, the connection caps, the listening address, the render
// budget per client.
import { readFileSync } from "node:fs";
import net from "node:net";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { freshDataDir, requestFrom, residentMegabytes, startServer, type RunningServer } from "./harness";
import { postBody } from "./hostile-harness";

describe("memory under a 100 MB form post, and uncached renders per client", { timeout: 90_000 }, () => {
  // One server of its own for both (600 renders a minute: 10 in each one-second window), so that no other test's
  // traffic grows the heap while the posts are measured; the renders come after them.
  let server: RunningServer;
  let data: { dir: string; remove(): void };
  beforeAll(async () => {
    data = await freshDataDir("memory");
    server = await startServer({ DATA_DIR: data.dir, RATE_LIMIT_RENDERS_PER_MINUTE: "600" });
  });
  afterAll(async () => {
    await server?.stop();
    data?.remove();
  });

  it("refuses it with 413 without the process growing by half a body (50 MB)", async () => {
    // One small refused post first, so the measured posts meet code that is already loaded and compiled.
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
  });

  it("answers a client's 404 flood 429 past its render budget, while cached pages and other clients are served", async () => {
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

/** Opens `count` connections from `localAddress` that send nothing, as a client holding its slots. */
async function hold(server: RunningServer, localAddress: string, count: number, held: net.Socket[]) {
  const { hostname, port } = new URL(server.url);
  for (let i = 0; i < count; i++) {
    const socket = net.connect({ port: Number(port), host: hostname, localAddress });
    await new Promise((resolve) => socket.once("connect", resolve));
    held.push(socket);
  }
}

describe("connections", { timeout: 90_000 }, () => {
  // One server for the listening address and both caps: at most 4 connections, 2 from one address.
  let server: RunningServer;
  let data: { dir: string; remove(): void };
  const held: net.Socket[] = [];
  beforeAll(async () => {
    data = await freshDataDir("connections");
    server = await startServer({
      DATA_DIR: data.dir,
      HOST: "",
      MAX_CONNECTIONS: "4",
      MAX_CONNECTIONS_PER_ADDRESS: "2",
    });
  });
  afterEach(() => {
    for (const socket of held.splice(0)) socket.destroy();
  });
  afterAll(async () => {
    await server?.stop();
    data?.remove();
  });

  it("listens on 127.0.0.1 unless HOST says otherwise", () => {
    expect(listeningAddresses(server.port)).toEqual(["0100007F"]);
  });

  it("answers one address's connections over its cap with a 503 while other addresses are served", async () => {
    await hold(server, "127.0.0.2", 2, held);
    // The third from one address: 3 connections of the 4 the server takes, over the address's 2.
    const refused = await requestFrom("127.0.0.2", `${server.url}/us`);
    expect(refused.status).toBe(503);
    expect(refused.headers["retry-after"]).toBe("5");
    // The fourth at most (the refused one may not be closed yet), from another address.
    expect((await requestFrom("127.0.0.3", `${server.url}/us`)).status).toBe(200);
  });

  it("answers connections over MAX_CONNECTIONS with a 503 and keeps serving the others", async () => {
    // 4 from two addresses, each within its own cap (another test's closes may still count: more, never fewer).
    await hold(server, "127.0.0.4", 2, held);
    await hold(server, "127.0.0.5", 2, held);
    const refused = await requestFrom("127.0.0.6", `${server.url}/us`);
    expect(refused.status).toBe(503);
    expect(refused.headers["retry-after"]).toBe("5");
    for (const socket of held.splice(0)) socket.destroy();
    // The server sees the closes a moment later: ask until a slot is free again (each time from another address, so
    // that only the cap on all connections can refuse).
    let status = 0;
    for (let attempt = 0; attempt < 50 && status !== 200; attempt++) {
      status = (await requestFrom(`127.0.1.${attempt + 1}`, `${server.url}/us`)).status;
    }
    expect(status).toBe(200);
  });
});
