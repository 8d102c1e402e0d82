import { Section, type OffersProps } from "~/components/campaign/Section";
import { ContentLink } from "~/components/ui/ContentLink";

/** Offers for account holders. Anchor #members-only-offers. */
export function MembersOnlyOffers({ offers, prefix }: OffersProps<"membersOnly">) {
  return (
    <Section name="members-only" id="members-only-offers" fadeIn titleId="members-only-title" title={offers.title}>
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
    </Section>
  );
}
