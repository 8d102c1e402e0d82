// What a data module answers when a call can be refused: what it did, or why not. The API maps each reason to its
// envelope code in one place (api/respond.server.ts); pages read the reason as they need it.

/** Why a call was refused. */
export type Refusal =
  /** Unknown address, or the password is not the account's. */
  | { ok: false; reason: "wrongCredentials" }
  /** The password is right, but the account's address is not verified yet (a new link is on its way). */
  | { ok: false; reason: "emailNotVerified" }
  /** No session, or an expired or replayed token. */
  | { ok: false; reason: "authExpired" }
  /** An emailed link that is unknown, used or expired. */
  | { ok: false; reason: "linkInvalid" }
  /** A new password that breaks the password rule; `message` says which part. */
  | { ok: false; reason: "weakPassword"; message: string | undefined };

export type Result<T = undefined> = { ok: true; value: T } | Refusal;

/** Done, with nothing to return. */
export const DONE: Result = { ok: true, value: undefined };

export const refused = (reason: Exclude<Refusal["reason"], "weakPassword">): Refusal => ({ ok: false, reason });
