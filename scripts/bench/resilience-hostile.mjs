// 1,000 seeded hostile requests against the production server: no crash, no 5xx, every /api answer an envelope,
// no redirect to another host, no stack trace or file contents in a body.
import { fillPlaceholders, generateHostileRequests, judgeAnswer } from "./hostile-requests";
import { NO_RATE_LIMITS, PREVIEW_TOKEN, startServer, verifiedAccount } from "./resilience-server.mjs";
import { sendRaw } from "./send-raw";

/** @param {{ port: number, dataDir: string, seed?: number, count?: number, concurrency?: number }} options */
export async function hostileRun({ port, dataDir, seed = 7, count = 1000, concurrency = 8 }) {
  // Limits lifted so that every request reaches validation and the database (the designed 429 would hide bugs).
  const server = await startServer({ port, dataDir, env: NO_RATE_LIMITS });
  try {
    const session = await verifiedAccount({
      url: server.url,
      dataDir,
      scope: "us",
      region: "us",
      email: `hostile.${Date.now()}@example.com`,
      password: "hostile-bench-password",
    });
    const values = { ...session, preview_token: PREVIEW_TOKEN };

    const requests = generateHostileRequests({ seed, count });
    const byCategory = {};
    const statuses = {};
    const failures = [];
    let parserRefusals = 0;
    let next = 0;
    const started = performance.now();
    async function worker() {
      while (next < requests.length) {
        const request = fillPlaceholders(requests[next++], values);
        const answer = await sendRaw(server.url, request);
        const verdict = judgeAnswer(request, answer, server.url);
        const tally = (byCategory[request.category] ??= { requests: 0, failures: 0 });
        tally.requests++;
        statuses[answer.status] = (statuses[answer.status] ?? 0) + 1;
        if (verdict.kind === "parserRefusal") parserRefusals++;
        if (!verdict.ok) {
          tally.failures++;
          failures.push({
            id: request.id,
            category: request.category,
            method: request.method,
            path: request.path.slice(0, 120),
            status: answer.status,
            problems: verdict.problems,
          });
        }
      }
    }
    await Promise.all(Array.from({ length: concurrency }, worker));
    const seconds = (performance.now() - started) / 1000;
    const alive = await fetch(`${server.url}/ssr/timestamp`)
      .then((response) => response.ok)
      .catch(() => false);
    const log = server.log.join("");
    return {
      seed,
      requests: requests.length,
      seconds: Math.round(seconds * 10) / 10,
      crashed: Boolean(server.exit) || !alive,
      http5xx: Object.entries(statuses)
        .filter(([status]) => Number(status) >= 500)
        .reduce((sum, [, n]) => sum + n, 0),
      failures: failures.length,
      failureSample: failures.slice(0, 10),
      parserRefusals,
      statuses,
      byCategory,
      unexpectedErrorsLogged: (log.match(/unexpected error|Unexpected Server Error/g) ?? []).length,
    };
  } finally {
    await server.stop();
  }
}
