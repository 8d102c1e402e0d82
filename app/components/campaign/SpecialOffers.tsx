import { Section, type OffersProps } from "~/components/campaign/Section";
import { ContentLink } from "~/components/ui/ContentLink";

/** Offer panels with artwork per device: pc (1024+), tablet (768+), mobile. Anchor #special-offers. */
export function SpecialOffers({ offers, prefix }: OffersProps<"specialOffers">) {
  return (
    <Section name="special-offers" id="special-offers" fadeIn titleId="special-offers-title" title={offers.title}>
      <ul className="special-offers__list">
        {offers.items.map((offer) => (
          <li key={offer.title} className="special-offers__item">
            <picture>
              <source media="(min-width: 1024px)" srcSet={offer.images.pc} width={1200} height={500} />
              <source media="(min-width: 768px)" srcSet={offer.images.tablet} width={900} height={500} />
              <img src={offer.images.mobile} alt={offer.alt} width={600} height={600} loading="lazy" />
            </picture>
            <div className="special-offers__text">
              <h3>{offer.title}</h3>
              <p>{offer.content}</p>
              {offer.btn && offer.link ? (
                <ContentLink className="button button--primary button--small" prefix={prefix} link={offer.link}>
                  {offer.btn}
                </ContentLink>
              ) : null}
            </div>
          </li>
        ))}
      </ul>
    </Section>
  );
}
