import type { CampaignBannerView } from "~/lib/campaign-view.server";
import type { CountdownLabels } from "~/components/ui/Countdown";
import { Countdown } from "~/components/ui/Countdown";
import { ContentLink } from "~/components/ui/ContentLink";

interface CampaignBannerProps {
  banner: CampaignBannerView;
  bannerId: string;
  stage: number;
  stageName: string;
  countdown: { target: number; labels: CountdownLabels } | null;
  serverNow: number;
  prefix: string;
}

/** The stage's banner: artwork, stage name and number, discount, dates, countdown to the next boundary, product links. */
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
    <section className="campaign-banner" id="banner" aria-labelledby="campaign-title" data-banner={bannerId}>
      <picture className="campaign-banner__art">
        <source media="(min-width: 768px)" srcSet={banner.background.wide} width={1600} height={640} />
        <img src={banner.background.tall} width={750} height={1000} alt={banner.bgAlt} fetchPriority="high" />
      </picture>
      <div className="campaign-banner__inner container">
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
    </section>
  );
}
