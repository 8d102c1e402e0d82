// The server bundle's entry, built into build/server/index.js with the app (see vite.config.ts). Importing it does
// nothing: server/http-server.ts calls startApp, which reads the environment once (server/env.ts) and makes the app
// from it (server/create-app.ts); the runtime it returns opens the databases before the server listens.
import { RouterContextProvider } from "react-router";
import type { ContentDocument } from "~/content/document";
import { databaseContext } from "~/data/context";
import { contentContext } from "~/request/content.server";
import { publishedContent } from "~/request/published-content.server";
import { CLIENT_DIR, RELEASES_DIR } from "~/request/release.server";
import { siteSettingsContext } from "~/request/site-settings.server";
import { createDatabases, databaseConfigFromEnv, migrationsFolder, type Databases } from "../database/client.server";
import { createApp, siteSettingsOf, type ShopApp } from "./create-app";
import { serverEnv, serverVars } from "./env";
import { createAssetServer } from "./static-assets";
import { serveStudioAssets } from "./studio-mount";

export { clientKey } from "~/api/client-address.server";
export { embeddedDataDir } from "../database/client.server";
export { appSettings, createApp, loadServerBuild, type AppSettings, type ShopApp } from "./create-app";
// Static files of this release and of the kept ones, for server/http-server.ts.
export { CLIENT_DIR };
export const serveAssets = createAssetServer({ releasesDir: RELEASES_DIR, clientDir: CLIENT_DIR });
// The studio's (/studio/assets), beside them.
export { serveStudioAssets };

/** The app of this process, made from its environment, read once (throws ConfigError for a refused setting). */
export function startApp(): Promise<ShopApp> {
  return createApp({ env: serverEnv(), vars: serverVars() });
}

let renderDatabases: Databases | null = null;
/**
 * The router context of a render in this process with no request and no server behind it (the build's scripts, the
 * benches, the build's tests): the published content (or the document given), the databases (never opened: pages do
 * not touch them), the deployment's settings from the environment.
 */
export function renderContext(document: ContentDocument = publishedContent().document): RouterContextProvider {
  const vars = serverVars();
  renderDatabases ??= createDatabases(databaseConfigFromEnv(vars), {
    openOnDemand: false,
    migrationsFolder: migrationsFolder(vars.MIGRATIONS_DIR),
  });
  const context = new RouterContextProvider();
  context.set(contentContext, document);
  context.set(databaseContext, renderDatabases);
  context.set(siteSettingsContext, siteSettingsOf(serverEnv()));
  return context;
}
