import type { CampaignView } from "~/pages/campaign/campaign-view.server";

/** The slot that points to the blog's gift guide. */
export function GiftGuide({ guide }: { guide: NonNullable<CampaignView["giftGuide"]> }) {
  return (
    <section className="campaign-section gift-guide" aria-labelledby="gift-guide-title">
      <div className="container gift-guide__inner">
        <div>
          <h2 id="gift-guide-title" className="campaign-section__title">
            {guide.title}
          </h2>
          <p className="campaign-section__lead">{guide.describe}</p>
        </div>
        <a className="button button--primary" href={guide.link} target="_blank" rel="noopener noreferrer">
          {guide.btn}
        </a>
      </div>
    </section>
  );
}
