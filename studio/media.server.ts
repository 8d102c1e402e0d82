// The media library (docs/decisions/333-media-library.md): an uploaded image is checked from its bytes (never its name
// or declared type), then made into variants with sharp (responsive widths in WebP, AVIF where it is smaller, and the
// original's format as the fallback; upright, metadata stripped) and stored with its original in the studio's database,
// named by the hash of its bytes, so every process and host serves the same immutable URLs (server/media.ts).
// Memory stays bounded: one upload is processed at a time per process (a short queue, then "busy"), libvips runs one
// thread with no operation cache, and a decoder never meets more pixels than MAX_PIXELS.
import { createHash } from "node:crypto";
import { asc, eq, sql } from "drizzle-orm";
import type { default as Sharp, Metadata } from "sharp";
import { LANGUAGES } from "~/rules/regions";
import {
  mediaAssets,
  mediaFiles,
  type MediaAsset,
  type MediaSourceFormat,
  type MediaVariantFormat,
} from "../database/studio-schema";
import type { StudioDb } from "../database/studio.server";
import { audit, type Actor } from "./audit.server";

/** The largest file taken (the server reads a media upload's body up to this and a little more for its fields). */
export const MAX_UPLOAD_BYTES = 15 * 1024 * 1024;
/** The most pixels an image may have (a 40-megapixel camera's): more is refused before it is decoded. */
export const MAX_PIXELS = 40_000_000;
/**
 * The widths made, never wider than the original (whose own width is made when it is narrower than the largest). Steps
 * of at most about half again: a phone's slot between two widths gets the larger, and 960 for a 650-pixel slot (a
 * 412 px phone at 1.75x showing a product at 90% of its width) carried 2.6 times the bytes of 720 (AVIF, a detailed
 * photo-sized picture).
 */
export const MEDIA_WIDTHS = [480, 720, 960, 1200, 1600] as const;
/** Uploads waiting behind the one being processed; beyond them the library answers "busy". */
const MAX_WAITING = 3;

/**
 * sharp, loaded at the first upload a process checks (its native library is a tenth of a second of every server start
 * otherwise): one image at a time, no cache.
 */
let loaded: Promise<typeof Sharp> | undefined;
function loadSharp() {
  return (loaded ??= import("sharp").then(({ default: sharp }) => {
    sharp.concurrency(1);
    sharp.cache(false);
    return sharp;
  }));
}

export const MEDIA_CONTENT_TYPES: Record<MediaVariantFormat | MediaSourceFormat, string> = {
  webp: "image/webp",
  avif: "image/avif",
  jpeg: "image/jpeg",
  png: "image/png",
  gif: "image/gif",
};
const EXTENSIONS: Record<MediaVariantFormat, string> = { webp: "webp", avif: "avif", jpeg: "jpg", png: "png" };

/** A refusal for the upload form: the field it concerns and what to do. */
export class MediaRefusal extends Error {
  constructor(
    readonly field: "file" | "alt" | "focal",
    message: string,
  ) {
    super(message);
  }
}

/** The refusal of a file over MAX_UPLOAD_BYTES. */
export const tooLargeMessage = (bytes: number) =>
  `This file is ${(bytes / 1024 / 1024).toFixed(1)} MB; the library takes images up to ${MAX_UPLOAD_BYTES / 1024 / 1024} MB. Export a smaller one and upload that.`;

/** What the bytes are, from their first bytes: an image format the library takes, "svg", or null. */
export function sniffImage(bytes: Uint8Array): MediaSourceFormat | "svg" | null {
  const ascii = (start: number, end: number) => Buffer.from(bytes.subarray(start, end)).toString("latin1");
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return "jpeg";
  if (ascii(0, 8) === "\x89PNG\r\n\x1a\n") return "png";
  if (ascii(0, 4) === "RIFF" && ascii(8, 12) === "WEBP") return "webp";
  if (ascii(0, 6) === "GIF87a" || ascii(0, 6) === "GIF89a") return "gif";
  if (ascii(4, 8) === "ftyp") {
    const box = Math.min(bytes.length, (bytes[0]! << 24) | (bytes[1]! << 16) | (bytes[2]! << 8) | bytes[3]!);
    const brands = ascii(8, Math.max(12, box));
    if (/avif|avis/.test(brands)) return "avif";
  }
  // Text that opens as XML or SVG (after a byte-order mark, white space and comments): SVG, or something pretending.
  const head = Buffer.from(bytes.subarray(0, 1024))
    .toString("utf8")
    .replace(/^\uFEFF/, "")
    .replace(/^(\s|<!--[\s\S]*?-->)+/, "")
    .toLowerCase();
  if (head.startsWith("<svg") || (head.startsWith("<?xml") && head.includes("<svg"))) return "svg";
  return null;
}

const SVG_REFUSED =
  "SVG images are not taken (they can carry scripts and links to other sites). Export it as PNG or WebP and upload that.";

