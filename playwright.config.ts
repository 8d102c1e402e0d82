import { createHash } from "node:crypto";
import { defineConfig, devices } from "@playwright/test";

const PORT = Number(process.env.E2E_PORT ?? 3100);
/** Staff tokens of 32 bytes of entropy, as production requires (64 hex characters; fixed, so every worker knows them). */
export const PREVIEW_TOKEN = createHash("sha256").update("e2e-preview-token").digest("hex");
export const ADMIN_TOKEN = createHash("sha256").update("e2e-admin-token").digest("hex");

/**
 * The per-client limits, lifted: every browser test comes from one address. The limits themselves are covered by the
 * server and API integration tests; the per-recipient mail limit still holds.
 */
export const E2E_SERVER_LIMITS = {
  RATE_LIMIT_AUTH_PER_MINUTE: "1000",
  RATE_LIMIT_FORMS_PER_MINUTE: "1000",
  RATE_LIMIT_GENERAL_PER_MINUTE: "1000",
  MAIL_PER_CLIENT_PER_HOUR: "1000",
  RATE_LIMIT_RENDERS_PER_MINUTE: "100000",
};

/**
 * Debian's Chromium headless shell: the browser's engine without its windowing, which takes about a fifth less CPU per
 * test than the full browser run headless (docs/decisions/368-headless-shell-for-browser-tests.md). scripts/ensure-chromium.sh
 * installs it. `CHROMIUM_PATH` runs the tests in another build (the full browser: /usr/bin/chromium).
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium-headless-shell";

export const chromium = {
  executablePath: CHROMIUM_PATH,
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
  // Three on two cores: with two, the machine was 15% idle (tests wait on the server and on animations); three took the
  // whole suite from 263 to 239 s at the same CPU (448 and 453 CPU-s, back to back).
  workers: 3,
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
      testIgnore: /\.mobile\.spec\.ts$/,
    },
    { name: "mobile", use: { ...devices["Pixel 5"], launchOptions: chromium }, testMatch: /\.mobile\.spec\.ts$/ },
  ],
  webServer: {
    command: "node build/server/start.js",
    url: `http://localhost:${PORT}/ssr/timestamp`,
    reuseExistingServer: false,
    // A fresh data directory creates four embedded databases at start (three scopes and the studio's).
    timeout: 120_000,
    env: {
      PORT: String(PORT),
      NODE_ENV: "production",
      // Tests on this machine run side by side: no fixed metrics port, no drain on stop.
      METRICS_PORT: "0",
      SHUTDOWN_DRAIN_MS: "0",
      PREVIEW_TOKEN,
      ADMIN_TOKEN,
      DATA_DIR: process.env.E2E_DATA_DIR ?? "build/e2e-data",
      ...E2E_SERVER_LIMITS,
    },
  },
});
