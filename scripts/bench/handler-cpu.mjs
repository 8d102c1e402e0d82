// CPU per page of React Router's handler in process (loaders, loader data, render; no HTTP, cache or compression), for
// one checkout's build: what a fresh render costs the main thread. Run it for two checkouts in turn to compare them.
//   NODE_ENV=production BENCH_CLOCK_AT=2024-11-25T12:00:00+01:00 node --import ./scripts/bench/shift-clock.mjs \
//     scripts/bench/handler-cpu.mjs --root /tmp/base --seconds 5 /us /de/faq
import path from "node:path";
import { parseArgs } from "node:util";

const { values, positionals } = parseArgs({
  options: { root: { type: "string" }, seconds: { type: "string", default: "5" } },
  allowPositionals: true,
});
const root = path.resolve(values.root ?? ".");
process.chdir(root);
const { createRequestHandler } = await import("react-router");
const app = await import(path.join(root, "build/server/index.js"));
const handler = createRequestHandler(await app.loadServerBuild(), "production");
const results = {};
for (const page of positionals) {
  const url = `http://localhost${page}`;
  const run = async () => {
    const response = await handler(new Request(url), app.renderContext());
    if (response.status !== 200) throw new Error(`${page}: ${response.status}`);
    await response.text();
  };
  for (let i = 0; i < 30; i++) await run();
  let count = 0;
  const cpu = process.cpuUsage();
  const until = performance.now() + Number(values.seconds) * 1000;
  while (performance.now() < until) {
    await run();
    count++;
  }
  const used = process.cpuUsage(cpu);
  results[page] = { renders: count, cpuMsPerRender: (used.user + used.system) / 1000 / count };
}
console.log(JSON.stringify(results));