export interface UploadFields {
  fileName: string;
  bytes: Buffer;
  decorative: boolean;
  alt: Partial<Record<string, string>>;
  focalX: number;
  focalY: number;
}

interface Made {
  format: MediaVariantFormat;
  width: number;
  height: number;
  body: Buffer;
}

interface Checked {
  format: MediaSourceFormat;
  /** Upright. */
  width: number;
  height: number;
  alpha: boolean;
}

/** Checks an upload (nothing is decoded before its header passes), or throws the MediaRefusal to show at its field. */
export async function checkUpload(fields: UploadFields): Promise<Checked> {
  const { bytes, fileName } = fields;
  if (bytes.length === 0) throw new MediaRefusal("file", "Choose an image to upload.");
  if (bytes.length > MAX_UPLOAD_BYTES) throw new MediaRefusal("file", tooLargeMessage(bytes.length));
  const format = sniffImage(bytes);
  if (format === "svg" || /\.svgz?$/i.test(fileName)) throw new MediaRefusal("file", SVG_REFUSED);
  if (format === null)
    throw new MediaRefusal(
      "file",
      "This file is not an image, whatever its name says: its contents are not JPEG, PNG, WebP, AVIF or GIF.",
    );
  const sharp = await loadSharp();
  let meta: Metadata;
  try {
    meta = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    throw new MediaRefusal("file", "This image is damaged and can not be read. Export it again and upload that.");
  }
  const width = meta.width ?? 0;
  const height = meta.height ?? 0;
  if (width * height > MAX_PIXELS || (meta.pages ?? 1) * width * height > MAX_PIXELS * 2)
    throw new MediaRefusal(
      "file",
      `This image is ${width} × ${height} pixels (${Math.round((width * height) / 1e6)} megapixels); the library takes at most ${MAX_PIXELS / 1e6} megapixels. Scale it down and upload it again.`,
    );
  if (width === 0 || height === 0)
    throw new MediaRefusal("file", "This image is damaged and can not be read. Export it again and upload that.");
  if (!fields.decorative && !Object.values(fields.alt).some((text) => text?.trim()))
    throw new MediaRefusal(
      "alt",
      "Describe the image in at least one language (what a shopper who can not see it should know), or mark it decorative.",
    );
  for (const value of [fields.focalX, fields.focalY])
    if (!(value >= 0 && value <= 1))
      throw new MediaRefusal("focal", "The focal point is two numbers from 0 to 1: from the left, and from the top.");
  const upright = (meta.orientation ?? 1) >= 5;
  return { format, width: upright ? height : width, height: upright ? width : height, alpha: meta.hasAlpha === true };
}

/** The widths made for an image this wide. */
export function variantWidths(width: number): number[] {
  const widths: number[] = MEDIA_WIDTHS.filter((candidate) => candidate < width);
  const largest = Math.min(width, MEDIA_WIDTHS.at(-1)!);
  if (!widths.includes(largest)) widths.push(largest);
  return widths;
}

/** The fallback for browsers without WebP: the original's format, or PNG (alpha) / JPEG for WebP, AVIF and GIF. */
const fallbackOf = (format: MediaSourceFormat, alpha: boolean): MediaVariantFormat =>
  format === "jpeg" ? "jpeg" : format === "png" || format === "gif" || alpha ? "png" : "jpeg";

async function makeVariants(bytes: Buffer, checked: Checked): Promise<Made[]> {
  const sharp = await loadSharp();
  // Upright (EXIF orientation applied); sharp writes no metadata unless asked.
  const source = () => sharp(bytes, { limitInputPixels: MAX_PIXELS, sequentialRead: true }).rotate();
  const fallback = fallbackOf(checked.format, checked.alpha);
  const made: Made[] = [];
  for (const target of variantWidths(checked.width)) {
    const resized = () => source().resize({ width: target, withoutEnlargement: true });
    const encode = async (kind: MediaVariantFormat) => {
      const pipeline = resized();
      if (kind === "webp") pipeline.webp({ quality: 80, effort: 4 });
      else if (kind === "avif") pipeline.avif({ quality: 50, effort: 2 });
      else if (kind === "jpeg") pipeline.jpeg({ quality: 82, mozjpeg: true });
      else pipeline.png({ compressionLevel: 9 });
      const { data, info } = await pipeline.toBuffer({ resolveWithObject: true });
      return { format: kind, width: info.width, height: info.height, body: data };
    };
    const webp = await encode("webp");
    made.push(webp);
    const avif = await encode("avif");
    if (avif.body.length < webp.body.length) made.push(avif);
    made.push(await encode(fallback));
  }
  return made;
}

/** The name a variant is served under: /media/<name>. */
export const variantName = (id: string, width: number, format: MediaVariantFormat) =>
  `${id}-${width}.${EXTENSIONS[format]}`;

/** One upload at a time per process; a few wait their turn, the rest are told to try again. */
let queue: Promise<unknown> = Promise.resolve();
let waiting = 0;
function inTurn<T>(work: () => Promise<T>): Promise<T> {
  if (waiting > MAX_WAITING)
    return Promise.reject(new MediaRefusal("file", "The library is busy with other uploads. Try again in a minute."));
  waiting++;
  const turn = queue.then(work).finally(() => waiting--);
  queue = turn.catch(() => undefined);
  return turn;
}

