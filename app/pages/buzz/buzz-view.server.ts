// The Buzz Lightyear page's view: the region's page words, section by section, with the product's card.
import { PRODUCT_VIDEOS } from "~/components/video/video-clips";
import type { ContentDocument } from "~/content/document";
import { buzzPages } from "~/content/products";
import type { BuzzView } from "~/pages/buzz/buzz-view";
import { notFound, type PageContext } from "~/request/page.server";
import { bannerImage } from "~/rules/images";
import { productGallery, productPageData } from "~/views/product-page.server";

export function buzzView(content: ContentDocument, page: PageContext, origin: string): BuzzView {
  const copy = buzzPages(content)[page.region];
  if (!copy) notFound();
  const product = productPageData(content, page, origin, "toyStoryBuzzLightyear", { description: copy.describe.text });
  const { gallery, banner, ...sections } = copy;
  return {
    clips: PRODUCT_VIDEOS.toyStoryBuzzLightyear,
    ...page,
    ...product,
    ...sections,
    banner: { ...banner, image: bannerImage("toy-story-buzz-lightyear") },
    gallery: productGallery(content, product.card, gallery),
  };
}
