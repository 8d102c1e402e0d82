// Starts the API on a free port against PGlite (in memory) or, with TEST_DATABASE_URL, a PostgreSQL server.
import { randomBytes } from "node:crypto";
import type { AddressInfo } from "node:net";
import express from "express";
import { createRateLimitStore, rateLimitPolicy, type RateLimits } from "~/api/rate-limit.server";
import { createApiRouter } from "~/api/router.server";
import { createSignInThrottle } from "~/api/sign-in-throttle.server";
import { repositoryDocument } from "~/content/repository";
import { lowerPasswordCostForTests } from "~/data/passwords.server";
import type { TokenLifetimes } from "~/data/tokens.server";
import { mailConfigFromEnv } from "~/mail/mail-config.server";
import { startMailer, type RunningMailer } from "~/mail/mailer.server";
import type { StorageScope } from "~/rules/regions";
import { createDatabases, type DatabaseConfig, type Databases } from "../../database/client.server";
import { pgliteTemplate } from "../pglite-template";
import { startSmtpServer, type TestSmtpServer } from "./smtp-harness";

export const BACKEND = process.env.TEST_DATABASE_URL ? "postgres" : "pglite";

// These files test what the API answers: a password hash of the library's defaults (about 20 MiB, two passes) at
// nearly every call only costs time. Every server keeps the defaults (tests/unit/passwords.test.ts).
lowerPasswordCostForTests();

export { pgliteTemplate };

/** Each test file gets its own PostgreSQL schemas, so files can run in parallel on one server. */
export async function testDatabaseConfig(): Promise<DatabaseConfig> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) {
    const template = await pgliteTemplate();
    return { cn: { kind: "pglite", template }, us: { kind: "pglite", template }, eu: { kind: "pglite", template } };
  }
  const run = randomBytes(4).toString("hex");
  const scope = (name: StorageScope) => ({ kind: "postgres" as const, url, schema: `test_${run}_${name}` });
  return { cn: scope("cn"), us: scope("us"), eu: scope("eu") };
}

export interface ApiHarness {
  base: string;
  databases: Databases;
  /** The clock the API reads; tests move it to expire tokens. */
  clock: { now: Date };
  /** The SMTP server on loopback the API's mail worker sends to. */
  smtp: TestSmtpServer;
  mailer: RunningMailer;
  close(): Promise<void>;
  call(
    method: string,
    path: string,
    init?: { body?: unknown; raw?: string; headers?: Record<string, string> },
  ): Promise<{ status: number; body: { code: number; msg: string; data: Record<string, unknown> } }>;
}

/** Opening a scope's database is slow (PGlite starts a wasm Postgres): do it in beforeAll, not inside a timed test. */
export const HARNESS_TIMEOUT_MS = 180_000;
export const TEST_TIMEOUT_MS = 30_000;

export async function startApi(
  options: {
    databases?: Databases;
    rateLimits?: Partial<RateLimits>;
    tokenLifetimes?: TokenLifetimes;
    warm?: StorageScope[];
    trustProxy?: number;
  } = {},
): Promise<ApiHarness> {
  const databases = options.databases ?? createDatabases(await testDatabaseConfig());
  for (const scope of options.warm ?? []) await databases.get(scope);
  const clock = { now: new Date("2025-11-20T10:00:00Z") };
  const smtp = await startSmtpServer();
  const mailConfig = {
    ...mailConfigFromEnv({}),
    smtpUrl: smtp.url,
    linkOrigin: "http://shop.test",
    pollMs: 200,
    retryMaxSeconds: 1,
    perClientPerHour: 1000,
    retentionFirstDelayMs: 24 * 60 * 60 * 1000,
  };
  const mailer = startMailer(mailConfig, databases, await testDatabaseConfig(), repositoryDocument);
  const app = express();
  if (options.trustProxy) app.set("trust proxy", options.trustProxy);
  // The server's edge policy, as server/app.ts mounts it in front of the API.
  app.use(rateLimitPolicy(createRateLimitStore({ auth: 1000, forms: 1000, general: 1000, ...options.rateLimits })));
  app.use(
    "/api",
    createApiRouter({
      databases,
      content: repositoryDocument,
      clock: async () => clock.now,
      tokenLifetimes: options.tokenLifetimes ?? { apptokenSeconds: 7200, reftokenSeconds: 30 * 86400 },
      mailer,
      signInThrottle: createSignInThrottle(),
      // No least answer time (production's is 400 ms a call that takes an address): these tests make hundreds of such
      // calls one after another, and what they check is the answers, not their time. The floor, and that a known
      // and an unknown address are answered in the same time, are the production server's to show
      // (tests/server/account-timing.test.ts).
      addressCallFloorMs: 0,
    }),
  );
  const server = app.listen(0, "127.0.0.1");
  await new Promise<void>((resolve) => server.once("listening", () => resolve()));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`;

  return {
    base,
    databases,
    clock,
    smtp,
    mailer,
    async close() {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await mailer.stop();
      await smtp.stop();
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
