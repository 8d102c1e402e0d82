// The environment is validated once; a bad value is refused in one line naming the variable.
import { describe, expect, it } from "vitest";
import { describeError } from "~/request/log.server";
import { checkSettings } from "../../server/config";
import { parseEnv } from "../../server/env";

describe("the server's environment", () => {
  it("gives the documented defaults", () => {
    expect(parseEnv({})).toMatchObject({
      PORT: 3000,
      HOST: "127.0.0.1",
      WEB_CONCURRENCY: 1,
      MAX_CONNECTIONS: 1024,
      SHUTDOWN_DRAIN_MS: 10_000,
      METRICS_PORT: 9464,
      PAGE_CACHE: true,
      LOG_REQUESTS: true,
      LOG_LEVEL: "info",
    });
    expect(parseEnv({ METRICS_PORT: "off", PAGE_CACHE: "off", MAX_CONNECTIONS: "" })).toMatchObject({
      METRICS_PORT: null,
      PAGE_CACHE: false,
      MAX_CONNECTIONS: 1024,
    });
  });

  it("refuses a value that used to fall back silently, naming the variable and what it expects", () => {
    expect(() => parseEnv({ MAX_CONNECTIONS: "abc" })).toThrow(
      'MAX_CONNECTIONS="abc": expects a whole number from 1 to 1000000',
    );
    expect(() => parseEnv({ PORT: "80a" })).toThrow("PORT=");
    expect(() => parseEnv({ WEB_CONCURRENCY: "0", LOG_LEVEL: "loud" })).toThrow(/WEB_CONCURRENCY.*; LOG_LEVEL/);
  });

  // What the operator reads when the process refuses (tests/server/operations.test.ts proves one such line reaches
  // stderr with exit code 1): one line, naming the variable and what it expects.
  for (const [name, value, expects] of [
    ["MAX_CONNECTIONS", "abc", "a whole number"],
    ["PORT", "99999", "a whole number from 0 to 65535"],
    ["SHUTDOWN_DRAIN_MS", "-1", "a whole number"],
    ["DATABASE_URL", "mysql://x@y/z", "postgres"],
    ["PAGE_CACHE", "maybe", "on or off"],
  ] as const) {
    it(`refuses ${name}=${value} in one line naming it`, () => {
      let message = "";
      try {
        parseEnv({ [name]: value });
      } catch (error) {
        message = (error as Error).message;
      }
      expect(message.split("\n")).toHaveLength(1);
      expect(message).toMatch(new RegExp(`^Refusing to start: ${name}\\b`));
      expect(message).toContain(expects);
    });
  }

  it("never echoes a connection string or a token", () => {
    let message = "";
    try {
      parseEnv({ DATABASE_URL: "mysql://user:hunter2@db/shop" });
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toContain("DATABASE_URL: expects an absolute postgres or postgresql URL");
    expect(message).not.toContain("hunter2");
    expect(message.split("\n")).toHaveLength(1);
  });
});

describe("the tokens, checked at start", () => {
  // That the process prints such a refusal and exits 1: tests/server/hostile-tokens.test.ts (a weak PREVIEW_TOKEN).
  it("refuses a preview or admin token of less than 32 bytes of entropy in production, naming it", () => {
    const strong = "3f9c1e7a5b2d8f4e6a0c9b1d7e3f5a2c8b4d6e0f1a3c5e7b9d2f4a6c8e0b1d3f";
    for (const name of ["PREVIEW_TOKEN", "ADMIN_TOKEN"] as const) {
      for (const weak of ["e2e-preview-token", "0".repeat(64)])
        expect(() => checkSettings({ NODE_ENV: "production", [name]: weak })).toThrow(
          `${name} must carry at least 32 bytes of entropy`,
        );
      expect(() => checkSettings({ NODE_ENV: "production", [name]: strong })).not.toThrow();
    }
  });
});

describe("error descriptions in the log", () => {
  it("never carry drizzle's query text with its parameters", () => {
    const driver = Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5"), { code: "ECONNREFUSED" });
    const wrapped = new Error('Failed query: insert into "users" params: a@example.com,$argon2id$hash', {
      cause: driver,
    });
    const described = describeError(wrapped);
    expect(described).toEqual({ type: "Error", message: "connect ECONNREFUSED 127.0.0.1:5", code: "ECONNREFUSED" });
  });
});
