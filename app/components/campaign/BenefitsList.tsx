import { BenefitIcon } from "~/components/campaign/icons";
import type { CampaignView } from "~/pages/campaign/campaign-view.server";

/** The six promises of every campaign page: price guarantee, returns, membership, shipping, support, warranty. */
export function BenefitsList({ benefits }: { benefits: NonNullable<CampaignView["benefits"]> }) {
  return (
    <section className="campaign-section benefits fade-in" aria-labelledby="benefits-title">
      <div className="container">
        <h2 id="benefits-title" className="campaign-section__title">
          {benefits.title}
        </h2>
        <ul className="benefits__list">
          {benefits.items.map((item) => (
            <li key={item.icon} className="benefits__item">
              <BenefitIcon icon={item.icon} title={item.alt} />
              <span>{item.label}</span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
