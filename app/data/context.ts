// The one way to the database (as React Router's node-postgres template does it): server/create-app.ts opens the process's
// per-scope databases once and hands them to every loader and action in the router context, and to the JSON API's
// handlers as the same object. Queries live beside this file, one module per table group.
import { createContext, type RouterContextProvider } from "react-router";
import type { StorageScope } from "~/rules/regions";
import type { Database, Databases } from "../../database/client.server";

export const databaseContext = createContext<Databases>();

/** The scope's database for a loader or action, opened and migrated on first use (throws when unreachable). */
export function scopeDatabase(context: Readonly<RouterContextProvider>, scope: StorageScope): Promise<Database> {
  return context.get(databaseContext).get(scope);
}
