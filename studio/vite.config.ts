import path from "node:path";
import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";
import { buildReleaseId } from "../scripts/release/releases";
import { chunkModules } from "../scripts/vite/chunk-modules";
import { contentDir } from "../scripts/vite/content-dir";

// The studio's build (docs/decisions/332-studio-app.md): a React Router app of its own, mounted by the shop's server
// under /studio. Its client files are served from /studio/assets/, apart from the shop's /assets/. It imports the
// shop's content, rules and database modules as `~/…`; the shop's build writes the CJK font cuts its words screen uses
// (app/styles/cjk-fonts/) before this build runs.
const repository = path.resolve(import.meta.dirname, "..");
const appDir = path.join(repository, "app");

export default defineConfig({
  base: "/studio/",
  // Its own dependency cache: `npm run dev` runs this Vite server beside the shop's, which keeps node_modules/.vite.
  cacheDir: path.join(repository, "node_modules", ".vite-studio"),
  define: { __RELEASE_ID__: JSON.stringify(buildReleaseId()) },
  resolve: { alias: { "~": appDir } },
  // The server bundle's entry is the studio's request handlers (studio/server.ts), which wrap React Router's.
  environments: { ssr: { build: { rollupOptions: { input: path.join(import.meta.dirname, "server.ts") } } } },
  // `npm run dev`: the studio's own Vite server beside the shop's (server/studio-mount.ts); its own HMR port.
  server: { hmr: { port: 24679 } },
  plugins: [contentDir(appDir), reactRouter(), chunkModules(repository)],
});
