// The Buzz Lightyear page's view: the region's page words, section by section, with the product's card.
import { PRODUCT_VIDEOS } from "~/components/video/video-clips";
import { BUZZ_PAGES } from "~/content/products";
import type { BuzzView } from "~/pages/buzz/buzz-view";
import { notFound, type PageContext } from "~/request/page.server";
import { bannerImage } from "~/rules/images";
import { productGallery, productPageData } from "~/views/product-page.server";

export function buzzView(page: PageContext, url: URL): BuzzView {
  const content = BUZZ_PAGES[page.region];
  if (!content) notFound();
  const product = productPageData(page, url, "toyStoryBuzzLightyear", { description: content.describe.text });
  const { gallery, banner, ...sections } = content;
  return {
    clips: PRODUCT_VIDEOS.toyStoryBuzzLightyear,
    ...page,
    ...product,
    ...sections,
    banner: { ...banner, image: bannerImage("toy-story-buzz-lightyear") },
    gallery: productGallery(product.card, gallery),
  };
}
