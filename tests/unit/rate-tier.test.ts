// The tier of a request is the tier of the route that will handle it: each spelling below is sent through
// the real API router, and whatever reaches an auth route's handler must have been charged to the auth tier.
import type { AddressInfo } from "node:net";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rateTier } from "~/api/rate-limit.server";
import { createApiRouter } from "~/api/router.server";
import { createSignInThrottle } from "~/api/sign-in-throttle.server";
import { repositoryDocument } from "~/content/repository";
import { DatabaseUnavailableError, type Databases } from "../../database/client.server";

const SPELLINGS: [method: string, path: string][] = [
  ["POST", "/api/us/account/user/sign_in"],
  ["POST", "/api/us/account/user/SIGN_IN"],
  ["POST", "/api/us/account/user/Sign_In"],
  ["POST", "/api/us/account/user/sign_in/"],
  ["POST", "/api/us/account/user/sign_in//"],
  ["POST", "/API/US/ACCOUNT/USER/SIGN_IN"],
  ["POST", "/api/Us/Account/User/sign_in/"],
  ["POST", "/api/us/account/user/sign%5Fin"],
  ["POST", "/api/us//account/user/sign_in"],
  ["POST", "/api/xx/account/user/sign_in"],
  ["POST", "/api/eu/account/user/Register_Or_Login"],
  ["POST", "/api/cn/account/user/REGISTER_OR_LOGIN/"],
  ["GET", "/api/us/account/user/SIGN_IN/REFRESH"],
  ["GET", "/api/us/account/user/sign_in/refresh/"],
  ["HEAD", "/api/eu/Account/User/Sign_In/Refresh"],
  ["POST", "/api/us/account/user/Subscribe/Create"],
  ["POST", "/api/us/account/user/subscribe/create/"],
  ["POST", "/API/us/account/user/logout"],
  ["POST", "/api/us/account/user/\u017fign_in"],
];

describe("the rate tier follows the route that handles the request", () => {
  let base: string;
  let close: () => void;
  beforeAll(async () => {
    const unavailable: Databases = {
      get: (scope) => Promise.reject(new DatabaseUnavailableError(scope, new Error("no database in this test"))),
      openAll: async () => ({}),
      check: async () => ({ cn: "down", us: "down", eu: "down" }),
      poolStats: () => [],
      opened: () => [],
      close: async () => {},
    };
    const app = express();
    app.use(
      "/api",
      createApiRouter({
        databases: unavailable,
        content: repositoryDocument,
        clock: async () => new Date(),
        tokenLifetimes: { apptokenSeconds: 60, reftokenSeconds: 60 },
        signInThrottle: createSignInThrottle(),
        // No mail is queued without a database.
        mailer: {
          queueOptions: (content, client) => ({ content, origin: "http://localhost", client }),
          wake: () => {},
        },
      }),
    );
    const server = app.listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    close = () => server.close();
  });
  afterAll(() => close());

  /** The endpoint that answered: the route's own answer (validation or database), or the router's 404. */
  async function handledBy(method: string, path: string): Promise<"route" | "none"> {
    const response = await fetch(`${base}${path}`, {
      method,
      headers: { "content-type": "application/json" },
      body: method === "POST" ? JSON.stringify({ email: "a@example.com", password: "x", region: "us" }) : undefined,
    });
    return response.status === 404 ? "none" : "route";
  }

  it.each(SPELLINGS)("%s %s", async (method, path) => {
    const tier = rateTier(method, path);
    const handled = await handledBy(method, path);
    const lower = path.toLowerCase().replace(/\/$/, "");
    if (handled === "route" && /\/(sign_in|register_or_login|sign_in\/refresh)$/.test(lower)) expect(tier).toBe("auth");
    if (handled === "route" && /\/subscribe\/create$/.test(lower)) expect(tier).toBe("forms");
    if (method === "POST") expect(tier).not.toBeNull();
  });

  it("charges every spelling the router takes for sign-in to the auth tier", async () => {
    const handled = await Promise.all(SPELLINGS.map(([method, path]) => handledBy(method, path)));
    expect(SPELLINGS.filter((_, index) => handled[index] === "route").length).toBeGreaterThan(10);
  });
});

// The studio's sign-in and first password spend from the strict tier, as customer sign-in does (any spelling
// that reaches its action: the other spellings meet the staff guard first); its API from the general one.
describe("the studio's tiers", () => {
  it.each([
    ["POST", "/studio/sign-in", "auth"],
    ["POST", "/studio/sign-in/", "auth"],
    ["POST", "/STUDIO/sign-in", "auth"],
    ["POST", "/studio/sign-in.data", "auth"],
    ["GET", "/studio/sign-in", null],
    ["POST", "/studio/api/drafts/3/changes", "general"],
    ["POST", "/Studio/API/drafts", "general"],
    ["POST", "/studio/prices", "forms"],
    ["GET", "/studio/api/session", null],
  ] as const)("%s %s spends from %s", (method, path, tier) => {
    expect(rateTier(method, path)).toBe(tier);
  });
});
