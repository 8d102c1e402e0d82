import { stylesheets } from "~/components/layout/stylesheet";
import { FormField } from "~/components/support/FormField";
import { SupportFormPage } from "~/components/support/SupportFormPage";
import { SUPPORT_FORMS } from "~/content/support-forms";
import { submitProductRegistration } from "~/pages/forms/support-submit.server";
import { pageAction } from "~/request/page-action.server";
import { loadPage, notFound } from "~/request/page.server";
import { seoMeta } from "~/rules/meta";
import { regionPath } from "~/rules/regions";
import { latestPurchaseDate } from "~/rules/support-forms";
import supportStylesHref from "~/styles/support.css?url";
import type { Route } from "./+types/registration";

export const handle = stylesheets(supportStylesHref);

export function loader(args: Route.LoaderArgs) {
  const page = loadPage(args);
  const { registration, products, errorSummary, optional, submitting, choose, privacyNote } =
    SUPPORT_FORMS[page.region] ?? notFound();
  return {
    seo: page.seo,
    path: regionPath(page.region, "product-registration"),
    maxDate: latestPurchaseDate(page.now),
    registration,
    products,
    labels: { errorSummary, optional, submitting, choose, privacyNote },
  };
}

export const action = pageAction((args: Route.ActionArgs) => submitProductRegistration(args));

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

export default function ProductRegistration({ loaderData, actionData }: Route.ComponentProps) {
  const { registration: form, products, labels, path, maxDate } = loaderData;
  return (
    <SupportFormPage id="registration-title" form={form} labels={labels} path={path} answer={actionData}>
      {(field) => (
        <>
          <FormField {...field("name")} autoComplete="name" maxLength={100} />
          <FormField {...field("email")} type="email" autoComplete="email" />
          <FormField {...field("product")} type="select" options={products} choose={labels.choose} />
          <FormField {...field("serialNumber")} maxLength={24} />
          <FormField {...field("purchaseDate")} type="date" max={maxDate} />
          <FormField {...field("store")} maxLength={120} />
        </>
      )}
    </SupportFormPage>
  );
}
