// The environment the production server runs with: scripts/start.sh, which `npm start` and the systemd units run, is
// the one place it is written (NODE_ENV and the memory settings measured by the soak benchmark,
// docs/decisions/065-memory-settings.md). Benchmarks and server tests start `node build/server/start.js` with the same
// settings, so they measure what production runs.
import { readFileSync } from "node:fs";

const ROOT = new URL("..", import.meta.url);

/** scripts/start.sh's `export` assignments, and its node flags as NODE_OPTIONS (the same V8 settings). */
export function productionEnv(): Record<string, string> {
  const script = readFileSync(new URL("scripts/start.sh", ROOT), "utf8");
  const exported = /^export (.+)$/m.exec(script)?.[1] ?? "";
  const flags = /^exec node((?: --[\w-]+(?:=\S+)?)+) /m.exec(script)?.[1]?.trim();
  if (!exported || !flags) throw new Error("scripts/start.sh: no `export` line or no `exec node --flag…` line");
  return {
    ...Object.fromEntries([...exported.matchAll(/(\w+)=(\S+)/g)].map(([, name = "", value = ""]) => [name, value])),
    NODE_OPTIONS: flags,
  };
}

/** `env` on top of the production variables; NODE_OPTIONS are joined, not replaced. */
export function withProductionEnv(env: Record<string, string>): Record<string, string> {
  const production = productionEnv();
  const nodeOptions = [production.NODE_OPTIONS, env.NODE_OPTIONS].filter(Boolean).join(" ");
  return { ...production, ...env, ...(nodeOptions ? { NODE_OPTIONS: nodeOptions } : {}) };
}
