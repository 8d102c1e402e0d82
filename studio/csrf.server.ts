// CSRF tokens of the studio, OWASP's synchronizer-token pattern without storage: a token is the HMAC of the
// session it belongs to (its token hash), so it is good for that session only and dies with it. Before sign-in the
// forms are bound the same way to a random presession cookie (the signed double-submit cookie). Every request that
// changes something carries it: a form field `csrf`, or the header `X-CSRF-Token` from the studio's scripts; without
// it the answer is 403. SameSite=Strict cookies, the Origin check of form posts and Sec-Fetch-Site stand beside it.
import { sameSignature, sign } from "./keys.server";

export { CSRF_FIELD, CSRF_HEADER } from "./constants";

export type CsrfBinding = { session: string } | { presession: string };

export function csrfToken(key: Buffer, binding: CsrfBinding): string {
  return "session" in binding ? sign(key, "csrf", binding.session) : sign(key, "csrf-presession", binding.presession);
}

export function validCsrf(key: Buffer, binding: CsrfBinding, presented: unknown): boolean {
  return sameSignature(presented, csrfToken(key, binding));
}
