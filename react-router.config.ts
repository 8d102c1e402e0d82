import path from "node:path";
import type { Config } from "@react-router/dev/config";
import { buildReleaseId, pruneReleases, switchRelease } from "./scripts/release/releases.mjs";

const root = path.dirname(new URL(import.meta.url).pathname);
// Each build is a release of its own (scripts/release/releases.mjs): written to releases/<id>, then made live by
// pointing `build` at it in one rename; the last releases stay for the pages cached from them
// (docs/decisions/010-releases-and-stale-chunks.md).
const release = buildReleaseId();

export default {
  ssr: true,
  buildDirectory: `releases/${release}`,
  buildEnd() {
    switchRelease(root, release);
    pruneReleases(root);
  },
  future: {
    v8_middleware: true,
    v8_splitRouteModules: true,
    v8_viteEnvironmentApi: true,
    v8_passThroughRequests: true,
    v8_trailingSlashAwareDataRequests: true,
    unstable_optimizeDeps: false,
  },
} satisfies Config;
