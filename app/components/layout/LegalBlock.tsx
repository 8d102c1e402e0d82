import { ContentLink } from "~/components/ui/ContentLink";
import type { LegalFooter } from "~/views/legal";

/** The legal facts a market expects at the foot of every page (kr business information, cn filing numbers). */
export function LegalBlock({ prefix, block }: { prefix: string; block: LegalFooter }) {
  return (
    <section className="legal-block" aria-label={block.label}>
      {block.sample ? (
        <p className="legal-sample" role="note">
          {block.sample}
        </p>
      ) : null}
      <ul>
        {block.rows.map((row) => {
          const value = row.lines.join(" ");
          return (
            <li key={`${row.label ?? ""}${value}`}>
              {row.label ? <span className="legal-block__label">{row.label}</span> : null}
              {row.link ? (
                <ContentLink prefix={prefix} link={row.link}>
                  {value}
                </ContentLink>
              ) : (
                value
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
