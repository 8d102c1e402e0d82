import { execFile } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";
import { createDatabases, databaseConfigFromEnv } from "../../database/client.server";
import { subscribe } from "~/api/subscriptions.server";
import { toCsv } from "~/lib/csv";
import { HARNESS_TIMEOUT_MS } from "./api-harness";

describe("subscribers export", { timeout: HARNESS_TIMEOUT_MS }, () => {
  it("quotes fields per RFC 4180 and defuses spreadsheet formulas", () => {
    expect(toCsv(["a", "b"], [["x,y", 'say "hi"'], ["=HYPERLINK(1)", "plain"]])).toBe('a,b\r\n"x,y","say ""hi"""\r\n\'=HYPERLINK(1),plain\r\n');
  });

  it("writes the scope's subscribers as CSV to stdout", async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), "export-"));
    try {
      const env = { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "", DATABASE_URL_EU: "" };
      const databases = createDatabases(databaseConfigFromEnv(env));
      const db = await databases.get("eu");
      await subscribe(db, { email: "marie@example.fr", region: "fr", source: "/fr/black-friday" }, new Date("2025-11-14T08:00:00Z"));
      await subscribe(db, { email: "max@example.de", region: "de", source: "/de/black-friday, banner" }, new Date("2025-11-15T08:00:00Z"));
      await databases.close();

      const run = promisify(execFile);
      const { stdout } = await run("node_modules/.bin/vite-node", ["--config", "vitest.config.ts", "scripts/export-subscribers.ts", "--", "--scope", "eu"], { env });
      expect(stdout).toBe(
        "email,region,source,created_at\r\nmarie@example.fr,fr,/fr/black-friday,2025-11-14T08:00:00.000Z\r\nmax@example.de,de,\"/de/black-friday, banner\",2025-11-15T08:00:00.000Z\r\n",
      );
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
