import { GiftIcon, type GiftKind } from "~/components/campaign/icons";
import { Section } from "~/components/campaign/Section";

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
    <Section name="tiered-rewards" fadeIn titleId="rewards-title" title={rewards.title} lead={rewards.describe}>
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
    </Section>
  );
}
