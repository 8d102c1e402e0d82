import { stylesheets } from "~/components/layout/stylesheet";
import { FormField } from "~/components/support/FormField";
import { SupportFormPage } from "~/components/support/SupportFormPage";
import { wholesaleView } from "~/pages/forms/forms-view.server";
import { submitWholesaleApplication } from "~/pages/forms/support-submit.server";
import { requestContent } from "~/request/content.server";
import { pageAction } from "~/request/page-action.server";
import { loadPage } from "~/request/page.server";
import { seoMeta } from "~/rules/meta";
import supportStylesHref from "~/styles/support.css?url";
import type { Route } from "./+types/wholesale";

export const handle = stylesheets(supportStylesHref);

export function loader(args: Route.LoaderArgs) {
  const content = requestContent(args.context);
  return wholesaleView(content, loadPage(args));
}

export const action = pageAction((args: Route.ActionArgs) => submitWholesaleApplication(args));

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

export default function ApplyWholesaleAccount({ loaderData, actionData }: Route.ComponentProps) {
  const { wholesale: form, labels, path } = loaderData;
  const optional = { optionalLabel: labels.optional };
  return (
    <SupportFormPage id="wholesale-title" form={form} labels={labels} path={path} answer={actionData}>
      {(field) => (
        <>
          <FormField {...field("company")} autoComplete="organization" maxLength={160} />
          <FormField {...field("contactName")} autoComplete="name" maxLength={100} />
          <FormField {...field("email")} type="email" autoComplete="email" />
          <FormField {...field("phone")} type="tel" autoComplete="tel" maxLength={20} />
          <FormField {...field("website")} {...optional} type="url" autoComplete="url" />
          <FormField {...field("businessType")} type="select" options={form.businessTypes} choose={labels.choose} />
          <FormField {...field("address")} wide autoComplete="street-address" maxLength={300} />
          <FormField {...field("taxId")} {...optional} maxLength={40} />
          <FormField {...field("message")} {...optional} type="textarea" wide maxLength={2000} />
        </>
      )}
    </SupportFormPage>
  );
}
