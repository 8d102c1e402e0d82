import { stylesheets } from "~/components/layout/stylesheet";
import { PageIntro } from "~/components/support/PageIntro";
import { StoreCta } from "~/components/support/StoreCta";
import { hongKongMacaoView } from "~/pages/where-to-buy/where-to-buy-view.server";
import { requestContent } from "~/request/content.server";
import { loadPage } from "~/request/page.server";
import { seoMeta } from "~/rules/meta";
import supportStylesHref from "~/styles/support.css?url";
import type { Route } from "./+types/hongkong-macao";

export const handle = stylesheets(supportStylesHref);

export function loader(args: Route.LoaderArgs) {
  const content = requestContent(args.context);
  return hongKongMacaoView(content, loadPage(args));
}

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

export default function WhereToBuyHongKongMacao({ loaderData }: Route.ComponentProps) {
  const { content, prefix } = loaderData;
  return (
    <article className="support-page" aria-labelledby="hk-macao-title">
      <PageIntro id="hk-macao-title" title={content.title} intro={content.intro} />
      <div className="support-body">
        <div className="store-groups">
          {content.groups.map((group, index) => (
            <section key={group.title} className="store-group" aria-labelledby={`store-group-${index}`}>
              <h2 id={`store-group-${index}`}>{group.title}</h2>
              <ul className="address-list">
                {group.address.map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
            </section>
          ))}
        </div>
        <StoreCta prefix={prefix} cta={content.cta} />
      </div>
    </article>
  );
}
