// Texts of the login and account screens, per region (app/content/<region>/account.ts).
import { z } from "zod";

const text = z.string().min(1);

export const accountContentSchema = z.object({
  login: z.object({
    title: text,
    intro: text,
    emailLabel: text,
    passwordLabel: text,
    /** Shown under the password field: the rule for a new account's password. */
    passwordHint: text,
    showPassword: text,
    hidePassword: text,
    signIn: text,
    createAccount: text,
    /** Explains that the second button creates an account with the same two fields. */
    createHint: text,
    busy: text,
  }),
  validation: z.object({ emailRequired: text, emailInvalid: text, passwordRequired: text, passwordTooShort: text }),
  /** Shown in the form when the server cannot be reached (transport errors get no pop-up). */
  network: text,
  account: z.object({
    title: text,
    greeting: text,
    loading: text,
    profileHeading: text,
    emailLabel: text,
    userIdLabel: text,
    regionLabel: text,
    memberSinceLabel: text,
    created: text,
    logout: text,
    loggingOut: text,
  }),
});

export type AccountContent = z.infer<typeof accountContentSchema>;
