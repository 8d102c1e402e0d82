// The newsletter's email rule in the browser without shipping zod: the same steps and pattern as the API's
// `emailSchema` (app/api/schemas.ts: trim, at most 254 characters, z.email(), lower-case); a unit test keeps them equal,
// and the pattern equal to zod's `regexes.email`. Written out rather than imported from zod: a zod module
// shared with the studio's form code would come to shopper pages whole (7 KB gzip, docs/decisions/328-…).
/** zod 4's `regexes.email` (tests/unit/email.test.ts compares them). */
export const EMAIL_PATTERN =
  // eslint-disable-next-line no-useless-escape -- zod's source, character for character (compared by the test)
  /^(?:[A-Za-z0-9_'+\-]+\.)*[A-Za-z0-9_'+\-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9\-]*\.)+[A-Za-z]{2,}$/;

/** The address as the server will store it, or null when the server would reject it. */
export function normalizeEmail(value: unknown): string | null {
  if (typeof value !== "string") return null;
  const email = value.trim();
  if (email.length > 254 || !EMAIL_PATTERN.test(email)) return null;
  return email.toLowerCase();
}
