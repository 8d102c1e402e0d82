import { useEffect, useRef } from "react";
import { stylesheets } from "~/components/layout/stylesheet";
import { FormField } from "~/components/support/FormField";
import { SupportFormPage } from "~/components/support/SupportFormPage";
import { useSignedInEmail } from "~/components/support/useSignedInEmail";
import { rmaView } from "~/pages/forms/forms-view.server";
import { submitRmaRequest } from "~/pages/forms/support-submit.server";
import { requestContent } from "~/request/content.server";
import { pageAction } from "~/request/page-action.server";
import { loadPage } from "~/request/page.server";
import { seoMeta } from "~/rules/meta";
import supportStylesHref from "~/styles/support.css?url";
import type { Route } from "./+types/rma";

export const handle = stylesheets(supportStylesHref);

export function loader(args: Route.LoaderArgs) {
  const content = requestContent(args.context);
  return rmaView(content, loadPage(args));
}

export const action = pageAction((args: Route.ActionArgs) => submitRmaRequest(args));

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

export default function ReturnManufacturer({ loaderData, actionData }: Route.ComponentProps) {
  const { rma: form, products, labels, scope, path } = loaderData;
  const signedInEmail = useSignedInEmail(scope);
  const emailRef = useRef<HTMLInputElement>(null);
  // Signed-in customers find their account email filled in, unless they already typed one.
  useEffect(() => {
    if (signedInEmail && emailRef.current && !emailRef.current.value) emailRef.current.value = signedInEmail;
  }, [signedInEmail]);
  return (
    <SupportFormPage id="rma-title" form={form} labels={labels} path={path} answer={actionData}>
      {(field) => (
        <>
          {signedInEmail ? <p className="form-field--wide form-field__hint">{form.signedIn}</p> : null}
          <FormField {...field("name")} autoComplete="name" maxLength={100} />
          <FormField {...field("email")} ref={emailRef} type="email" autoComplete="email" />
          <FormField {...field("orderNumber")} maxLength={40} />
          <FormField {...field("product")} type="select" options={products} choose={labels.choose} />
          <FormField {...field("serialNumber")} maxLength={24} />
          <FormField {...field("reason")} type="select" options={form.reasons} choose={labels.choose} />
          <FormField {...field("description")} type="textarea" wide maxLength={2000} />
        </>
      )}
    </SupportFormPage>
  );
}
