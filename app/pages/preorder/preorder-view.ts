// What the Flagship Bumblebee pre-order page shows (built by preorder-view.server.ts).
import type { PreorderPanelData } from "~/components/product/PreorderPanel";
import type { PRODUCT_VIDEOS } from "~/components/video/video-clips";
import type { PreorderWords } from "~/content/product.schema";
import type { PageContext } from "~/request/page.server";
import type { ImageRef } from "~/rules/images";
import type { SubscribeBoxView } from "~/views/newsletter-consent";
import type { ProductGallery, ProductPageData } from "~/views/product-page";
import type { SiteContent } from "~/views/site-content";

export interface PreorderView extends PageContext, ProductPageData {
  /** The clips by slot: the browser never loads the table of every product's clips. */
  clips: (typeof PRODUCT_VIDEOS)["flagshipBumblebee"];
  banner: PreorderWords["banner"] & { image: ImageRef };
  panel: PreorderPanelData;
  countdown: SiteContent["countdown"];
  highlights: PreorderWords["highlights"];
  specs: PreorderWords["specs"];
  gallery: ProductGallery;
  video: PreorderWords["video"];
  subscribe: SubscribeBoxView;
}
