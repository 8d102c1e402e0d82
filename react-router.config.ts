import path from "node:path";
import type { Config } from "@react-router/dev/config";
import { buildReleaseId, pruneReleases, switchRelease } from "./scripts/release/releases";

const root = path.dirname(new URL(import.meta.url).pathname);
// Each build is a release of its own (scripts/release/releases.ts): written to releases/<id>, then made live by
// pointing `build` at it in one rename; the last releases stay for the pages cached from them
// (docs/decisions/010-releases-and-stale-chunks.md).
const release = buildReleaseId();

export default {
  ssr: true,
  // The whole route manifest loads with the page (a cached file of 2.3 KB gzip, counted in the byte budgets), so no
  // /__manifest request and no route patching re-render follow hydration (docs/decisions/151-route-manifest-up-front.md).
  routeDiscovery: { mode: "initial" },
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
