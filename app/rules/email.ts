// The newsletter's email rule in the browser without shipping all of zod: the same steps and pattern as the API's
// `emailSchema` (app/api/schemas.ts: trim, at most 254 characters, z.email(), lower-case); a unit test keeps them equal.
import { regexes } from "zod/v4/core";

/** The address as the server will store it, or null when the server would reject it. */
export function normalizeEmail(value: unknown): string | null {
  if (typeof value !== "string") return null;
  const email = value.trim();
  if (email.length > 254 || !regexes.email.test(email)) return null;
  return email.toLowerCase();
}
