// What the login and account screens need from the server: their texts, the API messages and region names.
import { ACCOUNT_CONTENT } from "~/content/account";
import { loadPage, siteContent, type PageLoaderArgs } from "~/request/page.server";
import { REGIONS } from "~/rules/regions";

export function loadAccountPage(args: PageLoaderArgs) {
  const page = loadPage(args);
  const site = siteContent(page.region);
  return {
    ...page,
    texts: ACCOUNT_CONTENT[page.region],
    apiMessages: site.api,
    regionLabels: site.regionChooser.regionLabels,
    intlLocale: REGIONS[page.region].intlLocale,
  };
}
