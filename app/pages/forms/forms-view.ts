// What the support forms (product registration, return to manufacturer, wholesale application) show (built by
// forms-view.server.ts).
import type { SupportFormsContent } from "~/content/support-forms.schema";
import type { StorageScope } from "~/rules/regions";
import type { PageSeo } from "~/rules/seo";

/** The words every form shares: the error summary, "optional", the busy button, "choose…" and the privacy note. */
export type FormLabels = Pick<
  SupportFormsContent,
  "errorSummary" | "optional" | "submitting" | "choose" | "privacyNote"
>;

export interface RegistrationView {
  seo: PageSeo;
  /** The form's own path: "submit another" starts it again. */
  path: string;
  /** The latest purchase date the form accepts (YYYY-MM-DD). */
  maxDate: string;
  registration: SupportFormsContent["registration"];
  products: SupportFormsContent["products"];
  labels: FormLabels;
}

export interface RmaView {
  seo: PageSeo;
  /** The storage scope whose signed-in account fills in the email address. */
  scope: StorageScope;
  path: string;
  rma: SupportFormsContent["rma"];
  products: SupportFormsContent["products"];
  labels: FormLabels;
}

export interface WholesaleView {
  seo: PageSeo;
  path: string;
  wholesale: NonNullable<SupportFormsContent["wholesale"]>;
  labels: FormLabels;
}
