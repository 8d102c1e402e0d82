import { ContentLink } from "~/components/ui/ContentLink";
import type { CampaignView } from "~/pages/campaign/campaign-view.server";

/** The prize draw, its key conditions and the link to its official rules. Anchor #lucky-draw. */
export function LuckyDraw({ draw, prefix }: { draw: NonNullable<CampaignView["luckyDraw"]>; prefix: string }) {
  return (
    <section className="campaign-section lucky-draw fade-in" id="lucky-draw" aria-labelledby="lucky-draw-title">
      <div className="container lucky-draw__inner">
        <img className="lucky-draw__art" src={draw.image} alt={draw.alt} width={560} height={420} loading="lazy" />
        <div>
          <h2 id="lucky-draw-title" className="campaign-section__title">
            {draw.title}
          </h2>
          <p className="campaign-section__lead">{draw.describe}</p>
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
      </div>
    </section>
  );
}
