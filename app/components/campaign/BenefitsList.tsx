import { BenefitIcon } from "~/components/campaign/icons";
import { Section } from "~/components/campaign/Section";
import type { CampaignView } from "~/views/campaign";

/** The six promises of every campaign page: price guarantee, returns, membership, shipping, support, warranty. */
export function BenefitsList({ benefits }: { benefits: NonNullable<CampaignView["benefits"]> }) {
  return (
    <Section name="benefits" fadeIn titleId="benefits-title" title={benefits.title}>
      <ul className="benefits__list">
        {benefits.items.map((item) => (
          <li key={item.icon} className="benefits__item">
            <BenefitIcon icon={item.icon} title={item.alt} />
            <span>{item.label}</span>
          </li>
        ))}
      </ul>
    </Section>
  );
}
