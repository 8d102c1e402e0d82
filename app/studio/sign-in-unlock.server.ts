// The studio's emailed unlock (decision 114): when a client's first lockout at a staff account starts, the member is
// mailed a fresh one-time sign-in link, on which they choose a new password (which ends every client's wait). Sent
// after the sign-in has answered and through the us scope's outbox (the mail worker, its retries and limits), so the
// answer takes the same time whether or not the address is a member's.
import type { RouterContextProvider } from "react-router";
import { scopeDatabase } from "~/data/context";
import { queueMail } from "~/data/outbox.server";
import { mailerContext } from "~/mail/mailer.server";
import { logExpected } from "~/request/log.server";
import { studioDatabase } from "~/studio/context";
import { SIGN_IN_LINK_HOURS, newSignInLink } from "~/studio/staff.server";

export function mailStaffUnlock(context: Readonly<RouterContextProvider>, email: string, client: string | null): void {
  const send = async () => {
    const mailer = context.get(mailerContext);
    const now = new Date();
    const token = mailer ? await newSignInLink(await studioDatabase(context), email, now) : null;
    if (!mailer || !token) return;
    const options = mailer.queueOptions(client ?? undefined);
    const link = `${options.origin}/studio/sign-in?link=${encodeURIComponent(token)}`;
    const db = await scopeDatabase(context, "us");
    if (
      await queueMail(
        db,
        { kind: "staff_unlock", to: email, region: "us", link, hours: SIGN_IN_LINK_HOURS },
        now,
        options,
      )
    )
      mailer.wake();
  };
  send().catch((error: unknown) => logExpected("studio unlock mail failed", error));
}
