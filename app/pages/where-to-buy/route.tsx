import { stylesheets } from "~/components/layout/stylesheet";
import { DealerList } from "~/components/support/DealerList";
import { PageIntro } from "~/components/support/PageIntro";
import { StoreCta } from "~/components/support/StoreCta";
import { whereToBuyView } from "~/pages/where-to-buy/where-to-buy-view.server";
import { requestContent } from "~/request/content.server";
import { loadPage } from "~/request/page.server";
import { seoMeta } from "~/rules/meta";
import supportStylesHref from "~/styles/support.css?url";
import type { Route } from "./+types/route";

export const handle = stylesheets(supportStylesHref);

export function loader(args: Route.LoaderArgs) {
  const content = requestContent(args.context);
  return whereToBuyView(content, loadPage(args));
}

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

export default function WhereToBuy({ loaderData }: Route.ComponentProps) {
  const { content, prefix } = loaderData;
  return (
    <article className="support-page" aria-labelledby="where-to-buy-title">
      <PageIntro id="where-to-buy-title" title={content.title} intro={content.intro} />
      <div className="support-body">
        <section aria-labelledby="dealers-title">
          <h2 id="dealers-title" className="section-title">
            {content.listTitle}
          </h2>
          <DealerList dealers={content.dealers} labels={content} />
        </section>
        <StoreCta prefix={prefix} cta={content.cta} />
      </div>
    </article>
  );
}
