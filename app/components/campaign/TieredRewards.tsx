import { GiftIcon, type GiftKind } from "~/components/campaign/icons";

interface TieredRewardsProps {
  rewards: {
    title: string;
    describe: string;
    tiers: { threshold: string; title: string; describe: string; miniPicture: GiftKind }[];
  };
}

/** Gifts by order value: each tier shows its threshold in the region's currency, as the language writes it. */
export function TieredRewards({ rewards }: TieredRewardsProps) {
  return (
    <section className="campaign-section tiered-rewards fade-in" aria-labelledby="rewards-title">
      <div className="container">
        <h2 id="rewards-title" className="campaign-section__title">
          {rewards.title}
        </h2>
        <p className="campaign-section__lead">{rewards.describe}</p>
        <ol className="tiered-rewards__list">
          {rewards.tiers.map((tier) => (
            <li key={tier.title} className="tiered-rewards__tier">
              <GiftIcon kind={tier.miniPicture} className="tiered-rewards__icon" />
              <span className="tiered-rewards__threshold">{tier.threshold}</span>
              <h3>{tier.title}</h3>
              <p>{tier.describe}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
