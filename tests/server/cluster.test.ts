// WEB_CONCURRENCY: several server processes behind node:cluster, which needs PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freshDataDir, spawnServer, startServer, type RunningServer } from "./harness";

describe("several processes", { timeout: 60_000 }, () => {
  it("refuses WEB_CONCURRENCY=2 with the embedded database at once, with a clear message", async () => {
    const data = await freshDataDir("cluster-embedded");
    try {
      const attempt = spawnServer({ DATA_DIR: data.dir, WEB_CONCURRENCY: "2" });
      const message = await attempt.ready.then(
        () => "listening",
        (error: Error) => error.message,
      );
      expect(message).toContain(
        `WEB_CONCURRENCY=2 needs PostgreSQL (DATABASE_URL): the embedded database in ${data.dir}`,
      );
      expect(attempt.process.exitCode).toBe(1);
    } finally {
      data.remove();
    }
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)("two workers on PostgreSQL", { timeout: 60_000 }, () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startServer({
      DATABASE_URL: process.env.TEST_DATABASE_URL!,
      WEB_CONCURRENCY: "2",
      TRUST_PROXY: "loopback",
    });
  }, 120_000);
  afterAll(async () => {
    await server?.stop();
  });

  it("answers from two processes that share one rate-limit budget per client", async () => {
    // A new connection per request: the cluster hands connections to its workers in turn.
    const post = () =>
      fetch(`${server.url}/us/product-registration`, {
        method: "POST",
        headers: {
          connection: "close",
          "content-type": "application/x-www-form-urlencoded",
          "x-forwarded-for": "198.51.100.77",
        },
        body: "name=A",
      });
    const statuses: number[] = [];
    for (let i = 0; i < 24; i++) statuses.push((await post()).status);
    expect(statuses.filter((status) => status === 429)).toHaveLength(4);
    expect(server.output().match(/Server listening on/g)).toHaveLength(2);
    const page = await fetch(`${server.url}/us/faq`, { headers: { connection: "close" } });
    expect(page.status).toBe(200);
  });
});
