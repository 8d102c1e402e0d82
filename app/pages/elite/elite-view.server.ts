// The Elite Optimus Prime page's view: the region's page words, the product's card, and the two compared products'
// cards from the catalogue.
import { PRODUCT_VIDEOS } from "~/components/video/video-clips";
import { ELITE_PAGES } from "~/content/products";
import type { EliteView } from "~/pages/elite/elite-view";
import { notFound, type PageContext } from "~/request/page.server";
import { bannerImage } from "~/rules/images";
import { regionCatalogueCard } from "~/views/catalogue.server";
import { productGallery, productPageData } from "~/views/product-page.server";

export function eliteView(page: PageContext, url: URL): EliteView {
  const content = ELITE_PAGES[page.region];
  if (!content) notFound();
  const product = productPageData(page, url, "eliteOptimusPrime", { description: content.banner.subtitle });
  const [first, second] = content.comparison.products;
  return {
    clips: PRODUCT_VIDEOS.eliteOptimusPrime,
    ...page,
    ...product,
    menus: content.menus,
    banner: { ...content.banner, image: bannerImage("elite-optimus-prime") },
    overview: content.overview,
    specs: content.specs,
    gallery: productGallery(product.card, content.gallery),
    comparison: {
      title: content.comparison.title,
      rows: content.comparison.rows,
      cards: [
        regionCatalogueCard(page.region, first, page.now),
        regionCatalogueCard(page.region, second, page.now),
      ] as const,
    },
    videos: content.videos,
  };
}
