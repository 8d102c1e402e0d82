import { BenefitsList } from "~/components/campaign/BenefitsList";
import { CampaignBanner } from "~/components/campaign/CampaignBanner";
import { CampaignTimeline } from "~/components/campaign/CampaignTimeline";
import { GiftGuide } from "~/components/campaign/GiftGuide";
import { LuckyDraw } from "~/components/campaign/LuckyDraw";
import { MembersOnlyOffers } from "~/components/campaign/MembersOnlyOffers";
import { ProductPreview } from "~/components/campaign/ProductPreview";
import { ProductTabs } from "~/components/campaign/ProductTabs";
import { SectionTabs } from "~/components/campaign/SectionTabs";
import { SpecialOffers } from "~/components/campaign/SpecialOffers";
import { Terms } from "~/components/campaign/Terms";
import { TieredRewards } from "~/components/campaign/TieredRewards";
import { SubscribeBox } from "~/components/subscribe/SubscribeBox";
import type { CampaignView } from "~/views/campaign";

/**
 * The campaign landing page (docs/requirements.md, "Campaign pages"), top to bottom; the sections the campaign's
 * content has.
 */
export function CampaignPage({ view, serverNow }: { view: CampaignView; serverNow: number }) {
  const cardProps = { buttons: view.buttons, labels: view.labels, payment: view.payment, prefix: view.prefix };
  return (
    <div className={`campaign campaign--${view.theme}`} data-stage={view.stage}>
      <CampaignBanner
        banner={view.banner}
        bannerId={view.bannerId}
        stage={view.shownStage}
        stageName={view.stageName}
        countdown={view.countdown}
        serverNow={serverNow}
        prefix={view.prefix}
      />
      {view.tabs.length ? <SectionTabs tabs={view.tabs} label={view.labels.tabsLabel} /> : null}
      <SubscribeBox {...view.subscribe} />
      {view.benefits ? <BenefitsList benefits={view.benefits} /> : null}
      <CampaignTimeline timeline={view.timeline} labels={view.labels} buttons={view.buttons} />
      <ProductPreview preview={view.preview} moreSurprises={view.moreSurprises} {...cardProps} />
      <ProductTabs
        title={view.products2.title}
        groups={view.products2.groups}
        label={view.labels.groupsLabel}
        {...cardProps}
      />
      {view.payment.installments && view.payment.disclosure ? (
        <p className="container campaign-disclosure">{view.payment.disclosure}</p>
      ) : null}
      {view.specialOffers ? <SpecialOffers offers={view.specialOffers} prefix={view.prefix} /> : null}
      {view.luckyDraw ? <LuckyDraw draw={view.luckyDraw} prefix={view.prefix} /> : null}
      {view.giftGuide ? <GiftGuide guide={view.giftGuide} /> : null}
      {view.tieredRewards ? <TieredRewards rewards={view.tieredRewards} /> : null}
      {view.membersOnly ? <MembersOnlyOffers offers={view.membersOnly} prefix={view.prefix} /> : null}
      <Terms terms={view.terms} />
    </div>
  );
}
