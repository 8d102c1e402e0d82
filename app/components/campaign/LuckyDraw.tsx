import { Section, SectionTitle } from "~/components/campaign/Section";
import { ContentLink } from "~/components/ui/ContentLink";
import type { CampaignView } from "~/views/campaign";

/** The prize draw, its key conditions and the link to its official rules. Anchor #lucky-draw. */
export function LuckyDraw({ draw, prefix }: { draw: NonNullable<CampaignView["luckyDraw"]>; prefix: string }) {
  return (
    <Section name="lucky-draw" id="lucky-draw" fadeIn inner="lucky-draw__inner" titleId="lucky-draw-title">
      <img className="lucky-draw__art" src={draw.image} alt={draw.alt} width={560} height={420} loading="lazy" />
      <div>
        <SectionTitle id="lucky-draw-title" title={draw.title} lead={draw.describe} />
        <ul className="lucky-draw__rules">
          {draw.content.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
        {draw.rules ? (
          <p className="lucky-draw__summary">
            {draw.rules.summary}{" "}
            <ContentLink prefix={prefix} link={draw.rules.link}>
              {draw.rules.label}
            </ContentLink>
          </p>
        ) : null}
      </div>
    </Section>
  );
}
