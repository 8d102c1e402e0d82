// A soak. Ten minutes (by default) of mixed traffic against the production server: cached pages in every
// region, fresh renders (previews at many instants, unknown paths, loader data) and the API (subscriptions, sign-up,
// sign-in, profile, token refresh). The server's resident memory is sampled every 10 s; it must level off (the last
// minute within 10% of the fifth) and stay under 400 MB.
import { readFileSync } from "node:fs";
import { NO_RATE_LIMITS, PREVIEW_TOKEN, startServer, verifiedAccount, warmScopes } from "./resilience-server.mjs";

const SCOPES = [
  { scope: "cn", region: "cn" },
  { scope: "us", region: "us" },
  { scope: "eu", region: "fr" },
];
export const SOAK_LIMITS = { peakMb: 400, drift: 0.1 };

const residentMb = (pid) => Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1]) / 1024;
const average = (values) =>
  values.length ? values.reduce((sum, value) => sum + value, 0) / values.length : Number.NaN;

/** A repeatable sequence (mulberry32), so two runs send the same mix. */
function random(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = Math.imul(state ^ (state >>> 15), state | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** @param {{ port: number, dataDir: string, seconds?: number, concurrency?: number, sampleEverySeconds?: number, log?: (line: string) => void }} options */
export async function soakRun({
  port,
  dataDir,
  seconds = 600,
  concurrency = 16,
  sampleEverySeconds = 10,
  log = console.log,
}) {
  const server = await startServer({ port, dataDir, env: NO_RATE_LIMITS });
  const pid = server.child.pid;
  try {
    await warmScopes(server.url);
    const sitemap = await (await fetch(`${server.url}/sitemap.xml`)).text();
    const pages = [...sitemap.matchAll(/<loc>https?:\/\/[^/]+([^<]*)<\/loc>/g)].map(([, path]) => path || "/");
    if (pages.length < 50) throw new Error(`sitemap lists only ${pages.length} pages`);
    const rng = random(16);
    const pick = (list) => list[Math.floor(rng() * list.length)];
    const counts = { page: 0, preview: 0, notFound: 0, data: 0, api: 0, errors: 0, status5xx: 0 };
    const sessions = [];
    let sequence = 0;
    // Verified accounts to sign in to (a new account signs in only after its emailed link).
    const accounts = [];
    for (const { scope, region } of SCOPES)
      for (let i = 0; i < 10; i++) {
        const email = `soak.user.${scope}.${i}.${Date.now().toString(36)}@example.com`;
        await verifiedAccount({ url: server.url, dataDir, scope, region, email, password: "soak-bench-password" });
        accounts.push({ scope, email });
      }

    const browser = { "accept-encoding": "gzip, deflate, br" };
    const kinds = [
      // Cached pages: most of a real day's traffic.
      [0.45, async () => (counts.page++, await fetch(server.url + pick(pages), { headers: browser }))],
      // Fresh renders at many instants (previews bypass every cache).
      [
        0.15,
        async () => {
          counts.preview++;
          const at = new Date(Date.parse("2024-11-01T00:00:00Z") + Math.floor(rng() * 200) * 3_600_000).toISOString();
          return fetch(`${server.url}${pick(pages)}?at=${encodeURIComponent(at)}`, {
            headers: { ...browser, "x-preview-token": PREVIEW_TOKEN },
          });
        },
      ],
      [
        0.08,
        async () => (
          counts.notFound++,
          await fetch(`${server.url}/us/soak-${Math.floor(rng() * 1e9)}/x`, { headers: browser })
        ),
      ],
      [0.07, async () => (counts.data++, await fetch(`${server.url}${pick(pages.filter((p) => p !== "/"))}.data`))],
      [
        0.25,
        async () => {
          counts.api++;
          const { scope, region } = pick(SCOPES);
          const json = { "content-type": "application/json", region };
          const roll = rng();
          if (roll < 0.4) {
            return fetch(`${server.url}/api/${scope}/account/user/subscribe/create`, {
              method: "POST",
              headers: json,
              body: JSON.stringify({
                email: `soak.${Date.now()}.${sequence++}@example.com`,
                region,
                source: region === "cn" ? "/" : `/${region}`,
              }),
            });
          }
          if (roll < 0.55 || sessions.length === 0) {
            const response = await fetch(`${server.url}/api/${scope}/account/user/register_or_login`, {
              method: "POST",
              headers: json,
              body: JSON.stringify({
                email: pick(accounts.filter((account) => account.scope === scope)).email,
                password: "soak-bench-password",
                consents: ["age", "terms", "privacy", "termsAndPrivacy"],
              }),
            });
            const body = await response.clone().json();
            if (body.code === 2000 && body.data.apptoken) {
              sessions.push({ scope, ...body.data });
              if (sessions.length > 200) sessions.shift();
            }
            return response;
          }
          const session = pick(sessions);
          if (roll < 0.85) {
            return fetch(`${server.url}/api/${session.scope}/account/user/profile`, {
              headers: { apptoken: session.apptoken },
            });
          }
          const response = await fetch(
            `${server.url}/api/${session.scope}/account/user/sign_in/refresh?user_id=${session.user_id}`,
            {
              headers: { reftoken: session.reftoken },
            },
          );
          const body = await response.clone().json();
          if (body.code === 2000) Object.assign(session, body.data); // rotated: the old reftoken is dead
          return response;
        },
      ],
    ];
    const choose = () => {
      let roll = rng();
      for (const [share, run] of kinds) if ((roll -= share) < 0) return run;
      return kinds[0][1];
    };

    const samples = [];
    const started = performance.now();
    const sample = () => {
      const at = Math.round((performance.now() - started) / 1000);
      const rss = residentMb(pid);
      samples.push({ at, rss: Math.round(rss * 10) / 10 });
      log(
        `  soak ${at} s: RSS ${rss.toFixed(1)} MB, ${Object.values(counts)
          .slice(0, 5)
          .reduce((a, b) => a + b, 0)} requests`,
      );
    };
    sample();
    const timer = setInterval(sample, sampleEverySeconds * 1000);
    const until = started + seconds * 1000;
    const worker = async () => {
      while (performance.now() < until) {
        try {
          const response = await choose()();
          await response.arrayBuffer();
          if (response.status >= 500) counts.status5xx++;
        } catch {
          counts.errors++;
        }
      }
    };
    await Promise.all(Array.from({ length: concurrency }, worker));
    clearInterval(timer);
    sample();

    // The fifth minute against the last one (for a shorter run: the window at 40-50% of it against the last 10%).
    const window = (from, to) => average(samples.filter((s) => s.at >= from && s.at < to).map((s) => s.rss));
    const settled = seconds >= 600 ? window(240, 300) : window(seconds * 0.4, seconds * 0.5);
    const last = window(seconds - Math.max(60, seconds * 0.1), seconds + 1);
    const peak = Math.max(...samples.map((s) => s.rss));
    return {
      seconds,
      concurrency,
      requests: counts.page + counts.preview + counts.notFound + counts.data + counts.api,
      counts,
      samples,
      peakMb: peak,
      settledMb: Math.round(settled * 10) / 10,
      lastMinuteMb: Math.round(last * 10) / 10,
      drift: Math.round(((last - settled) / settled) * 1000) / 1000,
      serverAlive: !server.exit,
    };
  } finally {
    await server.stop();
  }
}
