import { stylesheets } from "~/components/layout/stylesheet";
import { ManualTable } from "~/components/support/ManualTable";
import { PageIntro } from "~/components/support/PageIntro";
import { manualsView } from "~/pages/manuals/manuals-view.server";
import { requestContent } from "~/request/content.server";
import { loadPage } from "~/request/page.server";
import { seoMeta } from "~/rules/meta";
import supportStylesHref from "~/styles/support.css?url";
import type { Route } from "./+types/route";

export const handle = stylesheets(supportStylesHref);

export function loader(args: Route.LoaderArgs) {
  const content = requestContent(args.context);
  return manualsView(content, loadPage(args));
}

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

export default function Manuals({ loaderData }: Route.ComponentProps) {
  const { title, intro, headings, tables } = loaderData;
  return (
    <article className="support-page" aria-labelledby="manuals-title">
      <PageIntro id="manuals-title" title={title} intro={intro} />
      <div className="support-body">
        {tables.map((table, index) => (
          <ManualTable key={table.series} table={table} index={index} headings={headings} />
        ))}
      </div>
    </article>
  );
}
