// What the Toy Story Buzz Lightyear page shows (built by buzz-view.server.ts): its sections as the region's words have them.
import type { PRODUCT_VIDEOS } from "~/components/video/video-clips";
import type { BuzzPage } from "~/content/product.schema";
import type { PageContext } from "~/request/page.server";
import type { ImageRef } from "~/rules/images";
import type { ProductGallery, ProductPageData } from "~/views/product-page";

export interface BuzzView extends PageContext, ProductPageData, Omit<BuzzPage, "banner" | "gallery"> {
  /** The clips by slot: the browser never loads the table of every product's clips. */
  clips: (typeof PRODUCT_VIDEOS)["toyStoryBuzzLightyear"];
  banner: BuzzPage["banner"] & { image: ImageRef };
  gallery: ProductGallery;
}
