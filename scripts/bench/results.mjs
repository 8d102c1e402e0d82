// Writes one section of bench/results.md, between its start and end markers; the rest of the file is left as it is
// (another script owns the resilience section).
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

export function replaceSection(text, name, body) {
  const start = `<!-- bench:${name}:start -->`;
  const end = `<!-- bench:${name}:end -->`;
  const block = `${start}\n${body.trim()}\n${end}`;
  const from = text.indexOf(start);
  const to = text.indexOf(end);
  if (from !== -1 && to > from) return text.slice(0, from) + block + text.slice(to + end.length);
  return `${text.trimEnd()}\n\n${block}\n`;
}

export function writeSection(file, name, body) {
  mkdirSync(path.dirname(file), { recursive: true });
  const text = existsSync(file)
    ? readFileSync(file, "utf8")
    : "# Benchmark results\n\nWritten by `npm run bench` (performance) and `npm run bench:resilience` (resilience).\n";
  writeFileSync(file, replaceSection(text, name, body));
}
