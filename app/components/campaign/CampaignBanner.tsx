import { BANNER_ART } from "~/components/campaign/banner-art";
import { ContentLink } from "~/components/ui/ContentLink";
import type { CountdownLabels } from "~/components/ui/Countdown";
import { Countdown } from "~/components/ui/Countdown";
import type { CampaignBannerView } from "~/views/campaign";

interface CampaignBannerProps {
  banner: CampaignBannerView;
  bannerId: string;
  stage: number;
  stageName: string;
  countdown: { target: number; labels: CountdownLabels } | null;
  serverNow: number;
  prefix: string;
}

/**
 * The stage's banner: stage name and number, discount, dates, countdown to the next boundary, product links, and the
 * artwork (scripts/campaign-art.mjs: wide 960×720 from 1024 px, tall 600×800 below) in a column of its own.
 */
export function CampaignBanner({
  banner,
  bannerId,
  stage,
  stageName,
  countdown,
  serverNow,
  prefix,
}: CampaignBannerProps) {
  return (
    <section
      className="campaign-banner"
      id="banner"
      aria-labelledby="campaign-title"
      data-banner={bannerId}
      data-palette={banner.palette}
    >
      <div className="campaign-banner__inner container">
        <div className="campaign-banner__text">
          <p className="campaign-banner__stage" data-stage={stage}>
            <span className="campaign-banner__stage-no" aria-hidden="true">
              {stage}
            </span>
            {stageName}
          </p>
          <h1 id="campaign-title" className="campaign-banner__title">
            {banner.title}
          </h1>
          <p className="campaign-banner__discount">{banner.discount}</p>
          <p className="campaign-banner__describe">{banner.discountDescribe}</p>
          <p className="campaign-banner__time">{banner.time}</p>
          {countdown ? (
            <Countdown
              className="campaign-banner__countdown"
              target={countdown.target}
              serverNow={serverNow}
              labels={countdown.labels}
            />
          ) : null}
          <div className="campaign-banner__actions">
            {banner.links.map((item, index) => (
              <ContentLink
                key={item.label}
                className={index === 0 ? "button button--primary" : "button button--secondary"}
                prefix={prefix}
                link={item.link}
              >
                {item.label}
              </ContentLink>
            ))}
          </div>
        </div>
        {/* The art has a grid cell of its own (beside the text from 768 px, under it on phones), never behind the text. */}
        <picture className="campaign-banner__art">
          <source
            media={BANNER_ART.wide.media}
            srcSet={banner.background.wide}
            width={BANNER_ART.wide.width}
            height={BANNER_ART.wide.height}
          />
          <img
            src={banner.background.tall}
            width={BANNER_ART.tall.width}
            height={BANNER_ART.tall.height}
            alt={banner.bgAlt}
            fetchPriority="high"
          />
        </picture>
      </div>
    </section>
  );
}
