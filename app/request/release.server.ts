// The release this server bundle was built as (releases/<id>, scripts/release/releases.ts). Its files are read from
// there, never through the `build` link, which a later build points elsewhere while this server runs.
import path from "node:path";

declare const __RELEASE_ID__: string | undefined;

/** Set by the build (vite.config.ts `define`); null in development and unit tests, which read build/ or public/. */
export const RELEASE_ID: string | null =
  typeof __RELEASE_ID__ === "string" && __RELEASE_ID__ !== "" ? __RELEASE_ID__ : null;

/** Where the releases live (the working directory's releases/, as build/ always was). */
export const RELEASES_DIR = path.resolve("releases");

/** This server's own built client files (stylesheets it inlines, manuals it measures, public files it serves). */
export const CLIENT_DIR = RELEASE_ID ? path.join(RELEASES_DIR, RELEASE_ID, "client") : path.resolve("build/client");

/**
 * This server's own built server files (the document thread's script, build/server/document-worker.js). Not found from
 * a module's own address: the bundler puts the modules that need it in chunks of their own (build/server/assets/).
 */
export const SERVER_DIR = RELEASE_ID ? path.join(RELEASES_DIR, RELEASE_ID, "server") : path.resolve("build/server");
