// `npm run build`: a release made step by step, live only when every step has succeeded (scripts/release/releases.ts,
// buildRelease). The steps write into releases/<id> only; `build` is pointed at it last, so a server started during a
// build runs the previous release whole, never one without its fonts. A failing step exits 1 and leaves `build` where
// it was (docs/operations.md, "Releases").
import path from "node:path";
import { buildRelease, buildReleaseId, type ReleaseStep } from "./releases";

const root = path.resolve(import.meta.dirname, "../..");
const bin = (name: string) => path.join(root, "node_modules", ".bin", name);

const steps: ReleaseStep[] = [
  {
    // react-router.config.ts's buildEnd builds the studio into the same release and stores the precompressed assets;
    // a failure there fails this step.
    name: "the shop, then the studio and the precompressed assets (react-router build)",
    command: bin("react-router"),
    args: ["build"],
  },
  {
    name: "the first-view fonts of the CJK pages (scripts/fonts/first-view.mjs)",
    command: bin("vite-node"),
    args: ["--config", "vitest.config.ts", "scripts/fonts/first-view.mjs"],
  },
];

// vite-node, which runs this script, sets NODE_ENV=development; a build started with it would bundle React's development
// build (400 KB of entry script): the steps run with NODE_ENV unset, as `react-router build` run by npm does.
const { NODE_ENV: _mode, ...env } = process.env;

try {
  buildRelease(root, buildReleaseId(), steps, console.log, env);
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
