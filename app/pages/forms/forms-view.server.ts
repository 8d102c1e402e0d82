// The support forms' views: each form's words in the region (a 404 where the region has no forms, or no such form).
import { SUPPORT_FORMS } from "~/content/support-forms";
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

export function registrationView(page: PageContext): RegistrationView {
  const content = SUPPORT_FORMS[page.region] ?? notFound();
  return {
    seo: page.seo,
    path: regionPath(page.region, "product-registration"),
    maxDate: latestPurchaseDate(page.now),
    registration: content.registration,
    products: content.products,
    labels: formLabels(content),
  };
}

export function rmaView(page: PageContext): RmaView {
  const content = SUPPORT_FORMS[page.region] ?? notFound();
  return {
    seo: page.seo,
    scope: REGIONS[page.region].scope,
    path: regionPath(page.region, "return-manufacturer"),
    rma: content.rma,
    products: content.products,
    labels: formLabels(content),
  };
}

export function wholesaleView(page: PageContext): WholesaleView {
  const content = SUPPORT_FORMS[page.region] ?? notFound();
  if (!content.wholesale) notFound();
  return {
    seo: page.seo,
    path: regionPath(page.region, "apply-wholesale-account"),
    wholesale: content.wholesale,
    labels: formLabels(content),
  };
}
