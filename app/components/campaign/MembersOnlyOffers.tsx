import { ContentLink } from "~/components/ui/ContentLink";
import type { CampaignView } from "~/pages/campaign/campaign-view.server";

/** Offers for account holders. Anchor #members-only-offers. */
export function MembersOnlyOffers({
  offers,
  prefix,
}: {
  offers: NonNullable<CampaignView["membersOnly"]>;
  prefix: string;
}) {
  return (
    <section
      className="campaign-section members-only fade-in"
      id="members-only-offers"
      aria-labelledby="members-only-title"
    >
      <div className="container">
        <h2 id="members-only-title" className="campaign-section__title">
          {offers.title}
        </h2>
        <ul className="members-only__list">
          {offers.items.map((offer) => (
            <li key={offer.title} className="members-only__item">
              <p className="members-only__sub">{offer.subTitle}</p>
              <h3>{offer.title}</h3>
              <p>{offer.describe}</p>
              <ContentLink
                className="button button--primary button--small"
                prefix={prefix}
                link={offer.link}
                aria-label={`${offer.btn}: ${offer.title}`}
              >
                {offer.btn}
              </ContentLink>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
