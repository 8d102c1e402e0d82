// Products made in the studio: "New product" adds one to a draft from its name (its id and shop slug made from it),
// with no price (sold nowhere until a region has one), no stock, not a pre-sale, and its English name; the marketer
// then gives it a picture from the media library, its names in the other languages, prices and stock per region, and
// places it (home tiles, menus, banners, offers). A product without its own page is a card whose Learn More opens its
// shop page (app/views/catalogue.server.ts `learnMoreLink`).
import type { MediaImage } from "~/content/catalogue.schema";
import type { StudioDb } from "../database/studio.server";
import { StudioApiError } from "./api.server";
import type { Actor } from "./audit.server";
import { getDraft } from "./content.server";
import { saveDraft, type CheckedDraft } from "./drafts.server";
import type { LibraryItem } from "./media.server";

/** The words of a name, without accents or signs: "Élite Optimus-Prime 2" → ["elite", "optimus", "prime", "2"]. */
function nameWords(name: string): string[] {
  return name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
}

/**
 * A content id from a name: "Grimlock Mini" → grimlockMini; `kind` leads one that would start with a digit ("2026
 * Sale" → campaign2026Sale); null when the name has no Latin letter or digit.
 */
export function idFromName(name: string, kind: string): string | null {
  const words = nameWords(name);
  if (!words.length) return null;
  const id = words.map((word, index) => (index === 0 ? word : word[0]!.toUpperCase() + word.slice(1))).join("");
  return /^[a-z]/.test(id) ? id : `${kind}${id[0]!.toUpperCase()}${id.slice(1)}`;
}

/** A product's id from its name: "Grimlock Mini" → grimlockMini; null when the name has no Latin letter or digit. */
export const productIdFor = (name: string): string | null => idFromName(name, "product");

/** A slug from a name: "Grimlock Mini" → grimlock-mini (a product's shop path, a campaign series' page path). */
export const slugFromName = (name: string): string => nameWords(name).join("-");

/** A product's shop slug from its name: "Grimlock Mini" → grimlock-mini (the regional shops' product path). */
export const shopSlugFor = slugFromName;

/** Adds to draft `id` (saved on `revision`) a product named `name` (in English); answers the draft's checks and its id. */
export async function newProduct(
  db: StudioDb,
  actor: Actor,
  id: number,
  input: { revision: number; name: string },
  now: Date,
): Promise<CheckedDraft & { product: string }> {
  const name = input.name.trim();
  const product = productIdFor(name);
  if (!product) throw new StudioApiError(400, "write the product's name in Latin letters (its English name)");
  const { document } = await getDraft(db, id);
  if ((document.products as Record<string, unknown>)[product] !== undefined)
    throw new StudioApiError(400, `this draft already has a product named like "${name}": choose it in the list`);
  const saved = await saveDraft(
    db,
    actor,
    id,
    {
      revision: input.revision,
      set: [
        { path: `/products/${product}`, value: { shopSlug: shopSlugFor(name), isPreSale: false, stock: 0 } },
        { path: `/prices/${product}`, value: {} },
        { path: `/bundles/en/products/products/${product}`, value: { name, alt: name } },
      ],
    },
    now,
  );
  return { ...saved, product };
}

/** A library image as a product shows it (app/content/catalogue.schema.ts `mediaImageSchema`), or null without WebP. */
export function productImageOf(item: LibraryItem): MediaImage | null {
  const widths = [...new Set(item.variants.filter((v) => v.format === "webp").map((v) => v.width))].sort(
    (a, b) => a - b,
  );
  const fallback = item.variants.find((v) => v.format === "png" || v.format === "jpeg")?.format;
  if (!widths.length || !fallback) return null;
  const largest = widths[widths.length - 1]!;
  // AVIF is kept per width only where it is smaller than the WebP: offered when every width has it, so that a browser
  // taking AVIF still finds each width it may need.
  const avif = widths.every((width) => item.variants.some((v) => v.format === "avif" && v.width === width));
  return {
    media: item.id,
    width: largest,
    height: Math.round((item.height * largest) / item.width),
    widths,
    fallback: fallback === "jpeg" ? "jpg" : "png",
    ...(avif ? { avif: true as const } : {}),
  };
}
