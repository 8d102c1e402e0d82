// What the studio UI adds to a page request's router context (server/app.ts), beside the studio's database
// (app/studio/context.ts): the per-account sign-in throttle shared with customer sign-in, and the signed-in member.
import { createContext, type RouterContextProvider } from "react-router";
import type { SignInThrottle } from "~/api/sign-in-throttle.server";
import type { StaffSession } from "~/studio/staff.server";
import type { StudioDatabase } from "../../database/studio.server";

/** What the studio's API and operator endpoints are built with. */
export interface StudioServices {
  store: StudioDatabase;
  throttle: SignInThrottle;
}

export const studioThrottleContext = createContext<SignInThrottle | null>(null);

/** The signed-in member of a studio page request (set by the guard, app/studio/guard.server.ts). */
export const staffSessionContext = createContext<StaffSession | null>(null);

export function studioThrottle(context: Readonly<RouterContextProvider>): SignInThrottle {
  const throttle = context.get(studioThrottleContext);
  if (!throttle) throw new Error("no sign-in throttle in the router context");
  return throttle;
}
