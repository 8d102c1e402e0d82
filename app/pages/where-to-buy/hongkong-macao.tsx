import { stylesheets } from "~/components/layout/stylesheet";
import { PageIntro } from "~/components/support/PageIntro";
import { StoreCta } from "~/components/support/StoreCta";
import { HONG_KONG_MACAO } from "~/content/dealers";
import { loadPage, notFound } from "~/request/page.server";
import { seoMeta } from "~/rules/meta";
import { REGIONS } from "~/rules/regions";
import supportStylesHref from "~/styles/support.css?url";
import type { Route } from "./+types/hongkong-macao";

export const handle = stylesheets(supportStylesHref);

export function loader(args: Route.LoaderArgs) {
  const page = loadPage(args);
  const content = HONG_KONG_MACAO[page.region] ?? notFound();
  return { seo: page.seo, prefix: REGIONS[page.region].prefix, content };
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
