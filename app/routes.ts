import { type RouteConfig, index, prefix, route } from "@react-router/dev/routes";
import { campaigns } from "./content/campaigns";
import { drawRulesPages, isStaticPageKey, pageDef, pageKeys, type StaticPageKey } from "./content/pages";

// The route table. Every page of the page table (content/pages.ts: paths, regions, windows) and the module that
// renders it, once, under an optional region segment: /faq is the cn site's, /us/faq the us site's (React Router
// tries the longer, /:region/faq, form as a route of its own). Availability and time windows are checked by each
// page's loader (app/request/page.server.ts). A page's folder holds its route and its view builder. Every campaign's page
// (its path comes from its content) is rendered by the campaign module. The table is the build's: its static pages and
// the repository's campaigns (a campaign added in the studio has no route of its own until a release).
const CAMPAIGN_MODULE = "pages/campaign/route.tsx";
const DRAW_RULES_MODULE = "pages/campaign/official-rules.tsx";
const MODULES: Record<StaticPageKey, string> = {
  home: "pages/home/route.tsx",
  "choose-your-region": "pages/region/route.tsx",
  "new-release": "pages/redirect/route.tsx",
  "flagship-bumblebee": "pages/preorder/route.tsx",
  "toy-story-buzz-lightyear": "pages/buzz/route.tsx",
  "elite-optimus-prime": "pages/elite/route.tsx",
  "flagship-optimus-prime": "pages/product/route.tsx",
  "flagship-megatron": "pages/product/route.tsx",
  "grimlock-g1-flagship": "pages/product/route.tsx",
  "buzz-lightyear-space-ranger-alpha": "pages/product/route.tsx",
  "k1-pro-interstellar-scout": "pages/product/route.tsx",
  "optimus-prime-rise-of-the-beasts-signature-limited-edition": "pages/product/route.tsx",
  "bumblebee-g1-performance": "pages/product/route.tsx",
  "ai-base": "pages/product/route.tsx",
  "where-to-buy": "pages/where-to-buy/route.tsx",
  "where-to-buy-hongkong-macao": "pages/where-to-buy/hongkong-macao.tsx",
  manuals: "pages/manuals/route.tsx",
  support: "pages/support/route.tsx",
  "download-center": "pages/support/route.tsx",
  faq: "pages/faq/route.tsx",
  "after-sale-service": "pages/support/route.tsx",
  "product-registration": "pages/forms/registration.tsx",
  "return-manufacturer": "pages/forms/rma.tsx",
  "warranty-information": "pages/support/route.tsx",
  "shipping-policy": "pages/support/route.tsx",
  "technical-support": "pages/support/route.tsx",
  "apply-wholesale-account": "pages/forms/wholesale.tsx",
  "about-us": "pages/support/route.tsx",
  news: "pages/support/route.tsx",
  "privacy-policy": "pages/support/route.tsx",
  "terms-use": "pages/support/route.tsx",
  impressum: "pages/legal/route.tsx",
  "mentions-legales": "pages/legal/route.tsx",
  "legal-notice": "pages/legal/route.tsx",
  tokushoho: "pages/legal/route.tsx",
  "business-license": "pages/legal/route.tsx",
  login: "pages/account/login.tsx",
  account: "pages/account/account.tsx",
  "newsletter-confirm": "pages/newsletter/confirm.tsx",
  "newsletter-unsubscribe": "pages/newsletter/unsubscribe.tsx",
  "account-verify": "pages/account/verify.tsx",
  "account-reset": "pages/account/reset.tsx",
  "account-confirm-email": "pages/account/confirm-email.tsx",
};

function pageRoutes() {
  const content = { campaigns };
  const routes = pageKeys(content).map((key) => {
    const { path } = pageDef(content, key);
    const rules = drawRulesPages(content)[key] !== undefined;
    const module = isStaticPageKey(key) ? MODULES[key] : rules ? DRAW_RULES_MODULE : CAMPAIGN_MODULE;
    // Campaign pages' ids say what they are ("campaign/black-friday"): the byte budgets find them by it.
    const id = isStaticPageKey(key) ? key : `${rules ? "draw-rules" : "campaign"}/${key}`;
    return path === "" ? index(module, { id }) : route(path, module, { id });
  });
  return [...routes, route("*", "pages/not-found/route.tsx", { id: "not-found" })];
}

export default [
  route("ssr/timestamp", "pages/resources/ssr.timestamp.ts"),
  route("sitemap.xml", "pages/resources/sitemap.ts"),
  route("robots.txt", "pages/resources/robots.ts"),
  ...prefix(":region?", pageRoutes()),
] satisfies RouteConfig;
