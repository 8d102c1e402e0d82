// The route table (app/routes.ts) as React Router matches it: which module a URL renders, with which params and route
// pattern (what a loader receives as `pattern`).
import { matchRoutes, type RouteObject } from "react-router";
import routes from "~/routes";

interface Entry {
  id?: string;
  file: string;
  path?: string;
  index?: boolean;
  children?: Entry[];
}
type Route = RouteObject & { id: string; file: string };

function routeObjects(entries: readonly Entry[]): Route[] {
  return entries.map((entry) => ({
    id: entry.id ?? entry.file,
    path: entry.path,
    index: entry.index as false,
    file: entry.file,
    children: entry.children ? routeObjects(entry.children) : undefined,
  }));
}

// Under the root route, as the framework builds it.
const TREE: Route[] = [{ id: "root", path: "", file: "root.tsx", children: routeObjects(routes as Entry[]) }];

export interface RouteMatch {
  id: string;
  file: string;
  pattern: string;
  params: Record<string, string | undefined>;
}

/** The route a pathname renders, or null when no route matches it. */
export function matchRoute(pathname: string): RouteMatch | null {
  const matches = matchRoutes(TREE, pathname);
  const last = matches?.at(-1);
  if (!matches || !last) return null;
  // As React Router's getRoutePattern builds it for a loader's `pattern`.
  const pattern =
    matches
      .map((match) => match.route.path)
      .filter(Boolean)
      .join("/")
      .replace(/\/\/+/g, "/") || "/";
  const route = last.route as Route;
  return { id: route.id, file: route.file, pattern, params: last.params };
}
