// Request bodies of the JSON API (documented in docs/api.md). The login form validates with the same rules.
import { z } from "zod";
import { PASSWORD_MAX } from "~/rules/passwords";
import { REGION_CODES, SIGN_UP_BOXES } from "~/rules/regions";

export const emailSchema = z
  .string()
  .trim()
  .max(254)
  .pipe(z.email())
  .transform((email) => email.toLowerCase());

export const subscribeBodySchema = z.object({
  email: emailSchema,
  region: z.enum(REGION_CODES),
  /** Path of the page the form is on; free text, stored as given. */
  source: z
    .string()
    .trim()
    .max(300)
    // PostgreSQL text can not hold NUL: refused here as bad input instead of failing the insert with a 500.
    .refine((value) => !value.includes("\u0000"), { error: "must not contain NUL characters" })
    .default(""),
});

export const credentialsSchema = z.object({
  email: emailSchema,
  password: z.string().min(1).max(PASSWORD_MAX),
});

/** register_or_login: the credentials and the boxes the visitor ticked (its market's rule says which it needs). */
export const registerBodySchema = credentialsSchema.extend({
  consents: z.array(z.enum(SIGN_UP_BOXES)).max(SIGN_UP_BOXES.length).default([]),
});

export const refreshQuerySchema = z.object({ user_id: z.uuid() });

// Emailed links, password reset and change, change of address, deletion.
const token = z.string().min(1).max(128);
export const tokenBodySchema = z.object({ token });
export const emailBodySchema = z.object({ email: emailSchema });
export const resetPasswordSchema = z.object({ token, password: z.string().min(1).max(PASSWORD_MAX) });
/** The verification link's page: the password its opener chooses (8–128 characters, checked as a new password). */
export const verifyBodySchema = z.object({ token, password: z.string().min(1).max(PASSWORD_MAX) });
export const changePasswordSchema = z.object({
  password: z.string().min(1).max(PASSWORD_MAX),
  new_password: z.string().min(1).max(PASSWORD_MAX),
});
export const changeEmailSchema = z.object({ new_email: emailSchema, password: z.string().min(1).max(PASSWORD_MAX) });
export const passwordBodySchema = z.object({ password: z.string().min(1).max(PASSWORD_MAX) });

export type SubscribeBody = z.infer<typeof subscribeBodySchema>;
export type Credentials = z.infer<typeof credentialsSchema>;
