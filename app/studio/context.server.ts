// What the server hands the studio's route modules (server/app.ts sets it for every page request): its database and the
// per-account sign-in throttle shared with customer sign-in (api/sign-in-throttle.server.ts).
import { createContext, type RouterContextProvider } from "react-router";
import type { SignInThrottle } from "~/api/sign-in-throttle.server";
import type { StaffSession } from "~/studio/staff.server";
import type { StudioDb, StudioDatabase } from "../../database/studio.server";

export interface StudioServices {
  store: StudioDatabase;
  throttle: SignInThrottle;
}

export const studioContext = createContext<StudioServices | null>(null);

/** The signed-in member of a studio page request (set by the guard, studio/guard.server.ts). */
export const staffSessionContext = createContext<StaffSession | null>(null);

export function studioServices(context: Readonly<RouterContextProvider>): StudioServices {
  const services = context.get(studioContext);
  if (!services) throw new Error("no studio services in the router context");
  return services;
}

export function studioDatabase(context: Readonly<RouterContextProvider>): Promise<StudioDb> {
  return studioServices(context).store.get();
}
