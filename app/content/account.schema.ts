// Texts of the login and account screens, per language (`account` in app/content/words/<language>.json).
import { z } from "zod";
import { SIGN_UP_BOXES } from "~/rules/regions";

const text = z.string().min(1);
/** One text per sign-up box; a language names the boxes of its markets (app/rules/regions.ts, `signUp`). */
const perBox = z.partialRecord(z.enum(SIGN_UP_BOXES), text);

/**
 * What creating an account asks (decision 343). {age} is the market's minimum age; {terms} and {privacy} are links to
 * the terms of use and the privacy policy, labelled `termsLink` and `privacyLink`.
 */
export const signUpWordsSchema = z.object({
  /** Names the group of boxes: they are for a new account only (signing in asks nothing). */
  legend: text,
  boxes: perBox,
  /** What a box's consent covers, shown under it (kr: the items, purpose and period of 개인정보 수집·이용). */
  details: perBox.optional(),
  termsLink: text,
  privacyLink: text,
  /** Under the form where no box names the policies (`notice` in the market's rule). */
  notice: text.optional(),
  /** A box left unticked: why no account can be made (the age box: that we take no parent's consent online). */
  missing: perBox,
});

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
  signUp: signUpWordsSchema,
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
  // Verified accounts, recovery, and the data subject's rights.
  /** The answer to every sign-up, whether or not the address has an account (no existence oracle). */
  checkEmail: text,
  forgotPassword: text,
  /** Messages of the API codes added for accounts (4005, 4006, 4007), beside the site's `api` texts. */
  api: z.object({ emailNotVerified: text, linkInvalid: text, consentRequired: text }),
  reset: z.object({
    title: text,
    intro: text,
    emailLabel: text,
    send: text,
    /** {minutes}: the reset link's lifetime (content/retention.ts). */
    sent: text,
    newTitle: text,
    newIntro: text,
    passwordLabel: text,
    save: text,
    done: text,
    signIn: text,
  }),
  /** The verification link's page: its opener chooses the account's password there (no pre-registered password). */
  verify: z.object({ title: text, intro: text, passwordLabel: text, button: text, done: text }),
  confirmEmail: z.object({ title: text, intro: text, button: text, done: text }),
  security: z.object({
    heading: text,
    changeEmail: z.object({ heading: text, newEmailLabel: text, passwordLabel: text, submit: text, sent: text }),
    changePassword: z.object({ heading: text, currentLabel: text, newLabel: text, submit: text, done: text }),
    signOutAll: z.object({ heading: text, text, button: text }),
  }),
  data: z.object({
    heading: text,
    text,
    exportButton: text,
    exported: text,
    deleteHeading: text,
    deleteText: text,
    passwordLabel: text,
    deleteButton: text,
    deleted: text,
  }),
});

export type AccountContent = z.infer<typeof accountContentSchema>;
export type SignUpWords = z.infer<typeof signUpWordsSchema>;
