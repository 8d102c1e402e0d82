import { FloatingBuyBar } from "~/components/product/FloatingBuyBar";
import { ProductButton } from "~/components/product/ProductButton";
import { Countdown, type CountdownLabels } from "~/components/ui/Countdown";
import type { PreorderWords } from "~/content/product.schema";
import type { ProductButton as ProductButtonData } from "~/rules/catalogue-card";
import type { PreorderState } from "~/rules/preorder";

export interface PreorderPanelData {
  state: PreorderState;
  priceText: string;
  /** The eco-contribution the price includes, where the market shows it (fr éco-participation). */
  ecoParticipation?: string;
  /** Until the early bird ends: "Regular price from April 28, 2025: $1,299", an announcement, not a strike-through. */
  laterPriceText: string | null;
  /** The credit disclosure of the instalment offer the booking terms name, where the region offers one. */
  paymentDisclosure: string | null;
  countdownTarget: number | null;
  button: ProductButtonData;
  productName: string;
  currency: string;
  price: number;
  content: Pick<
    PreorderWords,
    "labels" | "time" | "bookingNotice" | "bookingNoticeList" | "bookingTips" | "dispatchNote" | "earlyBird"
  >;
}

/**
 * The pre-order call to action (docs/requirements.md, "Pre-order and launch"): before the early bird opens, its price
 * and when it opens (a countdown, no order button); the early bird with the regular price to come and a countdown; then
 * the normal price with the booking notice; then price recovery with the regular price and only the dispatch note; once
 * released, a regular product's price and Buy Now (docs/decisions/005-launch-stages.md).
 */
export function PreorderPanel({
  data,
  serverNow,
  countdown,
}: {
  data: PreorderPanelData;
  serverNow: number;
  countdown: CountdownLabels;
}) {
  const { content, state } = data;
  // What holds only until the early bird ends is shown only until then.
  const beforeEnd = state === "upcoming" || state === "earlyBird";
  const notice = beforeEnd ? [content.earlyBird.notice, ...content.bookingNoticeList] : content.bookingNoticeList;
  const tips = beforeEnd ? [...content.bookingTips.items, content.earlyBird.tip] : content.bookingTips.items;
  const priceLabel = {
    upcoming: content.labels.earlyBirdPrice,
    earlyBird: content.labels.earlyBirdPrice,
    normal: content.labels.currentPrice,
    priceRecovery: content.labels.regularPrice,
    released: content.labels.regularPrice,
  }[state];
  return (
    <section className="preorder-panel" aria-labelledby="preorder-price" data-state={state}>
      <div className="preorder-panel__price" id="preorder-buy">
        <p id="preorder-price" className="product-price">
          <span className="product-price__label">{priceLabel}</span>{" "}
          <span className="product-price__value" data-price={data.price} data-currency={data.currency}>
            {data.priceText}
          </span>
          {data.ecoParticipation ? <small className="product-price__eco">{data.ecoParticipation}</small> : null}
        </p>
        {data.laterPriceText ? <p className="preorder-panel__later">{data.laterPriceText}</p> : null}
        <ProductButton button={data.button} productName={data.productName} />
      </div>
      <FloatingBuyBar
        watch="preorder-buy"
        productName={data.productName}
        priceText={data.priceText}
        ecoParticipation={data.ecoParticipation}
        button={data.button}
      />
      {state === "upcoming" && data.countdownTarget !== null ? (
        <div className="preorder-panel__time">
          <p className="preorder-panel__opens">{content.labels.opensOn}</p>
          <Countdown
            target={data.countdownTarget}
            serverNow={serverNow}
            labels={{ ...countdown, title: content.labels.opensIn }}
          />
        </div>
      ) : null}
      {state === "earlyBird" && data.countdownTarget !== null ? (
        <div className="preorder-panel__time">
          <p>{content.time}</p>
          <Countdown
            target={data.countdownTarget}
            serverNow={serverNow}
            labels={{ ...countdown, title: content.labels.time }}
          />
        </div>
      ) : null}
      {state === "normal" ? <p className="preorder-panel__ended">{content.labels.earlyBirdEnded}</p> : null}
      {state === "released" ? null : state === "priceRecovery" ? (
        <p className="preorder-panel__dispatch">{content.dispatchNote}</p>
      ) : (
        <div className="preorder-panel__booking">
          <h2>{content.bookingNotice}</h2>
          <dl className="preorder-panel__notice">
            {notice.map((item) => (
              <div key={item.label}>
                <dt>{item.label}</dt>
                <dd>{item.value}</dd>
              </div>
            ))}
          </dl>
          {data.paymentDisclosure ? <p className="preorder-panel__disclosure">{data.paymentDisclosure}</p> : null}
          <h3>{content.bookingTips.title}</h3>
          <ul className="preorder-panel__tips">
            {tips.map((tip) => (
              <li key={tip}>{tip}</li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}
