import { type RouteConfig, index, prefix, route } from "@react-router/dev/routes";
import { PAGE_KEYS, PAGES } from "./lib/pages";

// Every page of the page table, once for the unprefixed cn site and once under /:region for the others.
// Region availability and time windows are checked by each page's loader (lib/page.server.ts).
function pageRoutes(site: "cn" | "region") {
  const routes = PAGE_KEYS.flatMap((key) => {
    const def = PAGES[key];
    if (!("file" in def) || !def.file) return [];
    const id = `${site}/${key}`;
    return [def.path === "" ? index(def.file, { id }) : route(def.path, def.file, { id })];
  });
  return [...routes, route("*", "routes/not-found.tsx", { id: `${site}/not-found` })];
}

export default [
  route("ssr/timestamp", "routes/ssr.timestamp.ts"),
  route("sitemap.xml", "routes/sitemap.ts"),
  route("robots.txt", "routes/robots.ts"),
  ...pageRoutes("cn"),
  ...prefix(":region", pageRoutes("region")),
] satisfies RouteConfig;
