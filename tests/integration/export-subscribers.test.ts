import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { repositoryDocument } from "~/content/repository";
import { confirmSubscription, listSubscriptions, subscribe, subscriptionsCsv } from "~/data/subscriptions.server";
import { toCsv } from "~/rules/csv";
import { BACKEND, HARNESS_TIMEOUT_MS, TEST_TIMEOUT_MS, startApi, type ApiHarness } from "./api-harness";
import { linkToken } from "./smtp-harness";

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

  it("lists the scope's confirmed subscribers, oldest first, as CSV", async () => {
    const db = await api.databases.get("eu");
    const sign = async (email: string, region: "de" | "fr", source: string, at: string) => {
      const evidence = { consentVersion: `${region}-test`, clientNetwork: "198.51.100.0/24" };
      await subscribe(
        db,
        { email, region, source, ...evidence },
        new Date(at),
        api.mailer.queueOptions(repositoryDocument()),
      );
      api.mailer.wake();
      const mail = await api.smtp.nth(email);
      const token = linkToken(mail, "newsletter/confirm");
      const options = api.mailer.queueOptions(repositoryDocument());
      expect(await confirmSubscription(db, token, new Date(at), options)).toBe(true);
    };
    await sign("max@example.de", "de", "/de/black-friday, banner", "2025-11-15T08:00:00Z");
    await sign("marie@example.fr", "fr", "/fr/black-friday", "2025-11-14T08:00:00Z");
    expect(subscriptionsCsv(await listSubscriptions(db))).toBe(
      "email,region,source,created_at,confirmed_at\r\n" +
        "marie@example.fr,fr,/fr/black-friday,2025-11-14T08:00:00.000Z,2025-11-14T08:00:00.000Z\r\n" +
        'max@example.de,de,"/de/black-friday, banner",2025-11-15T08:00:00.000Z,2025-11-15T08:00:00.000Z\r\n',
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
