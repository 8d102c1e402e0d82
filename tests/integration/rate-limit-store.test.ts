import { randomBytes } from "node:crypto";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { createRateLimitStore, rateTier } from "~/api/rate-limit.server";
import { FREE_FAILURES, createSignInThrottle } from "~/api/sign-in-throttle.server";

describe("rate-limit tiers", () => {
  it("puts sign-in, sign-up and token refresh in the strict tier, forms and the newsletter in the moderate one", () => {
    expect(rateTier("POST", "/api/us/account/user/sign_in")).toBe("auth");
    expect(rateTier("POST", "/api/eu/account/user/register_or_login")).toBe("auth");
    expect(rateTier("GET", "/api/cn/account/user/sign_in/refresh")).toBe("auth");
    expect(rateTier("POST", "/api/us/account/user/subscribe/create")).toBe("forms");
    expect(rateTier("POST", "/us/return-manufacturer")).toBe("forms");
    expect(rateTier("POST", "/us/product-registration.data")).toBe("forms");
    expect(rateTier("POST", "/api/us/account/user/logout")).toBe("general");
    expect(rateTier("PUT", "/api/us/anything-new")).toBe("general");
    expect(rateTier("GET", "/us/faq")).toBeNull();
    expect(rateTier("GET", "/api/us/account/user/profile")).toBeNull();
  });
});

// Several server processes with DATABASE_URL share one budget per client (rate-limiter-flexible's Postgres store).
describe.skipIf(!process.env.TEST_DATABASE_URL)("rate limits shared through PostgreSQL", () => {
  const pools: pg.Pool[] = [];
  const table = `rate_limits_test_${randomBytes(4).toString("hex")}`;
  afterAll(async () => {
    await pools[0]?.query(`DROP TABLE IF EXISTS "${table}"`);
    await Promise.all(pools.map((pool) => pool.end()));
  });

  it("two processes' stores spend from one budget", async () => {
    const store = () => {
      const pool = new pg.Pool({ connectionString: process.env.TEST_DATABASE_URL, max: 2 });
      pools.push(pool);
      return createRateLimitStore({ auth: 3, forms: 3, general: 3 }, { pool, tableName: table });
    };
    const [a, b] = [store(), store()];
    const verdicts = [];
    for (const process of [a, b, a, b]) verdicts.push((await process.consume("auth", "203.0.113.9")).limited);
    expect(verdicts).toEqual([false, false, false, true]);
    // Another client and another tier are not affected.
    expect((await b.consume("auth", "203.0.113.10")).limited).toBe(false);
    expect((await a.consume("forms", "203.0.113.9")).limited).toBe(false);
  });

  it("two processes' sign-in throttles count one account's failures from a client together", async () => {
    const throttle = () => {
      const pool = new pg.Pool({ connectionString: process.env.TEST_DATABASE_URL, max: 2 });
      pools.push(pool);
      return createSignInThrottle({ pool, tableName: table });
    };
    const [a, b] = [throttle(), throttle()];
    const client = "203.0.113.9";
    for (let i = 0; i < FREE_FAILURES; i++) await (i % 2 === 0 ? a : b).failed("us", "shared@example.com", client);
    expect(await a.waitFor("us", "shared@example.com", client)).toBeGreaterThan(0);
    expect(await b.waitFor("us", "shared@example.com", client)).toBeGreaterThan(0);
    expect(await b.waitFor("us", "shared@example.com", "198.51.100.20")).toBe(0);
    expect(await b.waitFor("us", "other@example.com", client)).toBe(0);
    await a.unlock("us", "shared@example.com");
    expect(await b.waitFor("us", "shared@example.com", client)).toBe(0);
  });
});
