import { stylesheets } from "~/components/layout/stylesheet";
import { FormField } from "~/components/support/FormField";
import { SupportFormPage } from "~/components/support/SupportFormPage";
import { registrationView } from "~/pages/forms/forms-view.server";
import { submitProductRegistration } from "~/pages/forms/support-submit.server";
import { requestContent } from "~/request/content.server";
import { pageAction } from "~/request/page-action.server";
import { loadPage } from "~/request/page.server";
import { seoMeta } from "~/rules/meta";
import supportStylesHref from "~/styles/support.css?url";
import type { Route } from "./+types/registration";

export const handle = stylesheets(supportStylesHref);

export function loader(args: Route.LoaderArgs) {
  const content = requestContent(args.context);
  return registrationView(content, loadPage(args));
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
