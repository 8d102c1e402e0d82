// The studio's emailed unlock (decision 077): when a client's first lockout at a staff account starts, the member is
// mailed a fresh one-time sign-in link, on which they choose a new password (which ends every client's wait). Sent
// after the sign-in has answered and through the shop's outbox (the host's mailStaffUnlock: the mail worker, its
// retries and limits), so the answer takes the same time whether or not the address is a member's.
import type { RouterContextProvider } from "react-router";
import { logExpected } from "~/request/log.server";
import { truncateClientAddress } from "~/rules/mail-policy";
import { ANONYMOUS } from "./audit.server";
import { studioDatabase } from "./context";
import { staffMailContext } from "./context.server";
import { SIGN_IN_LINK_HOURS, newSignInLink } from "./staff.server";

export function mailStaffUnlock(context: Readonly<RouterContextProvider>, email: string, client: string | null): void {
  const send = async () => {
    const mail = context.get(staffMailContext);
    // Asked for by nobody signed in: the client whose wrong passwords locked the account, by its network.
    const anonymous = { id: null, email: ANONYMOUS, clientNetwork: client ? truncateClientAddress(client) : "" };
    const token = mail
      ? await newSignInLink(await studioDatabase(context), email, new Date(), anonymous, "unlock after a lockout")
      : null;
    if (mail && token) await mail(email, token, SIGN_IN_LINK_HOURS, client);
  };
  send().catch((error: unknown) => logExpected("studio unlock mail failed", error));
}
