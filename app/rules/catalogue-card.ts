// What a product tile or buy box shows, built from a catalogue entry: pure, so loaders and tests share it.
import type { CatalogueEntry, ProductId } from "~/content/catalogue.schema";
import { buttonState, canOrder, nameLines, plainName, type ButtonState, type NameSegment } from "~/rules/catalogue";
import { formatPrice } from "~/rules/format";
import { mediaImage, productImage, type ImageRef } from "~/rules/images";
import { REGIONS, type RegionCode } from "~/rules/regions";
import type { SiteContent } from "~/views/site-content";

export interface ProductButton {
  state: ButtonState;
  label: string;
  /** The shop URL while the product can be ordered; null when the button is a disabled notice. */
  href: string | null;
}

export interface CatalogueCard {
  id: ProductId;
  name: NameSegment[][];
  plainName: string;
  link: string;
  /** The regional shop's product page, whatever the button state. */
  shopUrl: string;
  alt: string;
  image: ImageRef;
  price: number;
  priceText: string;
  /** The eco-contribution the price includes, where the market shows it: "dont 1,00 € d'éco-participation" (fr). */
  ecoParticipation?: string;
  currency: string;
  button: ProductButton;
}

export function productButton(entry: CatalogueEntry, labels: SiteContent["buttons"]): ProductButton {
  const state = buttonState(entry);
  return buttonFor(state, entry.buy, labels);
}

/** The button of a state: a shop link while the product can be ordered, else a disabled notice. */
export function buttonFor(state: ButtonState, shopUrl: string, labels: SiteContent["buttons"]): ProductButton {
  const label = {
    buy: labels.buy,
    preOrder: labels.preOrder,
    soldOut: labels.soldOut,
    outOfStock: labels.outOfStock,
    comingSoon: labels.comingSoon,
  }[state];
  return { state, label, href: canOrder(state) ? shopUrl : null };
}

export function catalogueCard(
  region: RegionCode,
  id: ProductId,
  entry: CatalogueEntry,
  labels: SiteContent["buttons"],
): CatalogueCard {
  return {
    id,
    name: nameLines(entry.name),
    plainName: plainName(entry.name),
    link: entry.link,
    shopUrl: entry.buy,
    alt: entry.alt,
    image: entry.image ? mediaImage(entry.image) : productImage(id),
    price: entry.price,
    priceText: formatPrice(region, entry.price),
    currency: REGIONS[region].currency,
    button: productButton(entry, labels),
  };
}
