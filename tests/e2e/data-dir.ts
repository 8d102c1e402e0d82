// The browser tests' data directory: a copy of the server tests' migrated template (tests/server/harness.ts; made there
// once per migrations version), so the suite's server starts without creating four embedded databases (about 30 s).
// Usage: npx vite-node --config vitest.server.config.ts tests/e2e/data-dir.ts [directory]
import { cpSync, rmSync } from "node:fs";
import { templateDataDir } from "../server/harness";

const target = process.argv[2] ?? "build/e2e-data";
rmSync(target, { recursive: true, force: true });
cpSync(await templateDataDir(), target, { recursive: true });
console.log(`browser tests' data directory: ${target}, copied from the migrated template`);
