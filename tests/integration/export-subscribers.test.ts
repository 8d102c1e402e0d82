import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listSubscriptions, subscribe, subscriptionsCsv } from "~/data/subscriptions.server";
import { toCsv } from "~/rules/csv";
import { BACKEND, HARNESS_TIMEOUT_MS, TEST_TIMEOUT_MS, startApi, type ApiHarness } from "./api-harness";

describe(`subscribers export (${BACKEND})`, { timeout: TEST_TIMEOUT_MS }, () => {
  let api: ApiHarness;
  beforeAll(async () => {
    api = await startApi({ warm: ["eu"] });
  }, HARNESS_TIMEOUT_MS);
  afterAll(() => api.close(), HARNESS_TIMEOUT_MS);

  it("quotes fields per RFC 4180 and defuses spreadsheet formulas", () => {
    expect(
      toCsv(
        ["a", "b"],
        [
          ["x,y", 'say "hi"'],
          ["=HYPERLINK(1)", "plain"],
        ],
      ),
    ).toBe('a,b\r\n"x,y","say ""hi"""\r\n\'=HYPERLINK(1),plain\r\n');
  });

  it("lists the scope's subscribers, oldest first, as CSV", async () => {
    const db = await api.databases.get("eu");
    await subscribe(
      db,
      { email: "max@example.de", region: "de", source: "/de/black-friday, banner" },
      new Date("2025-11-15T08:00:00Z"),
    );
    await subscribe(
      db,
      { email: "marie@example.fr", region: "fr", source: "/fr/black-friday" },
      new Date("2025-11-14T08:00:00Z"),
    );
    expect(subscriptionsCsv(await listSubscriptions(db))).toBe(
      'email,region,source,created_at\r\nmarie@example.fr,fr,/fr/black-friday,2025-11-14T08:00:00.000Z\r\nmax@example.de,de,"/de/black-friday, banner",2025-11-15T08:00:00.000Z\r\n',
    );
  });

  it("the command refuses a missing or unknown scope with its usage line", async () => {
    const run = promisify(execFile);
    const failure = await run("node_modules/.bin/vite-node", [
      "--config",
      "vitest.config.ts",
      "scripts/export-subscribers.ts",
      "--",
      "--scope",
      "mars",
    ]).catch((error: { code: number; stderr: string; stdout: string }) => error);
    expect(failure).toMatchObject({
      code: 2,
      stdout: "",
      stderr: expect.stringContaining("usage: npm run subscribers:export -- --scope <cn|us|eu>"),
    });
  });
});