export interface UploadResult {
  id: string;
  existed: boolean;
}

/** Checks, makes and stores an upload, audited in the same transaction; throws a MediaRefusal with nothing stored. */
export function uploadMedia(db: StudioDb, actor: Actor, fields: UploadFields, now: Date): Promise<UploadResult> {
  return inTurn(async () => {
    const checked = await checkUpload(fields);
    const id = createHash("sha256").update(fields.bytes).digest("hex").slice(0, 32);
    const [existing] = await db.select({ id: mediaAssets.id }).from(mediaAssets).where(eq(mediaAssets.id, id));
    if (existing) return { id, existed: true };
    let variants: Made[];
    try {
      variants = await makeVariants(fields.bytes, checked);
    } catch {
      throw new MediaRefusal("file", "This image is damaged and can not be read. Export it again and upload that.");
    }
    const alt = fields.decorative
      ? {}
      : Object.fromEntries(
          LANGUAGES.flatMap((language) => {
            const text = fields.alt[language]?.trim();
            return text ? [[language, text]] : [];
          }),
        );
    await db.transaction(async (tx) => {
      await tx.insert(mediaAssets).values({
        id,
        fileName: fields.fileName.slice(0, 200),
        format: checked.format,
        width: checked.width,
        height: checked.height,
        size: fields.bytes.length,
        focalX: fields.focalX,
        focalY: fields.focalY,
        decorative: fields.decorative,
        alt,
        createdBy: actor.email,
        createdAt: now,
      });
      const files = [
        { kind: "original" as const, name: `${id}-original`, ...checked, body: fields.bytes },
        ...variants.map((variant) => ({
          kind: "variant" as const,
          name: variantName(id, variant.width, variant.format),
          ...variant,
        })),
      ];
      // One row a statement, its bytes as base64 text: PGlite's bytea parameters grow the JavaScript heap by many times
      // a file's size (a 12 MB one passed the server's 160 MB old generation), a text parameter by its length.
      for (const file of files)
        await tx.insert(mediaFiles).values({
          name: file.name,
          assetId: id,
          kind: file.kind,
          format: file.format,
          width: file.width,
          height: file.height,
          contentType: MEDIA_CONTENT_TYPES[file.format],
          size: file.body.length,
          body: sql`decode(${file.body.toString("base64")}, 'base64')`,
        });
      await audit(tx, actor, "media-upload", now, {
        target: `media:${id}`,
        detail: { fileName: fields.fileName.slice(0, 200), size: fields.bytes.length, variants: variants.length },
      });
    });
    return { id, existed: false };
  });
}

/** Deletes an asset and its files (its URLs then answer 404), audited. */
export async function deleteMedia(db: StudioDb, actor: Actor, id: string, now: Date): Promise<boolean> {
  return db.transaction(async (tx) => {
    const deleted = await tx.delete(mediaAssets).where(eq(mediaAssets.id, id)).returning({ id: mediaAssets.id });
    if (!deleted.length) return false;
    await audit(tx, actor, "media-delete", now, { target: `media:${id}` });
    return true;
  });
}

export interface LibraryItem {
  id: string;
  fileName: string;
  width: number;
  height: number;
  size: number;
  decorative: boolean;
  alt: Partial<Record<string, string>>;
  missingAlt: string[];
  focal: { x: number; y: number };
  createdBy: string;
  createdAt: string;
  variants: { url: string; width: number; format: string; size: number }[];
}

/** The library, newest first, with each asset's variants (their URLs and sizes, not their bytes). */
export async function listMedia(db: StudioDb): Promise<LibraryItem[]> {
  const assets: MediaAsset[] = await db.select().from(mediaAssets).orderBy(asc(mediaAssets.createdAt));
  const files = await db
    .select({
      name: mediaFiles.name,
      assetId: mediaFiles.assetId,
      width: mediaFiles.width,
      format: mediaFiles.format,
      size: mediaFiles.size,
    })
    .from(mediaFiles)
    .where(eq(mediaFiles.kind, "variant"))
    .orderBy(asc(mediaFiles.width), asc(mediaFiles.format));
  return assets.reverse().map((asset) => ({
    id: asset.id,
    fileName: asset.fileName,
    width: asset.width,
    height: asset.height,
    size: asset.size,
    decorative: asset.decorative,
    alt: asset.alt,
    missingAlt: asset.decorative ? [] : LANGUAGES.filter((language) => !asset.alt[language]),
    focal: { x: asset.focalX, y: asset.focalY },
    createdBy: asset.createdBy,
    createdAt: asset.createdAt.toISOString(),
    variants: files
      .filter((file) => file.assetId === asset.id)
      .map((file) => ({ url: `/media/${file.name}`, width: file.width, format: file.format, size: file.size })),
  }));
}
