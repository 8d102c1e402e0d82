import type { Route } from "./+types/registration";
import { stylesheets } from "~/components/layout/stylesheet";
import { FormField } from "~/components/support/FormField";
import { FormSuccess } from "~/components/support/FormSuccess";
import { PageIntro } from "~/components/support/PageIntro";
import { SupportForm } from "~/components/support/SupportForm";
import { SUPPORT_FORMS } from "~/content/support-forms";
import { seoMeta } from "~/rules/meta";
import { pageAction } from "~/server/page-action.server";
import { loadPage, notFound } from "~/server/page.server";
import { regionPath } from "~/rules/regions";
import { latestPurchaseDate } from "~/rules/support-forms";
import { submitProductRegistration } from "~/pages/forms/support-submit.server";
import supportStylesHref from "~/styles/support.css?url";

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
  const errors = actionData?.status === "invalid" ? actionData.errors : undefined;
  const values = actionData?.status === "invalid" || actionData?.status === "refused" ? actionData.values : {};
  const notice = actionData?.status === "refused" ? actionData.message : undefined;
  return (
    <article className="support-page" aria-labelledby="registration-title">
      <PageIntro id="registration-title" title={form.title} intro={form.intro} />
      <div className="support-body support-body--narrow">
        {actionData?.status === "success" ? (
          <FormSuccess
            title={form.successTitle}
            text={form.successText}
            referenceLabel={form.referenceLabel}
            reference={actionData.reference}
            again={form.again}
            againHref={path}
          />
        ) : (
          <SupportForm errors={errors} notice={notice} labels={{ ...labels, submit: form.submit }}>
            <FormField
              name="name"
              text={form.fields.name}
              error={errors?.name}
              defaultValue={values.name}
              autoComplete="name"
              maxLength={100}
            />
            <FormField
              name="email"
              type="email"
              text={form.fields.email}
              error={errors?.email}
              defaultValue={values.email}
              autoComplete="email"
            />
            <FormField
              name="product"
              type="select"
              options={products}
              choose={labels.choose}
              text={form.fields.product}
              error={errors?.product}
              defaultValue={values.product}
            />
            <FormField
              name="serialNumber"
              text={form.fields.serialNumber}
              error={errors?.serialNumber}
              defaultValue={values.serialNumber}
              maxLength={24}
            />
            <FormField
              name="purchaseDate"
              type="date"
              max={maxDate}
              text={form.fields.purchaseDate}
              error={errors?.purchaseDate}
              defaultValue={values.purchaseDate}
            />
            <FormField
              name="store"
              text={form.fields.store}
              error={errors?.store}
              defaultValue={values.store}
              maxLength={120}
            />
          </SupportForm>
        )}
      </div>
    </article>
  );
}
