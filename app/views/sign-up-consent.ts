// What the login form shows for a new account (built by sign-up-consent.server.ts): the market's boxes with their
// words filled, and the notice line naming the policies where no box does.
import type { SignUpBox } from "~/rules/regions";

/** A text with {terms} and {privacy} kept as places for the two links. */
export type LinkedText = readonly (string | { link: "terms" | "privacy" })[];

export interface SignUpBoxView {
  name: SignUpBox;
  label: LinkedText;
  /** What the consent covers, under the box (kr's 개인정보 수집·이용). */
  details?: string;
  /** Why no account can be made without the box. */
  missing: string;
}

export interface SignUpConsentView {
  legend: string;
  boxes: SignUpBoxView[];
  notice: LinkedText | null;
  links: Record<"terms" | "privacy", { href: string; label: string }>;
}
