// The studio's database for loaders and actions, as app/data/context.ts hands out the customer scopes: the
// server opens it once, and the studio's request handler (studio/server.ts) puts it in every page request's context.
import { createContext, type RouterContextProvider } from "react-router";
import type { StudioDatabase, StudioDb } from "../database/studio.server";

export const studioContext = createContext<StudioDatabase>();

/** The studio's database for a loader or action (throws when it is not open: the 503 the studio shows). */
export function studioDatabase(context: Readonly<RouterContextProvider>): Promise<StudioDb> {
  return context.get(studioContext).get();
}
