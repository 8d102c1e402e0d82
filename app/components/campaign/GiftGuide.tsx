import { Section, SectionTitle } from "~/components/campaign/Section";
import type { CampaignView } from "~/views/campaign";

/** The slot that points to the blog's gift guide. */
export function GiftGuide({ guide }: { guide: NonNullable<CampaignView["giftGuide"]> }) {
  return (
    <Section name="gift-guide" inner="gift-guide__inner" titleId="gift-guide-title">
      <div>
        <SectionTitle id="gift-guide-title" title={guide.title} lead={guide.describe} />
      </div>
      <a className="button button--primary" href={guide.link} target="_blank" rel="noopener noreferrer">
        {guide.btn}
      </a>
    </Section>
  );
}
