// Our raster artwork in public/images (built from art/ by `npm run images`): which files exist and how to reference them.
// The image above the fold (banner or product image) is most pages' largest contentful paint, so it is preloaded: pages
// with a banner (home, pre-order, Buzz, Elite) from their route's `links`; the learn-more pages, which share one route
// module, through `meta` (tagName "link"), which sees loader data. A new page type with a hero image adds its
// `preloadImage` the same way.
import type { MediaImage, ProductId } from "~/content/catalogue.schema";

export interface ImageRef {
  /** Path without width and extension: "/images/products/ai-base" → /images/products/ai-base-640.webp. */
  src: string;
  /** Intrinsic size of the largest file, for the aspect ratio (no layout shift). */
  width: number;
  height: number;
  /** Widths rendered, smallest first. Keep in step with WIDTHS in scripts/images.js. */
  widths: readonly number[];
  /** The format for browsers without WebP: PNG unless said (a photo from the media library may be JPEG). */
  fallback?: "png" | "jpg";
  /** Every width is also in AVIF, offered before WebP (media library pictures for which AVIF is the smaller). */
  avif?: true;
}

const SQUARE = [320, 640] as const;
const BANNER = [800, 1600] as const;

export type BannerName = "home" | "flagship-bumblebee" | "toy-story-buzz-lightyear" | "elite-optimus-prime";
/** The gallery views in public/images/gallery (art/gallery): each product's views differ (blueprint, night, close-up, …). */
export const GALLERY_NAMES = [
  "flagship-bumblebee-blueprint",
  "flagship-bumblebee-closeup",
  "flagship-bumblebee-night",
  "flagship-bumblebee-vehicle",
  "toy-story-buzz-lightyear-blueprint",
  "toy-story-buzz-lightyear-closeup",
  "toy-story-buzz-lightyear-night",
  "toy-story-buzz-lightyear-laser",
  "elite-optimus-prime-blueprint",
  "elite-optimus-prime-closeup",
  "elite-optimus-prime-night",
  "elite-optimus-prime-vehicle",
  // The learn-more products (app/content/product-facts.ts).
  "flagship-optimus-prime-closeup",
  "flagship-optimus-prime-vehicle",
  "flagship-megatron-closeup",
  "flagship-megatron-night",
  "grimlock-g1-flagship-closeup",
  "grimlock-g1-flagship-vehicle",
  "buzz-lightyear-space-ranger-alpha-closeup",
  "buzz-lightyear-space-ranger-alpha-night",
  "k1-pro-interstellar-scout-night",
  "optimus-prime-rise-of-the-beasts-signature-limited-edition-closeup",
  "optimus-prime-rise-of-the-beasts-signature-limited-edition-vehicle",
  "bumblebee-g1-performance-closeup",
  "bumblebee-g1-performance-vehicle",
  "ai-base-night",
  "ai-base-with-elite",
] as const;
export type GalleryName = (typeof GALLERY_NAMES)[number];

const kebab = (id: string) => id.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

export function productImage(id: ProductId): ImageRef {
  return { src: `/images/products/${kebab(id)}`, width: 640, height: 640, widths: SQUARE };
}

/** A picture from the media library (/media/<id>-<width>.<webp|png|jpg>, made by studio/media.server.ts). */
export function mediaImage(image: MediaImage): ImageRef {
  const { media, width, height, widths, fallback, avif } = image;
  return { src: `/media/${media}`, width, height, widths, fallback, ...(avif ? { avif } : {}) };
}

export function galleryImage(name: GalleryName): ImageRef {
  return { src: `/images/gallery/${name}`, width: 640, height: 640, widths: SQUARE };
}

/** The special-offer panels of the campaign pages (public/images/campaign/offer-<name>-<pc|tablet|mobile>.svg). */
export const OFFER_PICTURES = ["gift", "express", "bottle", "mug", "tshirt"] as const;
export type OfferPicture = (typeof OFFER_PICTURES)[number];

export function offerPicture(name: OfferPicture): { pc: string; tablet: string; mobile: string } {
  const at = (size: string) => `/images/campaign/offer-${name}-${size}.svg`;
  return { pc: at("pc"), tablet: at("tablet"), mobile: at("mobile") };
}

export function bannerImage(name: BannerName): ImageRef {
  return { src: `/images/banners/${name}`, width: 1600, height: 800, widths: BANNER };
}

export type ImageFormat = "avif" | "webp" | "png" | "jpg";

/** The format of an image's `<img>`, for browsers without WebP. */
export const fallbackFormat = (image: ImageRef): ImageFormat => image.fallback ?? "png";

export function imageUrl(image: ImageRef, width: number, format: ImageFormat): string {
  return `${image.src}-${width}.${format}`;
}

export function imageSrcSet(image: ImageRef, format: ImageFormat): string {
  return image.widths.map((width) => `${imageUrl(image, width, format)} ${width}w`).join(", ");
}

/** The largest fallback (PNG for our artwork), for structured data and social cards. */
export function largestImageUrl(image: ImageRef): string {
  return imageUrl(image, image.widths[image.widths.length - 1] ?? image.width, fallbackFormat(image));
}

/** The format a browser that takes every `<source>` picks first: AVIF where the image has it, else WebP. */
export const firstFormat = (image: ImageRef): "avif" | "webp" => (image.avif ? "avif" : "webp");

/**
 * A `<link rel="preload">` for the first (above-the-fold) image: use in a route's `links`, or in `meta` with tagName
 * "link". It names the `<picture>`'s first source, so a browser preloads what it then shows (one that cannot read that
 * type skips the preload).
 */
export function preloadImage(image: ImageRef, sizes: string) {
  const format = firstFormat(image);
  return {
    rel: "preload",
    as: "image",
    type: `image/${format}`,
    href: imageUrl(image, image.widths[image.widths.length - 1] ?? image.width, format),
    imageSrcSet: imageSrcSet(image, format),
    imageSizes: sizes,
    fetchPriority: "high",
  } as const;
}
