// The API's dependencies for the running server, read from the environment once.
import { addressCallFloorFromEnv } from "~/api/answer-floor.server";
import type { ApiDeps } from "~/api/router.server";
import type { SignInThrottle } from "~/api/sign-in-throttle.server";
import type { ContentDocument } from "~/content/document";
import { tokenLifetimesFromEnv } from "~/data/tokens.server";
import type { Mailer } from "~/mail/mailer.server";
import type { Databases } from "../../database/client.server";

/**
 * The API's dependencies: the process's databases (the same object the pages get in their router context), the
 * published content (what its messages and mail are written in), the mail
 * queue and the failed-sign-in throttle (on the rate limits' store). The API always runs on the server
 * clock: a preview instant (pages only) never reaches tokens, sessions or stored timestamps.
 */
export function serverApiDeps(
  databases: Databases,
  content: () => ContentDocument,
  mailer: Mailer,
  signInThrottle: SignInThrottle,
  env: Record<string, string | undefined>,
): ApiDeps {
  return {
    databases,
    content,
    clock: async () => new Date(),
    tokenLifetimes: tokenLifetimesFromEnv(env),
    mailer,
    signInThrottle,
    addressCallFloorMs: addressCallFloorFromEnv(env),
  };
}
