// The environment `npm start` gives the server (package.json's start script, the one place it is written): memory
// settings measured by the soak benchmark (docs/decisions/065-memory-settings.md). Benchmarks and server tests start
// `node build/server/start.js` with the same variables, so they measure what production runs.
import { readFileSync } from "node:fs";

const ROOT = new URL("..", import.meta.url);

/** The VAR=value assignments in front of `node` in package.json's start script. */
export function productionEnv(): Record<string, string> {
  const { scripts } = JSON.parse(readFileSync(new URL("package.json", ROOT), "utf8")) as {
    scripts: { start: string };
  };
  const prefix = scripts.start.slice(0, scripts.start.indexOf(" node "));
  return Object.fromEntries(
    [...prefix.matchAll(/(\w+)=('[^']*'|\S+)/g)].map(([, name = "", value = ""]) => [
      name,
      value.replace(/^'(.*)'$/, "$1"),
    ]),
  );
}

/** `env` on top of the production variables; NODE_OPTIONS are joined, not replaced. */
export function withProductionEnv(env: Record<string, string>): Record<string, string> {
  const production = productionEnv();
  const nodeOptions = [production.NODE_OPTIONS, env.NODE_OPTIONS].filter(Boolean).join(" ");
  return { ...production, ...env, ...(nodeOptions ? { NODE_OPTIONS: nodeOptions } : {}) };
}
