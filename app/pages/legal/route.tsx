import { stylesheets } from "~/components/layout/stylesheet";
import { PageIntro } from "~/components/support/PageIntro";
import { ContentLink } from "~/components/ui/ContentLink";
import { legalView } from "~/pages/legal/legal-view.server";
import { requestContent } from "~/request/content.server";
import { loadPage } from "~/request/page.server";
import type { FilledRow } from "~/rules/legal";
import { seoMeta } from "~/rules/meta";
import supportStylesHref from "~/styles/support.css?url";
import type { Route } from "./+types/route";

// Each market's legal notice (Impressum, mentions légales, legal notice, 特定商取引法に基づく表記, 营业执照信息): the facts of
// legal.ts laid out as the market's words (`legal.notice`) say.

export const handle = stylesheets(supportStylesHref);

export function loader(args: Route.LoaderArgs) {
  const content = requestContent(args.context);
  return legalView(content, loadPage(args));
}

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

export default function LegalNoticePage({ loaderData }: Route.ComponentProps) {
  const { notice, prefix } = loaderData;
  return (
    <article className="support-page" aria-labelledby="legal-title">
      <PageIntro id="legal-title" title={notice.title} intro={notice.intro} />
      <div className="support-body support-body--narrow">
        {notice.sample ? (
          <p className="legal-sample" role="note">
            {notice.sample}
          </p>
        ) : null}
        {notice.sections.map((section, index) => (
          <section key={section.heading} className="info-section" aria-labelledby={`legal-section-${index}`}>
            <h2 id={`legal-section-${index}`}>{section.heading}</h2>
            {section.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
            {groupRows(section.rows).map((group) =>
              group.labelled ? (
                <dl key={rowKey(group.rows[0]!)} className="legal-facts">
                  {group.rows.map((row) => (
                    <div key={rowKey(row)}>
                      <dt>{row.label}</dt>
                      <dd>
                        <RowValue row={row} prefix={prefix} />
                      </dd>
                    </div>
                  ))}
                </dl>
              ) : (
                group.rows.map((row) => (
                  <p key={rowKey(row)} className="legal-line">
                    <RowValue row={row} prefix={prefix} />
                  </p>
                ))
              ),
            )}
          </section>
        ))}
      </div>
    </article>
  );
}

const rowKey = (row: FilledRow) => `${row.label ?? ""}${row.lines.join()}`;

/** Consecutive rows with labels form one description list; a row without one is a line of its own. */
function groupRows(rows: FilledRow[]): { labelled: boolean; rows: FilledRow[] }[] {
  const groups: { labelled: boolean; rows: FilledRow[] }[] = [];
  for (const row of rows) {
    const labelled = row.label !== undefined;
    const last = groups.at(-1);
    if (last && last.labelled === labelled) last.rows.push(row);
    else groups.push({ labelled, rows: [row] });
  }
  return groups;
}

function RowValue({ row, prefix }: { row: FilledRow; prefix: string }) {
  if (row.link)
    return (
      <ContentLink prefix={prefix} link={row.link}>
        {row.lines.join(" ")}
      </ContentLink>
    );
  return row.lines.map((line) => <span key={line}>{line}</span>);
}
