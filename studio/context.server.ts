// What the studio's request handler (studio/server.ts) puts in a page request's router context, beside the studio's
// database (studio/context.ts): the per-account sign-in throttle shared with customer sign-in (and the host's mail of an
// unlock link), the request's client
// and the edge's rate-limit verdict (both from the server), and the signed-in member (from the guard).
import { createContext, type RouterContextProvider } from "react-router";
import type { RateVerdict } from "~/api/rate-limit.server";
import type { SignInThrottle } from "~/api/sign-in-throttle.server";
import type { StudioDatabase } from "../database/studio.server";
import type { StudioHost } from "./port.server";
import type { StaffSession } from "./staff.server";

/** What the studio's API and operator endpoints are built with. */
export interface StudioServices {
  store: StudioDatabase;
  throttle: SignInThrottle;
}

export const studioThrottleContext = createContext<SignInThrottle | null>(null);

/** The host's mail of a one-time sign-in link to a member a client was locked out of (studio/port.server.ts). */
export const staffMailContext = createContext<StudioHost["mailStaffUnlock"] | null>(null);

/** The client address a request comes from (the rate limits' key); the audit log keeps its network. */
export const clientContext = createContext<string | null>(null);

/** The edge's verdict for this request, when it was over its budget. */
export const rateLimitContext = createContext<RateVerdict | null>(null);

/** The signed-in member of a studio page request (set by the guard, studio/guard.server.ts). */
export const staffSessionContext = createContext<StaffSession | null>(null);

export function studioThrottle(context: Readonly<RouterContextProvider>): SignInThrottle {
  const throttle = context.get(studioThrottleContext);
  if (!throttle) throw new Error("no sign-in throttle in the router context");
  return throttle;
}
