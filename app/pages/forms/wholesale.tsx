import type { Route } from "./+types/wholesale";
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
import { submitWholesaleApplication } from "~/pages/forms/support-submit.server";
import supportStylesHref from "~/styles/support.css?url";

export const handle = stylesheets(supportStylesHref);

export function loader(args: Route.LoaderArgs) {
  const page = loadPage(args);
  const { wholesale, errorSummary, optional, submitting, choose, privacyNote } =
    SUPPORT_FORMS[page.region] ?? notFound();
  if (!wholesale) notFound();
  return {
    seo: page.seo,
    path: regionPath(page.region, "apply-wholesale-account"),
    wholesale,
    labels: { errorSummary, optional, submitting, choose, privacyNote },
  };
}

export const action = pageAction((args: Route.ActionArgs) => submitWholesaleApplication(args));

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

export default function ApplyWholesaleAccount({ loaderData, actionData }: Route.ComponentProps) {
  const { wholesale: form, labels, path } = loaderData;
  const errors = actionData?.status === "invalid" ? actionData.errors : undefined;
  const values = actionData?.status === "invalid" || actionData?.status === "refused" ? actionData.values : {};
  const notice = actionData?.status === "refused" ? actionData.message : undefined;
  const f = form.fields;
  return (
    <article className="support-page" aria-labelledby="wholesale-title">
      <PageIntro id="wholesale-title" title={form.title} intro={form.intro} />
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
              name="company"
              text={f.company}
              error={errors?.company}
              defaultValue={values.company}
              autoComplete="organization"
              maxLength={160}
            />
            <FormField
              name="contactName"
              text={f.contactName}
              error={errors?.contactName}
              defaultValue={values.contactName}
              autoComplete="name"
              maxLength={100}
            />
            <FormField
              name="email"
              type="email"
              text={f.email}
              error={errors?.email}
              defaultValue={values.email}
              autoComplete="email"
            />
            <FormField
              name="phone"
              type="tel"
              text={f.phone}
              error={errors?.phone}
              defaultValue={values.phone}
              autoComplete="tel"
              maxLength={20}
            />
            <FormField
              name="website"
              type="url"
              text={f.website}
              error={errors?.website}
              defaultValue={values.website}
              optionalLabel={labels.optional}
              autoComplete="url"
            />
            <FormField
              name="businessType"
              type="select"
              options={form.businessTypes}
              choose={labels.choose}
              text={f.businessType}
              error={errors?.businessType}
              defaultValue={values.businessType}
            />
            <FormField
              name="address"
              wide
              text={f.address}
              error={errors?.address}
              defaultValue={values.address}
              autoComplete="street-address"
              maxLength={300}
            />
            <FormField
              name="taxId"
              text={f.taxId}
              error={errors?.taxId}
              defaultValue={values.taxId}
              optionalLabel={labels.optional}
              maxLength={40}
            />
            <FormField
              name="message"
              type="textarea"
              wide
              text={f.message}
              error={errors?.message}
              defaultValue={values.message}
              optionalLabel={labels.optional}
              maxLength={2000}
            />
          </SupportForm>
        )}
      </div>
    </article>
  );
}
