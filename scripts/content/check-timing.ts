// How long the studio's check of a draft takes (issue 30): content:check's checks (schemas, references, words,
// markets) and the drift check over every schedule boundary, on fresh copies of the repository's document with one
// price changed each time (a new document: nothing derived from it is cached yet, as after an editor's save).
//   npx vite-node --config vitest.config.ts scripts/content/check-timing.ts -- --runs 7
import { parseArgs } from "node:util";
import { repositoryContent } from "~/content/repository";
import { checkDocument } from "~/studio/checks.server";

const { values } = parseArgs({
  args: process.argv.slice(2).filter((arg) => arg !== "--"),
  options: { runs: { type: "string", default: "7" }, regions: { type: "string" } },
});
const runs = Number(values.runs);
const median = (list: number[]) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)]!;
const rows: { content: number; drift: number; total: number; cpu: number }[] = [];
for (let run = 0; run < runs; run++) {
  const document = repositoryContent();
  document.prices.interstellarScoutK1.us = [{ price: 299 }, { from: "2025-02-01T00:00:00-08:00", price: 279 - run }];
  const cpu = process.cpuUsage();
  const report = checkDocument(document, { drift: values.regions ? (values.regions.split(",") as never) : true });
  if (!report.ok) throw new Error(report.issues.map((issue) => issue.message).join("\n"));
  const used = process.cpuUsage(cpu);
  rows.push({
    content: report.ms.content,
    drift: report.ms.drift ?? 0,
    total: report.ms.total,
    cpu: (used.user + used.system) / 1000,
  });
  console.error(
    `run ${run + 1}: ${report.ms.total.toFixed(0)} ms (content ${report.ms.content.toFixed(0)}, drift ${report.ms.drift?.toFixed(0)}), CPU ${rows.at(-1)!.cpu.toFixed(0)} ms`,
  );
}
const pick = (key: keyof (typeof rows)[number]) => median(rows.slice(1).map((row) => row[key]));
console.log(
  JSON.stringify({
    runs,
    first: rows[0],
    median: { content: pick("content"), drift: pick("drift"), total: pick("total"), cpu: pick("cpu") },
  }),
);
