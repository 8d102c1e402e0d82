// `npm run bench:resilience`: load, hostile input, kill -9 and database outage against the production server;
// figures go to bench/results.md between the resilience markers (the performance section belongs to `npm run bench`).
// Run through vite-node (package.json), as it imports TypeScript modules; the servers it measures are node processes.
// Flags: --seconds=N (load duration, default 60; env RESILIENCE_SECONDS) for quick local runs,
// --only=load,hostile,crash,db,deep,flood,restart (default: all of them), --soak (only the 10-minute memory soak; --seconds=N shortens
// it), --no-write (print only), --port=N (first of the ports used, default 3310), --pg-port=N (default 55433).
import { execFileSync } from "node:child_process";
import { rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { restartRun, restartSection } from "./operations.mjs";
import { crashBurst } from "./resilience-crash.mjs";
import { databaseOutage } from "./resilience-dbdown.mjs";
import { deepPathRun } from "./resilience-deep-paths.mjs";
import { floodRun } from "./resilience-flood.mjs";
import { hostileRun } from "./resilience-hostile.mjs";
import { loadRun } from "./resilience-load.mjs";
import { createPostgres } from "./resilience-postgres.mjs";
import { previousResults, writeSection } from "./resilience-results.mjs";
import { NO_RATE_LIMITS, ROOT, copyDataDir, ensureBuild, pgliteTemplate } from "./resilience-server.mjs";
import { SOAK_LIMITS, soakRun } from "./resilience-soak.mjs";
import { writeSection as writeOperationsSection } from "./results.mjs";

const args = Object.fromEntries(
  process.argv.slice(2).map((arg) => {
    const [key, value] = arg.replace(/^--/, "").split("=");
    return [key, value ?? true];
  }),
);
const soak = Boolean(args.soak);
const seconds = Number(args.seconds ?? process.env.RESILIENCE_SECONDS ?? (soak ? 600 : 60));
const only = new Set(soak ? ["soak"] : String(args.only ?? "load,hostile,crash,db,deep,flood,restart").split(","));
const port = Number(args.port ?? 3310);
const pgPort = Number(args["pg-port"] ?? 55433);

const machine = {
  date: new Date().toISOString(),
  cpu: os.cpus()[0]?.model ?? "unknown",
  cores: os.cpus().length,
  memoryGiB: Math.round(os.totalmem() / 2 ** 30),
  node: process.version,
  loadAverage: os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(" "),
};

const results = { machine };
const temporary = [];
const step = (name) => console.log(`[resilience] ${name}`);

try {
  ensureBuild();
  step("preparing a migrated PGlite data directory");
  const template = await pgliteTemplate(port);
  temporary.push(template);
  const fresh = (label) => {
    const dir = copyDataDir(template, label);
    temporary.push(dir);
    return dir;
  };

  if (only.has("load")) {
    step(`load: 200 connections for ${seconds} s, production rate limits`);
    results.load = await loadRun({ port: port + 1, dataDir: fresh("load"), seconds, label: "production limits" });
    step(`load: 200 connections for ${seconds} s, rate limits lifted (every request reaches the database / argon2)`);
    results.loadLifted = await loadRun({
      port: port + 1,
      dataDir: fresh("load-lifted"),
      seconds,
      env: NO_RATE_LIMITS,
      label: "limits lifted",
    });
  }
  if (only.has("hostile")) {
    step("hostile: 1,000 seeded requests");
    results.hostile = await hostileRun({ port: port + 2, dataDir: fresh("hostile"), seed: 7, count: 1000 });
  }
  if (only.has("crash")) {
    step("kill -9 during a subscription burst: PGlite");
    results.crash = [await crashBurst({ port: port + 3, label: "PGlite", dataDir: fresh("crash") })];
    step("kill -9 during a subscription burst: PostgreSQL");
    const pg = createPostgres({ port: pgPort });
    try {
      pg.start();
      results.crash.push(await crashBurst({ port: port + 3, label: "PostgreSQL", env: { DATABASE_URL: pg.url } }));
    } finally {
      pg.destroy();
    }
  }
  if (only.has("deep")) {
    step("deep paths: a normal page alone and while 4 clients send 7,000-segment paths");
    results.deep = await deepPathRun({ port: port + 5, dataDir: fresh("deep"), seconds: 10, attackers: 4 });
  }
  if (only.has("flood")) {
    step("404 flood: a cached page alone and while 64 connections send random 404 paths for 20 s");
    results.flood = await floodRun({
      port: port + 7,
      referencePort: port + 8,
      dataDir: fresh("flood"),
      liftedDataDir: fresh("flood-lifted"),
    });
  }
  if (only.has("soak")) {
    step(`soak: ${seconds} s of mixed page, fresh-render and API traffic, RSS every 10 s`);
    results.soak = await soakRun({ port: port + 6, dataDir: fresh("soak"), seconds });
  }
  if (only.has("restart")) {
    // A rolling restart behind nginx and SIGTERM under load (their own section, scripts/bench/operations.mjs).
    execFileSync("bash", ["scripts/ensure-nginx.sh"], { stdio: "inherit" });
    step("restart: two origins behind nginx restarted one at a time under wrk -c50, then SIGTERM under load");
    const section = restartSection(await restartRun({ seconds: 30 }));
    console.log(section);
    if (!args["no-write"]) writeOperationsSection(path.join(ROOT, "bench/results.md"), "operations-restart", section);
  }
  if (only.has("db")) {
    step("database outage (PostgreSQL stopped, never opened, black hole, frozen)");
    results.db = await databaseOutage({ port: port + 4, pgPort });
  }
} finally {
  for (const dir of temporary) rmSync(dir, { recursive: true, force: true });
}

console.log(JSON.stringify(results, null, 2));
const verdicts = collectVerdicts(results);
for (const line of verdicts) console.log(line);
process.exitCode = verdicts.some((line) => line.startsWith("FAIL")) ? 1 : 0;
if (!args["no-write"]) {
  // The parts not run this time keep their last figures (a soak and the other parts are separate runs).
  const merged = { ...previousResults(), ...results };
  const file = writeSection(merged, collectVerdicts(merged), { seconds: merged.load?.seconds ?? seconds });
  console.log(`[resilience] written to ${file}`);
}

function collectVerdicts(r) {
  const lines = [];
  const check = (ok, text) => lines.push(`${ok ? "PASS" : "FAIL"} ${text}`);
  if (r.load)
    check(r.load.failures === 0 && r.load.serverAlive, `load (production limits): ${r.load.failures} failures`);
  if (r.loadLifted)
    check(
      r.loadLifted.failures === 0 && r.loadLifted.serverAlive,
      `load (limits lifted): ${r.loadLifted.failures} failures`,
    );
  if (r.hostile)
    check(
      !r.hostile.crashed && r.hostile.http5xx === 0 && r.hostile.failures === 0,
      `hostile: ${r.hostile.failures} failures, ${r.hostile.http5xx} 5xx, crashed: ${r.hostile.crashed}`,
    );
  for (const crash of r.crash ?? [])
    check(
      crash.missing === 0 && crash.afterRestartCode === 2000,
      `kill -9 (${crash.label}): ${crash.missing} of ${crash.acknowledged} acknowledged missing`,
    );
  if (r.deep) {
    check(
      // Before the edge rate limits one such path took 2-4 s and two attackers made normal pages wait 8-10 s.
      r.deep.serverAlive && r.deep.underAttack.p99 < 100,
      `deep paths: normal page p99 ${r.deep.underAttack.p99} ms under attack (${r.deep.alone.p99} ms alone), 7,000-segment paths answered 404 with p50 ${r.deep.attack.p50} ms / p99 ${r.deep.attack.p99} ms`,
    );
  }
  if (r.flood) {
    const production = r.flood.runs["production render budget"];
    const lifted = r.flood.runs["render budget lifted (no per-client render budget)"];
    check(
      // A random-404 flood took a cached page from 8 ms to 0.67 s mean (5 s max) before the render budget.
      production.serverAlive && production.underFlood.p99 < 50,
      `404 flood: cached page p99 ${production.underFlood.p99} ms under a ${r.flood.connections}-connection flood (${production.alone.p99} ms alone; ${lifted.underFlood.p99} ms with the render budget lifted)`,
    );
  }
  if (r.soak) {
    check(
      r.soak.serverAlive && r.soak.peakMb < SOAK_LIMITS.peakMb && Math.abs(r.soak.drift) <= SOAK_LIMITS.drift,
      `soak: peak ${r.soak.peakMb} MB (limit ${SOAK_LIMITS.peakMb}), last minute ${r.soak.lastMinuteMb} MB vs ${r.soak.settledMb} MB (${(r.soak.drift * 100).toFixed(1)}%, limit ±${SOAK_LIMITS.drift * 100}%), ${r.soak.counts.status5xx} 5xx, ${r.soak.counts.errors} errors`,
    );
  }
  if (r.db) {
    const pagesOk = (pages) => Object.values(pages).every(({ status }) => status === 200);
    check(
      r.db.openPool.apiEnvelopeOk && pagesOk(r.db.openPool.pagesDuringOutage) && r.db.openPool.recovery.ms !== null,
      "database stopped under an open pool: 503 envelope, pages 200, recovers",
    );
    check(
      r.db.neverOpened.apiEnvelopeOk &&
        pagesOk(r.db.neverOpened.pagesDuringOutage) &&
        r.db.neverOpened.recovery.ms !== null,
      "database down at start: 503 envelope, pages 200, recovers",
    );
    check(
      r.db.blackHole.apiEnvelopeOk && pagesOk(r.db.blackHole.pages),
      "database black hole: 503 envelope after the connection timeout, pages 200",
    );
    check(
      r.db.frozen.apiEnvelopeOk && pagesOk(r.db.frozen.pages) && r.db.frozen.recovery.ms !== null,
      "database frozen under an open pool: 503 envelope after the query timeout, pages 200, recovers",
    );
  }
  return lines;
}
