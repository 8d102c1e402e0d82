// Starts the API on a free port against PGlite (in memory) or, with TEST_DATABASE_URL, a PostgreSQL server.
import type { AddressInfo } from "node:net";
import { randomBytes } from "node:crypto";
import express from "express";
import { createDatabases, type DatabaseConfig, type Databases } from "../../database/client.server";
import { createApiRouter } from "~/api/router.server";
import type { RateLimits } from "~/api/rate-limit.server";
import type { TokenLifetimes } from "~/api/tokens.server";
import type { StorageScope } from "~/lib/regions";

export const BACKEND = process.env.TEST_DATABASE_URL ? "postgres" : "pglite";

/** Each test file gets its own PostgreSQL schemas, so files can run in parallel on one server. */
export function testDatabaseConfig(): DatabaseConfig {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) return { cn: { kind: "pglite" }, us: { kind: "pglite" }, eu: { kind: "pglite" } };
  const run = randomBytes(4).toString("hex");
  const scope = (name: StorageScope) => ({ kind: "postgres" as const, url, schema: `test_${run}_${name}` });
  return { cn: scope("cn"), us: scope("us"), eu: scope("eu") };
}

export interface ApiHarness {
  base: string;
  databases: Databases;
  /** The clock the API reads; tests move it to expire tokens. */
  clock: { now: Date };
  close(): Promise<void>;
  call(method: string, path: string, init?: { body?: unknown; raw?: string; headers?: Record<string, string> }): Promise<{ status: number; body: { code: number; msg: string; data: Record<string, unknown> } }>;
}

/** Opening a scope's database is slow (PGlite starts a wasm Postgres): do it in beforeAll, not inside a timed test. */
export const HARNESS_TIMEOUT_MS = 180_000;
export const TEST_TIMEOUT_MS = 30_000;

export async function startApi(
  options: { databases?: Databases; rateLimits?: Partial<RateLimits>; tokenLifetimes?: TokenLifetimes; warm?: StorageScope[] } = {},
): Promise<ApiHarness> {
  const databases = options.databases ?? createDatabases(testDatabaseConfig());
  for (const scope of options.warm ?? []) await databases.get(scope);
  const clock = { now: new Date("2025-11-20T10:00:00Z") };
  const app = express();
  app.use(
    "/api",
    createApiRouter({
      databases,
      clock: async () => clock.now,
      tokenLifetimes: options.tokenLifetimes ?? { apptokenSeconds: 7200, reftokenSeconds: 30 * 86400 },
      rateLimits: { loginPerMinute: 1000, subscribePerMinute: 1000, ...options.rateLimits },
    }),
  );
  const server = app.listen(0, "127.0.0.1");
  await new Promise<void>((resolve) => server.once("listening", () => resolve()));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`;

  return {
    base,
    databases,
    clock,
    async close() {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      // Databases handed in belong to the caller.
      if (!options.databases) await databases.close();
    },
    async call(method, path, init = {}) {
      const hasBody = init.body !== undefined || init.raw !== undefined;
      const response = await fetch(base + path, {
        method,
        headers: { ...(hasBody ? { "content-type": "application/json" } : {}), ...init.headers },
        body: init.raw ?? (init.body === undefined ? undefined : JSON.stringify(init.body)),
      });
      const text = await response.text();
      return { status: response.status, body: JSON.parse(text) };
    },
  };
}

export function uniqueEmail(label = "user"): string {
  return `${label}.${randomBytes(5).toString("hex")}@example.com`;
}
