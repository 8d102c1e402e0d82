import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Picture } from "~/components/ui/Picture";
import { mediaImage, preloadImage } from "~/rules/images";
import type { LibraryItem } from "../../studio/media.server";
import { productImageOf } from "../../studio/products.server";

const ID = "0123456789abcdef0123456789abcdef";

/** A library picture 1600 px wide with the given variants (format and width). */
function item(variants: [format: string, width: number][]): LibraryItem {
  return {
    id: ID,
    fileName: "scout.png",
    width: 1600,
    height: 1200,
    size: 1,
    decorative: false,
    alt: { en: "Scout" },
    missingAlt: [],
    focal: { x: 0.5, y: 0.5 },
    createdBy: "studio@example.com",
    createdAt: "2026-11-29T00:00:00.000Z",
    variants: variants.map(([format, width]) => ({ url: `/media/${ID}-${width}.${format}`, width, format, size: 1 })),
  };
}

const WIDTHS = [480, 960, 1600];
const webpAndPng = WIDTHS.flatMap((width): [string, number][] => [
  ["webp", width],
  ["png", width],
]);

describe("a media library picture on a shopper page", () => {
  it("offers AVIF first, in its <picture> and its preload, when every width has it", () => {
    const image = productImageOf(item([...webpAndPng, ...WIDTHS.map((width): [string, number] => ["avif", width])]));
    expect(image?.avif).toBe(true);
    const html = renderToStaticMarkup(<Picture image={mediaImage(image!)} alt="Scout" sizes="100vw" priority />);
    expect(html).toMatch(
      /^<picture><source type="image\/avif" srcSet="\/media\/[0-9a-f]{32}-480\.avif 480w, [^"]*-1600\.avif 1600w"[^>]*\/><source type="image\/webp"/,
    );
    expect(preloadImage(mediaImage(image!), "100vw")).toMatchObject({
      type: "image/avif",
      href: `/media/${ID}-1600.avif`,
      imageSrcSet: `/media/${ID}-480.avif 480w, /media/${ID}-960.avif 960w, /media/${ID}-1600.avif 1600w`,
    });
  });

  it("offers WebP alone when some width has no AVIF (where the AVIF was not the smaller)", () => {
    const image = productImageOf(item([...webpAndPng, ["avif", 480], ["avif", 960]]));
    expect(image).not.toHaveProperty("avif");
    const html = renderToStaticMarkup(<Picture image={mediaImage(image!)} alt="Scout" sizes="100vw" />);
    expect(html).not.toContain("avif");
    expect(preloadImage(mediaImage(image!), "100vw")).toMatchObject({
      type: "image/webp",
      href: `/media/${ID}-1600.webp`,
    });
  });
});
