// The API's dependencies for the running server, read from the environment once.
import type { Request } from "express";
import type { Databases } from "../../database/client.server";
import { resolveRequestTime } from "~/server/request-time.server";
import type { ApiDeps } from "./router.server";
import { tokenLifetimesFromEnv } from "../data/tokens.server";
import type { SignInThrottle } from "./sign-in-throttle.server";

/** Request time as the pages see it, so that a preview instant also moves token expiry (used by the e2e tests). */
async function requestClock(req: Request): Promise<Date> {
  const headers = new Headers();
  for (const name of ["cookie", "x-preview-token"]) {
    const value = req.get(name);
    if (value) headers.set(name, value);
  }
  const request = new Request(new URL(req.originalUrl, "http://api.invalid"), { headers });
  return (await resolveRequestTime(request, () => new Date(), process.env.PREVIEW_TOKEN)).now;
}

/**
 * The API's dependencies: the process's databases (the same object the pages get in their router context) and the
 * failed-sign-in throttle (on the rate limits' store).
 */
export function serverApiDeps(
  databases: Databases,
  signInThrottle: SignInThrottle,
  env: Record<string, string | undefined> = process.env,
): ApiDeps {
  return {
    databases,
    clock: requestClock,
    tokenLifetimes: tokenLifetimesFromEnv(env),
    signInThrottle,
  };
}
