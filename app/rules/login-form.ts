// Inline validation of the login form: pure, so the unit tests pin it and the server rules stay in step.
import { PASSWORD_MIN } from "~/rules/passwords";

/** Same pattern as zod's z.email() used by the API (app/api/schemas.ts). */
const EMAIL_PATTERN =
  /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

export type LoginIntent = "signIn" | "create";
export type LoginField = "email" | "password";
export type LoginError = "emailRequired" | "emailInvalid" | "passwordRequired" | "passwordTooShort";

export function validateLogin(
  values: { email: string; password: string },
  intent: LoginIntent,
): Partial<Record<LoginField, LoginError>> {
  const errors: Partial<Record<LoginField, LoginError>> = {};
  const email = values.email.trim();
  if (!email) errors.email = "emailRequired";
  else if (email.length > 254 || !EMAIL_PATTERN.test(email)) errors.email = "emailInvalid";
  if (!values.password) errors.password = "passwordRequired";
  else if (intent === "create" && values.password.length < PASSWORD_MIN) errors.password = "passwordTooShort";
  return errors;
}
