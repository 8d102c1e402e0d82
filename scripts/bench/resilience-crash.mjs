// kill -9 in the middle of a burst of subscriptions, then restart: every acknowledged subscription must be stored.
// Against PGlite (DATA_DIR) and, when given, a PostgreSQL server (DATABASE_URL).
import { rmSync } from "node:fs";
import { ADMIN_TOKEN, NO_RATE_LIMITS, startServer, tempDir, warmScopes } from "./resilience-server.mjs";

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const SCOPE_REGIONS = { cn: "cn", us: "us", eu: "fr" };

/**
 * @param {{ port: number, label: string, env?: Record<string,string>, dataDir?: string, killAfterMs?: number, concurrency?: number }} options
 */
export async function crashBurst({ port, label, env = {}, dataDir, killAfterMs = 1500, concurrency = 32 }) {
  const dir = dataDir ?? tempDir(`crash-${label}`);
  const server = await startServer({ port, dataDir: dir, env: { ...NO_RATE_LIMITS, ...env } });
  await warmScopes(server.url);

  const acknowledged = []; // { scope, email }
  const outcomes = { acknowledged: 0, otherEnvelope: 0, connectionError: 0 };
  let stop = false;
  let sequence = 0;
  const run = `${label.replace(/[^a-z0-9]+/gi, "-")}-${Date.now().toString(36)}`;

  async function worker() {
    while (!stop) {
      const scopes = Object.keys(SCOPE_REGIONS);
      const scope = scopes[sequence % scopes.length];
      const email = `crash.${run}.${sequence++}@example.com`;
      try {
        const response = await fetch(`${server.url}/api/${scope}/account/user/subscribe/create`, {
          method: "POST",
          headers: { "content-type": "application/json", region: SCOPE_REGIONS[scope] },
          body: JSON.stringify({
            email,
            region: SCOPE_REGIONS[scope],
            source: SCOPE_REGIONS[scope] === "cn" ? "/" : `/${SCOPE_REGIONS[scope]}`,
          }),
        });
        const body = await response.json();
        if (response.status === 200 && body.code === 2000) {
          acknowledged.push({ scope, email });
          outcomes.acknowledged++;
        } else outcomes.otherEnvelope++;
      } catch {
        outcomes.connectionError++; // the kill cut this one off: never acknowledged, may or may not be stored
        return;
      }
    }
  }

  const workers = Array.from({ length: concurrency }, worker);
  await sleep(killAfterMs);
  const ackedAtKill = acknowledged.length;
  const killed = await server.kill9();
  stop = true;
  await Promise.all(workers);

  // Restart on the same data and look every acknowledged address up through the running server.
  const restartStarted = Date.now();
  const again = await startServer({ port, dataDir: dir, env: { ...NO_RATE_LIMITS, ...env } });
  const restartMs = Date.now() - restartStarted;
  const missing = [];
  try {
    for (const { scope, email } of acknowledged) {
      const response = await fetch(`${again.url}/__admin/subscriptions/${scope}?email=${encodeURIComponent(email)}`, {
        headers: { authorization: `Bearer ${ADMIN_TOKEN}` },
      });
      const body = response.ok ? await response.json() : { subscriptions: [] };
      if (body.subscriptions.length !== 1) missing.push({ scope, email, status: response.status });
    }
    // The restarted server keeps taking sign-ups.
    const after = await fetch(`${again.url}/api/us/account/user/subscribe/create`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: `after.${run}@example.com`, region: "us" }),
    });
    const afterBody = await after.json();
    return {
      label,
      killSignal: killed.signal,
      acknowledged: acknowledged.length,
      ackedAtKill,
      cutOff: outcomes.connectionError,
      otherEnvelope: outcomes.otherEnvelope,
      missing: missing.length,
      missingSample: missing.slice(0, 5),
      restartMs,
      afterRestartCode: afterBody.code,
    };
  } finally {
    await again.stop();
    if (!dataDir) rmSync(dir, { recursive: true, force: true });
  }
}
