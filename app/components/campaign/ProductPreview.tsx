import { CampaignCard, type CampaignCardContext } from "~/components/campaign/CampaignCard";
import type { CampaignCardView, CampaignView } from "~/pages/campaign/campaign-view.server";

interface ProductPreviewProps extends CampaignCardContext {
  preview: { title: string; content: string; products: CampaignCardView[] };
  moreSurprises: CampaignView["moreSurprises"];
}

/** The headline products with their price in every stage; prices of stages not yet open stay hidden. */
export function ProductPreview({ preview, moreSurprises, ...cardProps }: ProductPreviewProps) {
  return (
    <section className="campaign-section product-preview" aria-labelledby="preview-title">
      <div className="container">
        <h2 id="preview-title" className="campaign-section__title">
          {preview.title}
        </h2>
        <p className="campaign-section__lead">{preview.content}</p>
        <div className="product-grid">
          {preview.products.map((item) => (
            <CampaignCard key={item.key} item={item} {...cardProps} />
          ))}
        </div>
        <div className="more-surprises">
          <p className="more-surprises__describe">{moreSurprises.describe}</p>
          {moreSurprises.subDescribe ? <p className="more-surprises__sub">{moreSurprises.subDescribe}</p> : null}
        </div>
      </div>
    </section>
  );
}
