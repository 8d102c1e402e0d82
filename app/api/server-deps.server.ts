// The API's dependencies for the running server, read from the environment once.
import { addressCallFloorFromEnv } from "~/api/answer-floor.server";
import type { ApiDeps } from "~/api/router.server";
import type { SignInThrottle } from "~/api/sign-in-throttle.server";
import { tokenLifetimesFromEnv } from "~/data/tokens.server";
import type { Mailer } from "~/mail/mailer.server";
import type { Databases } from "../../database/client.server";

/**
 * The API's dependencies: the process's databases (the same object the pages get in their router context), the mail
 * queue (issue 27) and the failed-sign-in throttle (on the rate limits' store). The API always runs on the server
 * clock: a preview instant (pages only) never reaches tokens, sessions or stored timestamps (issue 25).
 */
export function serverApiDeps(
  databases: Databases,
  mailer: Mailer,
  signInThrottle: SignInThrottle,
  env: Record<string, string | undefined> = process.env,
): ApiDeps {
  return {
    databases,
    clock: async () => new Date(),
    tokenLifetimes: tokenLifetimesFromEnv(env),
    mailer,
    signInThrottle,
    addressCallFloorMs: addressCallFloorFromEnv(env),
  };
}
