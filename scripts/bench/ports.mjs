// Ports of `npm run bench`: BENCH_PORT_BASE (default 3210) and the ten after it, so benches of several checkouts on one
// machine can run side by side; BENCH_PG_PORT (default 55434) for the PostgreSQL server of the workers comparison.
const base = Number.parseInt(process.env.BENCH_PORT_BASE ?? "3210", 10);
if (!Number.isSafeInteger(base) || base < 1024 || base > 65_000) throw new Error(`BENCH_PORT_BASE: ${base}`);

export const BENCH_PORTS = {
  cached: base,
  fresh: base + 1,
  staticNginx: base + 2,
  bare: base + 3,
  edge: base + 4,
  workers: base + 5,
  /** The server of the budgets and Lighthouse runs (stopped before the throughput servers start). */
  site: base + 3,
  /** nginx serving the scripts-free references of the live campaign page (Lighthouse). */
  lighthouseReference: base + 6,
  chrome: base + 10,
};

export const BENCH_PG_PORT = Number.parseInt(process.env.BENCH_PG_PORT ?? "55434", 10);
