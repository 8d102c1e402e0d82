import { spawnSync } from "node:child_process";
import path from "node:path";
import type { Config } from "@react-router/dev/config";
import { precompressRelease } from "./scripts/release/precompress";
import { buildReleaseId } from "./scripts/release/releases";

const root = path.dirname(new URL(import.meta.url).pathname);
// Each build is a release of its own (scripts/release/releases.ts): written to releases/<id>; `npm run build`
// (scripts/release/build.ts) runs this build as the first of its steps and makes the release live by pointing `build` at
// it in one rename once every step has succeeded; the last releases stay for the pages cached from them
// (docs/decisions/010-releases-and-stale-chunks.md).
const release = buildReleaseId();

/**
 * The studio, an app of its own (studio/react-router.config.ts), is built into the same release before it goes live:
 * releases/<id>/studio (docs/decisions/332-studio-app.md). After the shop's build, whose CJK font cuts it uses.
 */
function buildStudio(): void {
  const cli = path.join(root, "node_modules", "@react-router", "dev", "bin.js");
  const built = spawnSync(process.execPath, [cli, "build", "studio"], {
    cwd: root,
    stdio: "inherit",
    env: { ...process.env, BUILD_RELEASE_ID: release },
  });
  if (built.status !== 0) throw new Error(`the studio's build failed (exit ${built.status ?? built.signal})`);
}

export default {
  ssr: true,
  // The whole route manifest loads with the page (a cached file of 2.3 KB gzip, counted in the byte budgets), so no
  // /__manifest request and no route patching re-render follow hydration (docs/decisions/150-one-route-per-page.md).
  routeDiscovery: { mode: "initial" },
  buildDirectory: `releases/${release}`,
  async buildEnd() {
    buildStudio();
    // The shop's and the studio's hashed files, brotli 11 and gzip 9, stored beside them for the server to send as
    // they are (scripts/release/precompress.ts), before the release goes live. A failure here fails the build, and the
    // release never goes live.
    await precompressRelease(
      ["client/assets", "studio/client/assets"].map((dir) => path.join(root, "releases", release, dir)),
    );
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
