import { createHash } from "node:crypto";
import { defineConfig, devices } from "@playwright/test";

const PORT = Number(process.env.E2E_PORT ?? 3100);
/** Staff tokens of 32 bytes of entropy, as production requires (64 hex characters; fixed, so every worker knows them). */
export const PREVIEW_TOKEN = createHash("sha256").update("e2e-preview-token").digest("hex");
export const ADMIN_TOKEN = createHash("sha256").update("e2e-admin-token").digest("hex");

/** The browser tests that publish studio content (see the "publishing" project). */
const PUBLISHING = /studio-publish\.spec\.ts$/;

const chromium = {
  executablePath: "/usr/bin/chromium",
  args: [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
  ],
};

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  workers: process.env.CI ? 2 : 2,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: [["list"]],
  timeout: 30_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: `http://localhost:${PORT}`,
    launchOptions: chromium,
    trace: "off",
  },
  projects: [
    {
      name: "desktop",
      use: { ...devices["Desktop Chrome"], launchOptions: chromium },
      testIgnore: [/\.mobile\.spec\.ts$/, PUBLISHING],
    },
    { name: "mobile", use: { ...devices["Pixel 5"], launchOptions: chromium }, testMatch: /\.mobile\.spec\.ts$/ },
    // Publishing changes the live content for every page, so every page's cached bytes are re-rendered once after it:
    // a test elsewhere that expects a cache hit would meet a miss. It runs when the others are done.
    {
      name: "publishing",
      use: { ...devices["Desktop Chrome"], launchOptions: chromium },
      testMatch: PUBLISHING,
      dependencies: ["desktop", "mobile"],
    },
  ],
  webServer: {
    command: "node build/server/start.js",
    url: `http://localhost:${PORT}/ssr/timestamp`,
    reuseExistingServer: false,
    // A fresh data directory creates four embedded databases at start (three scopes and the studio's, issue 30).
    timeout: 120_000,
    env: {
      PORT: String(PORT),
      NODE_ENV: "production",
      // Tests on this machine run side by side: no fixed metrics port, no drain on stop (issue 26).
      METRICS_PORT: "0",
      SHUTDOWN_DRAIN_MS: "0",
      PREVIEW_TOKEN,
      ADMIN_TOKEN,
      DATA_DIR: process.env.E2E_DATA_DIR ?? "build/e2e-data",
      // Every browser test comes from one address; the limits themselves are covered by the API integration tests.
      RATE_LIMIT_AUTH_PER_MINUTE: "1000",
      RATE_LIMIT_FORMS_PER_MINUTE: "1000",
      RATE_LIMIT_GENERAL_PER_MINUTE: "1000",
      // The same for the per-client mail limit (issue 27); the per-recipient one still holds.
      MAIL_PER_CLIENT_PER_HOUR: "1000",
      RATE_LIMIT_RENDERS_PER_MINUTE: "100000",
    },
  },
});
