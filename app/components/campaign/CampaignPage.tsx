import type { CampaignView } from "~/pages/campaign/campaign-view.server";
import { BenefitsList } from "./BenefitsList";
import { CampaignBanner } from "./CampaignBanner";
import { CampaignTimeline } from "./CampaignTimeline";
import { GiftGuide } from "./GiftGuide";
import { LuckyDraw } from "./LuckyDraw";
import { MembersOnlyOffers } from "./MembersOnlyOffers";
import { ProductPreview } from "./ProductPreview";
import { ProductTabs } from "./ProductTabs";
import { SectionTabs } from "./SectionTabs";
import { SpecialOffers } from "./SpecialOffers";
import { SubscribeBox } from "~/components/subscribe/SubscribeBox";
import { Terms } from "./Terms";
import { TieredRewards } from "./TieredRewards";

/** The campaign landing page (spec §2 Campaign page), top to bottom. */
export function CampaignPage({ view, serverNow }: { view: CampaignView; serverNow: number }) {
  const cardProps = { buttons: view.buttons, labels: view.labels, payment: view.payment, prefix: view.prefix };
  return (
    <div className={`campaign campaign--${view.campaign}`} data-stage={view.stage}>
      <CampaignBanner
        banner={view.banner}
        bannerId={view.bannerId}
        stage={view.stage}
        stageName={view.stageName}
        countdown={view.countdown}
        serverNow={serverNow}
        prefix={view.prefix}
      />
      <SectionTabs tabs={view.tabs} label={view.labels.tabsLabel} />
      <SubscribeBox {...view.subscribe} />
      <BenefitsList benefits={view.benefits} />
      <CampaignTimeline timeline={view.timeline} labels={view.labels} buttons={view.buttons} />
      <ProductPreview preview={view.preview} moreSurprises={view.moreSurprises} {...cardProps} />
      <ProductTabs
        title={view.products2.title}
        groups={view.products2.groups}
        label={view.labels.groupsLabel}
        {...cardProps}
      />
      <SpecialOffers offers={view.specialOffers} prefix={view.prefix} />
      <LuckyDraw draw={view.luckyDraw} />
      <GiftGuide guide={view.giftGuide} />
      <TieredRewards rewards={view.tieredRewards} />
      <MembersOnlyOffers offers={view.membersOnly} prefix={view.prefix} />
      <Terms terms={view.terms} />
    </div>
  );
}
