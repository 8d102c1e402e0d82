import { fallbackFormat, imageSrcSet, imageUrl, type ImageRef } from "~/rules/images";

interface PictureProps {
  image: ImageRef;
  alt: string;
  /** How wide the image shows, as for <img sizes>: "(min-width: 1024px) 480px, 90vw". */
  sizes: string;
  /** Above the fold: load eagerly with high priority (pair with `preloadImage` in the route's links). */
  priority?: boolean;
  className?: string;
}

/**
 * Our artwork as <picture>: WebP srcset (after AVIF where the image has it) with the PNG (or JPEG) fallback, explicit width/height so nothing shifts, lazy unless `priority`.
 * Usage: <Picture image={productImage("aiBase")} alt={entry.alt} sizes="(min-width: 768px) 320px, 45vw" />
 */
export function Picture({ image, alt, sizes, priority = false, className }: PictureProps) {
  const fallbackWidth = image.widths[image.widths.length - 1] ?? image.width;
  return (
    <picture className={className}>
      {image.avif ? <source type="image/avif" srcSet={imageSrcSet(image, "avif")} sizes={sizes} /> : null}
      <source type="image/webp" srcSet={imageSrcSet(image, "webp")} sizes={sizes} />
      <img
        src={imageUrl(image, fallbackWidth, fallbackFormat(image))}
        srcSet={imageSrcSet(image, fallbackFormat(image))}
        sizes={sizes}
        alt={alt}
        width={image.width}
        height={image.height}
        loading={priority ? "eager" : "lazy"}
        decoding={priority ? "sync" : "async"}
        fetchPriority={priority ? "high" : "auto"}
      />
    </picture>
  );
}
