import path from "node:path";
import type { Config } from "@react-router/dev/config";
import { buildReleaseId } from "../scripts/release/releases";

// The studio is built as part of a release, by the shop's build (react-router.config.ts at the repository root runs
// `react-router build studio` before it makes the release live): its files go to releases/<id>/studio/, beside the
// shop's releases/<id>/client and releases/<id>/server (docs/decisions/332-studio-app.md).
if (!process.env.BUILD_RELEASE_ID && process.argv.includes("build"))
  throw new Error("The studio is built with the shop: `npm run build` (its release id comes from that build).");
const release = buildReleaseId();
const root = path.resolve(import.meta.dirname, "..");

export default {
  ssr: true,
  // The studio's own files: route modules beside its screens and components, not in an app/ folder of its own.
  appDirectory: ".",
  // Every route of the studio loads with its first page: a dozen screens, and no shopper page ever loads this manifest.
  routeDiscovery: { mode: "initial" },
  buildDirectory: path.join(root, "releases", release, "studio"),
  future: {
    v8_middleware: true,
    v8_splitRouteModules: true,
    v8_viteEnvironmentApi: true,
    v8_passThroughRequests: true,
    v8_trailingSlashAwareDataRequests: true,
    unstable_optimizeDeps: false,
  },
} satisfies Config;
