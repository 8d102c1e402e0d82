// The support forms' views: each form's words in the region (a 404 where the region has no forms, or no such form).
import type { ContentDocument } from "~/content/document";
import { supportForms } from "~/content/support-forms";
import type { SupportFormsContent } from "~/content/support-forms.schema";
import type { FormLabels, RegistrationView, RmaView, WholesaleView } from "~/pages/forms/forms-view";
import { notFound, type PageContext } from "~/request/page.server";
import { REGIONS, regionPath } from "~/rules/regions";
import { latestPurchaseDate } from "~/rules/support-forms";

const formLabels = ({ errorSummary, optional, submitting, choose, privacyNote }: SupportFormsContent): FormLabels => ({
  errorSummary,
  optional,
  submitting,
  choose,
  privacyNote,
});

export function registrationView(content: ContentDocument, page: PageContext): RegistrationView {
  const words = supportForms(content)[page.region] ?? notFound();
  return {
    seo: page.seo,
    path: regionPath(page.region, "product-registration"),
    maxDate: latestPurchaseDate(page.now),
    registration: words.registration,
    products: words.products,
    labels: formLabels(words),
  };
}

export function rmaView(content: ContentDocument, page: PageContext): RmaView {
  const words = supportForms(content)[page.region] ?? notFound();
  return {
    seo: page.seo,
    scope: REGIONS[page.region].scope,
    path: regionPath(page.region, "return-manufacturer"),
    rma: words.rma,
    products: words.products,
    labels: formLabels(words),
  };
}

export function wholesaleView(content: ContentDocument, page: PageContext): WholesaleView {
  const words = supportForms(content)[page.region] ?? notFound();
  if (!words.wholesale) notFound();
  return {
    seo: page.seo,
    path: regionPath(page.region, "apply-wholesale-account"),
    wholesale: words.wholesale,
    labels: formLabels(words),
  };
}
