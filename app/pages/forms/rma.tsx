import { useEffect, useRef } from "react";
import { stylesheets } from "~/components/layout/stylesheet";
import type { Route } from "./+types/rma";
import { FormField } from "~/components/support/FormField";
import { FormSuccess } from "~/components/support/FormSuccess";
import { PageIntro } from "~/components/support/PageIntro";
import { SupportForm } from "~/components/support/SupportForm";
import { useSignedInEmail } from "~/components/support/useSignedInEmail";
import { SUPPORT_FORMS } from "~/content/support-forms";
import { seoMeta } from "~/rules/meta";
import { pageAction } from "~/server/page-action.server";
import { loadPage, notFound } from "~/server/page.server";
import { REGIONS, regionPath } from "~/rules/regions";
import { submitRmaRequest } from "~/pages/forms/support-submit.server";
import supportStylesHref from "~/styles/support.css?url";

export const handle = stylesheets(supportStylesHref);

export function loader(args: Route.LoaderArgs) {
  const page = loadPage(args);
  const { rma, products, errorSummary, optional, submitting, choose, privacyNote } =
    SUPPORT_FORMS[page.region] ?? notFound();
  return {
    seo: page.seo,
    scope: REGIONS[page.region].scope,
    path: regionPath(page.region, "return-manufacturer"),
    rma,
    products,
    labels: { errorSummary, optional, submitting, choose, privacyNote },
  };
}

export const action = pageAction((args: Route.ActionArgs) => submitRmaRequest(args));

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

export default function ReturnManufacturer({ loaderData, actionData }: Route.ComponentProps) {
  const { rma, products, labels, scope, path } = loaderData;
  const signedInEmail = useSignedInEmail(scope);
  const emailRef = useRef<HTMLInputElement>(null);
  // Signed-in customers find their account email filled in, unless they already typed one.
  useEffect(() => {
    if (signedInEmail && emailRef.current && !emailRef.current.value) emailRef.current.value = signedInEmail;
  }, [signedInEmail]);

  const errors = actionData?.status === "invalid" ? actionData.errors : undefined;
  const values = actionData?.status === "invalid" || actionData?.status === "refused" ? actionData.values : {};
  const notice = actionData?.status === "refused" ? actionData.message : undefined;
  return (
    <article className="support-page" aria-labelledby="rma-title">
      <PageIntro id="rma-title" title={rma.title} intro={rma.intro} />
      <div className="support-body support-body--narrow">
        {actionData?.status === "success" ? (
          <FormSuccess
            title={rma.successTitle}
            text={rma.successText}
            referenceLabel={rma.referenceLabel}
            reference={actionData.reference}
            again={rma.again}
            againHref={path}
          />
        ) : (
          <SupportForm errors={errors} notice={notice} labels={{ ...labels, submit: rma.submit }}>
            {signedInEmail ? <p className="form-field--wide form-field__hint">{rma.signedIn}</p> : null}
            <FormField
              name="name"
              text={rma.fields.name}
              error={errors?.name}
              defaultValue={values.name}
              autoComplete="name"
              maxLength={100}
            />
            <FormField
              ref={emailRef}
              name="email"
              type="email"
              text={rma.fields.email}
              error={errors?.email}
              defaultValue={values.email}
              autoComplete="email"
            />
            <FormField
              name="orderNumber"
              text={rma.fields.orderNumber}
              error={errors?.orderNumber}
              defaultValue={values.orderNumber}
              maxLength={40}
            />
            <FormField
              name="product"
              type="select"
              options={products}
              choose={labels.choose}
              text={rma.fields.product}
              error={errors?.product}
              defaultValue={values.product}
            />
            <FormField
              name="serialNumber"
              text={rma.fields.serialNumber}
              error={errors?.serialNumber}
              defaultValue={values.serialNumber}
              maxLength={24}
            />
            <FormField
              name="reason"
              type="select"
              options={rma.reasons}
              choose={labels.choose}
              text={rma.fields.reason}
              error={errors?.reason}
              defaultValue={values.reason}
            />
            <FormField
              name="description"
              type="textarea"
              wide
              text={rma.fields.description}
              error={errors?.description}
              defaultValue={values.description}
              maxLength={2000}
            />
          </SupportForm>
        )}
      </div>
    </article>
  );
}
