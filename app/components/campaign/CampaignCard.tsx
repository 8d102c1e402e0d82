import { GiftIcon } from "~/components/campaign/icons";
import { ProductName } from "~/components/product/ProductName";
import { ContentLink } from "~/components/ui/ContentLink";
import type { PaymentLines } from "~/rules/payment";
import type { CampaignCardView, CampaignView } from "~/views/campaign";

export interface CampaignCardContext {
  buttons: { unlcokSoon: string; learnMore: string; save: string };
  labels: CampaignView["labels"];
  /** The region's instalment line (cards marked for instalments) and its payment methods line (the others). */
  payment: PaymentLines;
  prefix: string;
}

/**
 * One campaign product: the current stage's price (or a placeholder and UNLOCK SOON), the ladder of stage prices, the
 * catalogue's button (Buy Now, Pre-Order Now, Sold Out or Out of Stock) and Learn More.
 */
export function CampaignCard({
  item,
  buttons,
  labels,
  payment,
  prefix,
}: { item: CampaignCardView } & CampaignCardContext) {
  const { current, button } = item;
  const paymentLine = (item.installment ? payment.installments : null) ?? payment.methods;
  const status = { past: labels.ended, current: labels.now, upcoming: buttons.unlcokSoon };
  return (
    <article className="product-card" data-product={item.key} data-locked={current.locked}>
      <div className="product-card__media">
        {item.identify ? <span className="product-card__badge">{item.identify}</span> : null}
        <img src={item.image} alt={item.alt} width={480} height={480} loading="lazy" />
        {item.gift ? <GiftIcon kind={item.gift} className="product-card__gift" /> : null}
      </div>
      <h3 className="product-card__name">
        <ProductName lines={item.name} />
      </h3>
      <p className="product-card__describe">{item.describe}</p>
      <div className="product-card__price" data-stage={current.stage}>
        <span
          className={current.locked ? "product-card__now product-card__now--locked" : "product-card__now"}
          data-testid="stage-price"
        >
          {current.price}
        </span>
        {labels.priceNote && !current.locked ? <span className="product-card__note">{labels.priceNote}</span> : null}
        {item.signPrice && labels.reference.visible ? (
          // Where the law names the reference (the lowest price of the prior 30 days), its label is shown with it.
          <span className="product-card__reference">
            <span className="product-card__reference-label">{labels.reference.text}</span>{" "}
            <s className="product-card__list">{item.signPrice}</s>
          </span>
        ) : item.signPrice ? (
          // aria-label is not allowed on <s> (no role): the words for screen readers are visually hidden text.
          <s className="product-card__list">
            <span className="visually-hidden">{labels.reference.text} </span>
            {item.signPrice}
          </s>
        ) : null}
        {current.save ? (
          <span className="product-card__save">
            {buttons.save} {current.save}
          </span>
        ) : null}
      </div>
      {item.ecoParticipation && !current.locked ? <p className="product-card__eco">{item.ecoParticipation}</p> : null}
      {paymentLine && !current.locked ? <p className="product-card__payment">{paymentLine}</p> : null}
      {item.extendedWarranty ? <p className="product-card__warranty">{item.extendedWarranty}</p> : null}
      {item.ladder.length > 1 ? (
        <ol className="price-ladder" aria-label={`${labels.stagePrice}: ${item.plainName}`}>
          {item.ladder.map((step) => (
            <li
              key={step.stage}
              className={`price-ladder__step price-ladder__step--${step.status}`}
              aria-current={step.status === "current" ? "step" : undefined}
            >
              <span className="price-ladder__name">{step.name}</span>
              {step.noDeal ? (
                <span className="price-ladder__price">
                  <span aria-hidden="true">{step.price}</span>
                  <span className="visually-hidden">{labels.noDeal}</span>
                </span>
              ) : (
                <span className="price-ladder__price">{step.price}</span>
              )}
              <span className="price-ladder__status">
                {step.noDeal && step.status === "upcoming" ? "" : status[step.status]}
              </span>
            </li>
          ))}
        </ol>
      ) : null}
      <div className="product-card__actions">
        {current.locked ? (
          <button type="button" className="button button--small" disabled>
            {buttons.unlcokSoon}
          </button>
        ) : button.href ? (
          <a
            className="button button--primary button--small"
            href={button.href}
            target="_blank"
            rel="noopener noreferrer"
            data-state={button.state}
          >
            {button.label}
          </a>
        ) : (
          <button type="button" className="button button--small" disabled data-state={button.state}>
            {button.label}
          </button>
        )}
        <ContentLink
          className="button button--secondary button--small"
          prefix={prefix}
          link={item.learnMore}
          aria-label={`${labels.learnMoreAbout} ${item.plainName}`}
        >
          {buttons.learnMore}
        </ContentLink>
      </div>
    </article>
  );
}
