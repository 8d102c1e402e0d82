// Self-hosted font stylesheets per writing system (no external font hosts). Vite emits them with their woff2 files.
import type { Region } from "~/rules/regions";
import jpRest from "~/styles/fonts-jp-rest.css?url";
import jp from "~/styles/fonts-jp.css?url";
import krRest from "~/styles/fonts-kr-rest.css?url";
import kr from "~/styles/fonts-kr.css?url";
import latin from "~/styles/fonts-latin.css?url";
import scRest from "~/styles/fonts-sc-rest.css?url";
import sc from "~/styles/fonts-sc.css?url";

/** Inlined in every page: Inter, and on CJK pages the metric-matched system fallback. */
export const FONT_STYLESHEETS: Record<Region["script"], string> = { latin, sc, jp, kr };

/** The site's CJK characters, loaded after the page (components/layout/RestFonts.tsx). */
export const REST_FONT_STYLESHEETS: Partial<Record<Region["script"], string>> = { sc: scRest, jp: jpRest, kr: krRest };

/** The family of a script's first-view faces (app/request/first-view-fonts.server.ts), as app.css names it. */
export const FIRST_VIEW_FAMILIES: Partial<Record<Region["script"], string>> = {
  sc: "Noto Sans SC First",
  jp: "Noto Sans JP First",
  kr: "Noto Sans KR First",
};
