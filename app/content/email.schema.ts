// Words of the emails we send and of the pages their links open, per language. Placeholders in braces
// ({days}, {minutes}, {hours}) are filled from content/retention.ts; {newEmail} from the request.
import { z } from "zod";

const text = z.string().min(1);

/** One transactional mail: subject, heading, paragraphs, the button of its link and a closing note. */
const linkMailSchema = z.object({ subject: text, heading: text, body: z.array(text).min(1), button: text, note: text });
/** A notice whose button leads to the password reset (no note). */
const noticeMailSchema = z.object({ subject: text, heading: text, body: z.array(text).min(1), button: text });

export const emailWordsSchema = z.object({
  footer: z.object({ newsletterReason: text, accountReason: text, unsubscribe: text, linkFallback: text }),
  newsletterConfirm: linkMailSchema,
  newsletter: z.object({ note: text }),
  verifyAccount: linkMailSchema,
  accountExists: linkMailSchema,
  resetPassword: linkMailSchema,
  /** To the owner of an account a device was locked out of: a reset link, which also ends every device's wait. */
  accountLocked: linkMailSchema,
  changeEmail: linkMailSchema,
  emailChangeNotice: noticeMailSchema,
  passwordChanged: noticeMailSchema,
  /**
   * Korea's 수신동의 처리결과 notice (정보통신망법 §50(7)), sent when a newsletter consent is confirmed, where the market
   * asks for it (`newsletterConsentNotice` in app/rules/regions.ts). Each row reads "label: value".
   */
  newsletterConsentResult: z
    .object({
      subject: text,
      heading: text,
      body: z.array(text).min(1),
      senderLabel: text,
      dateLabel: text,
      resultLabel: text,
      /** The result of the request: consent given. */
      result: text,
      note: text,
    })
    .optional(),
  /** Under every newsletter box: the consent line, the privacy link, and what to do after sending. */
  newsletterBox: z.object({ consent: text, privacyLink: text, pending: text }),
  pages: z.object({
    confirm: z.object({ title: text, intro: text, button: text, done: text, invalid: text }),
    unsubscribe: z.object({ title: text, intro: text, button: text, done: text }),
    home: text,
  }),
});

export type EmailWords = z.infer<typeof emailWordsSchema>;
export type LinkMailWords = z.infer<typeof linkMailSchema>;
export type NoticeMailWords = z.infer<typeof noticeMailSchema>;
