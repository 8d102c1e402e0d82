// The browser tests' data directory: a copy of the server tests' migrated template (tests/server/harness.ts; made there
// once per migrations version), so the suite's server starts without creating four embedded databases (about 30 s).
// Usage: npx vite-node --config vitest.server.config.ts tests/e2e/data-dir.ts [directory]
import { execFileSync } from "node:child_process";
import { templateDataDir } from "../server/harness";

const target = process.argv[2] ?? "build/e2e-data";
// cp and rm, as the server tests' copies (harness.ts freshDataDir says why).
execFileSync("rm", ["-rf", target]);
execFileSync("cp", ["-R", await templateDataDir(), target]);
console.log(`browser tests' data directory: ${target}, copied from the migrated template`);
