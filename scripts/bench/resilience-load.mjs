// 200 concurrent connections against the subscribe and sign-in endpoints (autocannon). Every answer must be a success
// or the designed rate-limit envelope (4029); any 5xx, socket error, timeout or other answer is a failure.
import autocannon from "autocannon";
import { startServer, verifiedAccount } from "./resilience-server.mjs";

const SCOPES = [
  { scope: "cn", region: "cn" },
  { scope: "us", region: "us" },
  { scope: "eu", region: "de" },
];
const PASSWORD = "load-bench-password";

/**
 * @param {{ port: number, dataDir: string, seconds: number, connections?: number, env?: Record<string,string>, label: string }} options
 */
export async function loadRun({ port, dataDir, seconds, connections = 200, env = {}, label }) {
  const server = await startServer({ port, dataDir, env });
  try {
    const run = `${label.replace(/[^a-z0-9]+/gi, "-")}-${Date.now().toString(36)}`;
    // One account per scope to sign in to (created before the run; costs one login attempt per scope).
    for (const { scope, region } of SCOPES) {
      const email = `load.${run}@example.com`;
      await verifiedAccount({ url: server.url, dataDir, scope, region, email, password: PASSWORD });
    }

    const answers = {}; // "endpoint status code" -> count
    const tally = (endpoint) => (status, body) => {
      let code = "not-json";
      try {
        const parsed = JSON.parse(body);
        code =
          Number.isInteger(parsed.code) && typeof parsed.msg === "string" && typeof parsed.data === "object"
            ? parsed.code
            : "not-envelope";
      } catch {
        // counted as not-json
      }
      const key = `${endpoint} ${status} ${code}`;
      answers[key] = (answers[key] ?? 0) + 1;
    };
    let sequence = 0;
    const requests = [
      {
        method: "POST",
        path: "/api/us/account/user/subscribe/create",
        headers: { "content-type": "application/json" },
        // A new address each time, so that every accepted subscription is a real insert; scopes in turn.
        setupRequest: (request) => {
          const { scope, region } = SCOPES[sequence % SCOPES.length];
          const email = `load.${run}.${sequence++}@example.com`;
          return {
            ...request,
            path: `/api/${scope}/account/user/subscribe/create`,
            headers: { ...request.headers, region },
            body: JSON.stringify({ email, region, source: region === "cn" ? "/" : `/${region}` }),
          };
        },
        onResponse: tally("subscribe"),
      },
      {
        method: "POST",
        path: "/api/us/account/user/sign_in",
        headers: { "content-type": "application/json" },
        setupRequest: (request) => {
          const { scope, region } = SCOPES[sequence % SCOPES.length];
          return {
            ...request,
            path: `/api/${scope}/account/user/sign_in`,
            headers: { ...request.headers, region },
            body: JSON.stringify({ email: `load.${run}@example.com`, password: PASSWORD }),
          };
        },
        onResponse: tally("sign_in"),
      },
    ];

    const result = await autocannon({ url: server.url, connections, duration: seconds, requests, timeout: 30 });
    const failures = Object.entries(answers)
      .filter(([key]) => !/ (200 2000|429 4029)$/.test(key))
      .reduce((sum, [, count]) => sum + count, 0);
    const count = (pattern) =>
      Object.entries(answers)
        .filter(([key]) => pattern.test(key))
        .reduce((sum, [, n]) => sum + n, 0);
    return {
      label,
      connections,
      seconds,
      requests: result.requests.total,
      reqPerSec: Math.round(result.requests.average),
      latency: { p50: result.latency.p50, p90: result.latency.p90, p99: result.latency.p99, max: result.latency.max },
      statusCodes: Object.fromEntries(
        Object.entries(result.statusCodeStats).map(([status, { count: n }]) => [status, n]),
      ),
      answers,
      successes: { subscribe: count(/^subscribe 200 2000$/), signIn: count(/^sign_in 200 2000$/) },
      rateLimited: { subscribe: count(/^subscribe 429 4029$/), signIn: count(/^sign_in 429 4029$/) },
      socketErrors: result.errors,
      timeouts: result.timeouts,
      // autocannon's `errors` already include its timeouts.
      failures: failures + result.errors,
      serverAlive: !server.exit,
    };
  } finally {
    await server.stop();
  }
}
