// The media library as a marketer uses it at 1280 px: upload a PNG with its alt text in English and German, see it in
// the library with its variants, and open one at the address the site serves it from, as a shopper would (no session).
import { randomBytes } from "node:crypto";
import sharp from "sharp";
import { expect, test } from "./fixtures";
import { signedInStaff } from "./studio";

test.use({ viewport: { width: 1280, height: 900 } });

test("an editor uploads a PNG with English and German alt text and opens its served variant", async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(120_000);
  await signedInStaff(page, request, "editor", "media");
  // A 1200 × 800 PNG with a band of noise (made here: so every run uploads an image of its own, of about 400 KB, past
  // the 64 KB of an ordinary form: the media screen's own body bound is what takes it).
  const png = await sharp({
    create: { width: 1200, height: 800, channels: 3, background: { r: 20, g: 90, b: 160 } },
  })
    .composite([
      { input: randomBytes(1200 * 100 * 3), raw: { width: 1200, height: 100, channels: 3 }, top: 350, left: 0 },
    ])
    .png()
    .toBuffer();
  expect(png.length).toBeGreaterThan(300_000);
  const name = `hero-${Date.now().toString(36)}.png`;

  await page.getByRole("navigation", { name: "Studio" }).getByRole("link", { name: "Media" }).click();
  await expect(page.getByRole("heading", { name: "Media", level: 1 })).toBeVisible();
  const form = page.getByRole("form", { name: "Upload" });
  await form.getByLabel("Image").setInputFiles({ name, mimeType: "image/png", buffer: png });
  await form.getByLabel("English").fill("K1 Pro on a blue stage");
  await form.getByLabel("German").fill("K1 Pro auf einer blauen Bühne");
  await form.getByRole("button", { name: "Upload" }).click();
  await expect(page.getByRole("status")).toHaveText("Uploaded.");

  const item = page.getByRole("list", { name: "Library" }).getByRole("listitem", { name });
  await expect(item.getByText("1200 × 800 px")).toBeVisible();
  await expect(item.getByText("K1 Pro auf einer blauen Bühne")).toBeVisible();
  await expect(item.getByText("No alt text in Chinese, French, Korean, Japanese")).toBeVisible();
  const variants = item.getByRole("table", { name: "Variants" });
  for (const [width, format] of [
    ["480 px", "WebP"],
    ["960 px", "WebP"],
    ["1200 px", "WebP"],
    ["1200 px", "PNG"],
  ])
    await expect(variants.getByRole("row").filter({ hasText: width }).filter({ hasText: format })).not.toHaveCount(0);
  await expect(item.getByRole("img", { name: "K1 Pro on a blue stage" })).toBeVisible();

  // The served address, opened by a shopper without a session.
  const href = await variants
    .getByRole("row")
    .filter({ hasText: "960 px" })
    .filter({ hasText: "WebP" })
    .getByRole("link")
    .getAttribute("href");
  expect(href).toMatch(/^\/media\/[0-9a-f]{32}-960\.webp$/);
  const shopper = await browser.newPage();
  try {
    const answer = await shopper.goto(new URL(href!, page.url()).href);
    expect(answer?.status()).toBe(200);
    expect(answer?.headers()["content-type"]).toBe("image/webp");
    expect(answer?.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
    const size = await shopper.evaluate(() => {
      const image = document.querySelector("img");
      return image ? { width: image.naturalWidth, height: image.naturalHeight } : null;
    });
    expect(size).toEqual({ width: 960, height: 640 });
  } finally {
    await shopper.close();
  }
});
