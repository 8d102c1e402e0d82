// What the Elite Optimus Prime page shows (built by elite-view.server.ts).
import type { PRODUCT_VIDEOS } from "~/components/video/video-clips";
import type { Words } from "~/content/words/words.schema";
import type { PageContext } from "~/request/page.server";
import type { CatalogueCard } from "~/rules/catalogue-card";
import type { ImageRef } from "~/rules/images";
import type { ProductGallery, ProductPageData } from "~/views/product-page";

type EliteWords = NonNullable<Words["elite"]>;

export interface EliteView extends PageContext, ProductPageData {
  /** The clips by slot: the browser never loads the table of every product's clips. */
  clips: (typeof PRODUCT_VIDEOS)["eliteOptimusPrime"];
  menus: EliteWords["menus"];
  banner: EliteWords["banner"] & { image: ImageRef };
  overview: EliteWords["overview"];
  specs: EliteWords["specs"];
  gallery: ProductGallery;
  /** The two products compared, as the catalogue shows them now. */
  comparison: { title: string; rows: EliteWords["comparison"]["rows"]; cards: readonly [CatalogueCard, CatalogueCard] };
  videos: EliteWords["videos"];
}
