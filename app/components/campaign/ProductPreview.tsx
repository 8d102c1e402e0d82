import { CampaignCard, type CampaignCardContext } from "~/components/campaign/CampaignCard";
import { Section } from "~/components/campaign/Section";
import type { CampaignCardView, CampaignView } from "~/views/campaign";

interface ProductPreviewProps extends CampaignCardContext {
  preview: { title: string; content: string; products: CampaignCardView[] };
  moreSurprises: CampaignView["moreSurprises"];
}

/** The headline products with their price in every stage; prices of stages not yet open stay hidden. */
export function ProductPreview({ preview, moreSurprises, ...cardProps }: ProductPreviewProps) {
  return (
    <Section name="product-preview" titleId="preview-title" title={preview.title} lead={preview.content}>
      <div className="product-grid">
        {preview.products.map((item) => (
          <CampaignCard key={item.key} item={item} {...cardProps} />
        ))}
      </div>
      <div className="more-surprises">
        <p className="more-surprises__describe">{moreSurprises.describe}</p>
        {moreSurprises.subDescribe ? <p className="more-surprises__sub">{moreSurprises.subDescribe}</p> : null}
      </div>
    </Section>
  );
}
