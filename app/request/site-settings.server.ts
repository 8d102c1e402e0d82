// The deployment's settings a page needs (public origin, the two hosts of the China/.com split, the preview token, the
// answer floor of account calls),
// read once by the server from its validated environment (server/env.ts) and put in every request's router context
// (server/create-app.ts). Loaders read them here: no module of app/ reads process.env.
import { createContext, type RouterContextProvider } from "react-router";
import { DEFAULT_ADDRESS_CALL_FLOOR_MS } from "~/api/answer-floor.server";

export interface SiteSettings {
  /** PUBLIC_ORIGIN: the origin of absolute links (canonical, alternates, sitemap); null: the request's own. */
  publicOrigin: string | null;
  /** CN_HOST and COM_HOST: where the cn site and the other regions are served, when split by host. */
  cnHost: string | null;
  comHost: string | null;
  /** PREVIEW_TOKEN: who may see the site at another instant (`?at=`); null: nobody. */
  previewToken: string | null;
  /** ACCOUNT_CALL_FLOOR_MS: the least time a page action that takes an address answers in (as the API's calls). */
  accountCallFloorMs: number;
}

export const NO_SETTINGS: SiteSettings = {
  publicOrigin: null,
  cnHost: null,
  comHost: null,
  previewToken: null,
  accountCallFloorMs: DEFAULT_ADDRESS_CALL_FLOOR_MS,
};

export const siteSettingsContext = createContext<SiteSettings>(NO_SETTINGS);

export function siteSettings(context: Readonly<RouterContextProvider>): SiteSettings {
  return context.get(siteSettingsContext);
}

/** The public origin for absolute links: PUBLIC_ORIGIN when configured, else the request's own. */
export function publicOrigin(context: Readonly<RouterContextProvider>, url: URL): string {
  return siteSettings(context).publicOrigin ?? url.origin;
}
