// The Elite Optimus Prime page's view: the region's page words, the product's card, and the two compared products'
// cards from the catalogue.
import { PRODUCT_VIDEOS } from "~/components/video/video-clips";
import type { ContentDocument } from "~/content/document";
import { elitePages } from "~/content/products";
import type { EliteView } from "~/pages/elite/elite-view";
import { notFound, type PageContext } from "~/request/page.server";
import { bannerImage } from "~/rules/images";
import { regionCatalogueCard } from "~/views/catalogue.server";
import { productGallery, productPageData } from "~/views/product-page.server";

export function eliteView(content: ContentDocument, page: PageContext, origin: string): EliteView {
  const copy = elitePages(content)[page.region];
  if (!copy) notFound();
  const product = productPageData(content, page, origin, "eliteOptimusPrime", { description: copy.banner.subtitle });
  const [first, second] = copy.comparison.products;
  return {
    clips: PRODUCT_VIDEOS.eliteOptimusPrime,
    ...page,
    ...product,
    menus: copy.menus,
    banner: { ...copy.banner, image: bannerImage("elite-optimus-prime") },
    overview: copy.overview,
    specs: copy.specs,
    gallery: productGallery(content, product.card, copy.gallery),
    comparison: {
      title: copy.comparison.title,
      rows: copy.comparison.rows,
      cards: [
        regionCatalogueCard(content, page.region, first, page.now),
        regionCatalogueCard(content, page.region, second, page.now),
      ] as const,
    },
    videos: copy.videos,
  };
}
