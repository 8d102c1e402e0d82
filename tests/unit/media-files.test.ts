import { existsSync, readFileSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { BANNER_ART } from "~/components/campaign/banner-art";
import { ALL_VIDEO_CLIPS } from "~/components/video/video-clips";
import { repositoryDocument } from "~/content/repository";
import { offerPicture } from "~/rules/images";

/** The repository's content: the fixture these tests read. */
const content = repositoryDocument();

const file = (url: string) => join("public", url);
const head = (url: string, bytes: number) => readFileSync(file(url)).subarray(0, bytes);
const kb = (path: string) => statSync(path).size / 1024;

describe("product video clips (npm run videos)", () => {
  it.each(ALL_VIDEO_CLIPS.map((clip) => [clip.webm, clip]))("%s exists as WebM, MP4 and a poster", (_, clip) => {
    // EBML header, ISO base media "ftyp" box, RIFF WEBP.
    expect(head(clip.webm, 4).toString("hex")).toBe("1a45dfa3");
    expect(head(clip.mp4, 8).subarray(4).toString("latin1")).toBe("ftyp");
    expect(head(clip.poster, 12).subarray(8).toString("latin1")).toBe("WEBP");
  });
  it("keep the repository small: a few hundred KB per clip at most", () => {
    const sizes = ALL_VIDEO_CLIPS.map((clip) => kb(file(clip.webm)) + kb(file(clip.mp4)) + kb(file(clip.poster)));
    expect(Math.max(...sizes)).toBeLessThan(300);
  });
});

describe("campaign artwork (node scripts/campaign-art.mjs)", () => {
  // The facts' paths and the offer panels their tiers name (rules/images.ts offerPicture).
  const tierPictures = Object.values(content.campaigns).flatMap((facts) =>
    Object.values(facts.tiers ?? {}).flatMap((tiers) =>
      (tiers ?? []).flatMap((tier) => Object.values(offerPicture(tier.picture))),
    ),
  );
  const referenced = new Set([
    ...(JSON.stringify(content.campaigns).match(/\/images\/campaign\/[a-z0-9-]+\.svg/g) ?? []),
    ...tierPictures,
  ]);
  it("has every file the campaign content references", () => {
    expect(referenced.size).toBeGreaterThan(20);
    expect([...referenced].filter((url) => !existsSync(file(url)))).toEqual([]);
  });
  it("draws the banner scenes at the sizes the banner reserves for them", () => {
    for (const url of referenced) {
      const layout = url.match(/-(wide|tall)\.svg$/)?.[1];
      if (layout !== "wide" && layout !== "tall") continue;
      const { width, height } = BANNER_ART[layout];
      expect(readFileSync(file(url), "utf8"), url).toMatch(`width="${width}" height="${height}"`);
    }
  });
  it("has offer panels for every free gift at every device size", () => {
    const gifts = ["gift", "express", "bottle", "tshirt", "mug"];
    const missing = gifts.flatMap((gift) =>
      ["pc", "tablet", "mobile"].map((size) => `/images/campaign/offer-${gift}-${size}.svg`),
    );
    expect(missing.filter((url) => !existsSync(file(url)))).toEqual([]);
  });
  it("keeps every SVG small", () => {
    const svgs = [
      ...readdirSync("public/images/campaign").map((name) => join("public/images/campaign", name)),
      ...["products", "gallery", "banners"].flatMap((folder) =>
        readdirSync(join("art", folder)).map((name) => join("art", folder, name)),
      ),
    ].filter((path) => path.endsWith(".svg"));
    expect(svgs.filter((path) => kb(path) > 40)).toEqual([]);
  });
});

describe("gallery views added for the content (npm run images)", () => {
  const added = [
    "flagship-bumblebee-closeup",
    "flagship-bumblebee-vehicle",
    "toy-story-buzz-lightyear-closeup",
    "toy-story-buzz-lightyear-laser",
    "elite-optimus-prime-closeup",
    "elite-optimus-prime-vehicle",
  ];
  it("exist at 320 and 640 px in WebP and PNG", () => {
    const urls = added.flatMap((name) =>
      [320, 640].flatMap((width) => ["webp", "png"].map((format) => `/images/gallery/${name}-${width}.${format}`)),
    );
    expect(urls.filter((url) => !existsSync(file(url)))).toEqual([]);
  });
});
