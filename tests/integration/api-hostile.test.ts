import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SIGN_UP_BOXES } from "~/rules/regions";
import { fillPlaceholders, generateHostileRequests, judgeAnswer } from "../../scripts/bench/hostile-requests";
import { sendRaw } from "../../scripts/bench/send-raw";
import { BACKEND, HARNESS_TIMEOUT_MS, startApi, uniqueEmail, type ApiHarness } from "./api-harness";

// The deterministic slice of `npm run bench:resilience`: seeded hostile requests (malformed and oversized bodies,
// wrong types, SQL/HTML, forged and expired tokens, odd methods, huge headers, bad content types, unicode junk)
// against the API router. Every answer is an envelope or a bare refusal by Node's HTTP parser; never a 5xx.
describe(`hostile API requests (${BACKEND})`, { timeout: 120_000 }, () => {
  let api: ApiHarness;
  let origin: string;
  let session: Record<string, string>;
  beforeAll(async () => {
    api = await startApi({ warm: ["cn", "us", "eu"] });
    origin = new URL(api.base).origin;
    const created = await api.call("POST", "/us/account/user/register_or_login", {
      body: { email: uniqueEmail("hostile"), password: "hostile-password", consents: SIGN_UP_BOXES },
    });
    session = created.body.data as Record<string, string>;
    // Past the reftoken's 30 days: the session's tokens are expired for the "expired token" requests.
    api.clock.now = new Date(api.clock.now.getTime() + 31 * 86_400_000);
  }, HARNESS_TIMEOUT_MS);
  afterAll(() => api.close(), HARNESS_TIMEOUT_MS);

  it("answers 100 seeded hostile requests without a 5xx, each with an envelope", async () => {
    const requests = generateHostileRequests({ seed: 2025, count: 100, apiOnly: true }).map((request) =>
      fillPlaceholders(request, { ...session, preview_token: "" }),
    );
    const failures: unknown[] = [];
    const kinds = { app: 0, parserRefusal: 0, noAnswer: 0 };
    for (const request of requests) {
      const answer = await sendRaw(origin, request);
      const verdict = judgeAnswer(request, answer, origin);
      kinds[verdict.kind]++;
      if (!verdict.ok)
        failures.push({
          id: request.id,
          category: request.category,
          method: request.method,
          path: request.path.slice(0, 80),
          status: answer.status,
          problems: verdict.problems,
        });
    }
    expect(failures).toEqual([]);
    expect(kinds.app).toBeGreaterThan(80);
    // The server still works afterwards.
    expect(
      (
        await api.call("POST", "/us/account/user/subscribe/create", {
          body: { email: uniqueEmail("after"), region: "us" },
        })
      ).body.code,
    ).toBe(2000);
  });

  it("generates the same requests for the same seed", () => {
    const strip = (list: ReturnType<typeof generateHostileRequests>) =>
      list.map(({ method, path, headers }) => `${method} ${path} ${JSON.stringify(headers)}`);
    expect(strip(generateHostileRequests({ seed: 9, count: 50 }))).toEqual(
      strip(generateHostileRequests({ seed: 9, count: 50 })),
    );
  });
});
