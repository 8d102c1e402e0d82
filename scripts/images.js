// Rasterises the SVG artwork in art/ to PNG and WebP in public/images/ at the widths the pages use. Keep WIDTHS in step
// with app/rules/images.ts (tests/unit/catalogue-content.test.ts checks every referenced file exists).
// We have no photography, footage or licensed imagery, so all art is ours: SVG drawn by `node art/draw.js` (campaign
// art by scripts/campaign-art.mjs), rasterised here at 320/640 (square) and 800/1600 (banners, in wide and tall crops;
// phones show banner art at 4:3), and turned into short silent clips by scripts/videos.mjs. The files are committed, so
// the build needs no extra step, and real photography later replaces files, not code.
import { mkdirSync, readdirSync } from "node:fs";
import { join, basename } from "node:path";
import sharp from "sharp";

const WIDTHS = { products: [320, 640], gallery: [320, 640], banners: [800, 1600] };

let count = 0;
for (const [folder, widths] of Object.entries(WIDTHS)) {
  const out = join("public/images", folder);
  mkdirSync(out, { recursive: true });
  for (const file of readdirSync(join("art", folder)).filter((name) => name.endsWith(".svg"))) {
    const name = basename(file, ".svg");
    for (const width of widths) {
      // Render at 2× density so edges stay crisp after downscaling.
      const image = sharp(join("art", folder, file), { density: 144 }).resize({ width });
      await image
        .clone()
        .png({ compressionLevel: 9, palette: true, quality: 90 })
        .toFile(join(out, `${name}-${width}.png`));
      await image
        .clone()
        .webp({ quality: 82 })
        .toFile(join(out, `${name}-${width}.webp`));
      count += 2;
    }
  }
}
console.log(`${count} images written to public/images`);
