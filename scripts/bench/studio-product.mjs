// A product made in the studio, for the Lighthouse bench's live rows: before the bench's server starts, its data
// directory's studio database gets what a marketer does on the Media and Products screens (in the browser:
// tests/e2e/studio-products.spec.ts): a picture uploaded to the media library, "New product" by name, the picture chosen, names
// and page text in English and German, stock, prices in the us and de, a page of its own, published. The server then
// serves that page as shoppers get it, from the published content (no release made a route for it).
import sharp from "sharp";
import { createStudioDatabase, studioConnectionFromEnv } from "../../database/studio.server";
import { openDraft, publish, saveDraft } from "../../studio/drafts.server";
import { listMedia, uploadMedia } from "../../studio/media.server";
import { newProduct, productImageOf } from "../../studio/products.server";

export const STUDIO_PRODUCT = { name: "Interstellar Scout K2", path: "interstellar-scout-k2", regions: ["us", "de"] };

/** Publishes the product into the studio database under `dataDir`; answers its pages ({ region, path }). */
export async function seedStudioProduct(dataDir, now = new Date()) {
  const store = createStudioDatabase(studioConnectionFromEnv({ DATA_DIR: dataDir }), { poolMax: 1 });
  try {
    const db = await store.get();
    const actor = { id: null, email: "bench@studio.example", clientNetwork: "127.0.0.0" };
    // A photo-sized picture (1600 px, with detail), as a marketer's would be, not a flat square.
    const picture = await sharp({
      create: { width: 1600, height: 1600, channels: 3, background: { r: 200, g: 40, b: 40 } },
    })
      .composite([
        {
          input: await sharp({
            create: { width: 1200, height: 1200, channels: 3, noise: { type: "gaussian", mean: 128, sigma: 40 } },
          })
            .png()
            .toBuffer(),
          top: 200,
          left: 200,
        },
      ])
      .png()
      .toBuffer();
    const uploaded = await uploadMedia(
      db,
      actor,
      {
        fileName: "scout-k2.png",
        bytes: picture,
        decorative: false,
        alt: { en: "Interstellar Scout K2" },
        focalX: 0.5,
        focalY: 0.5,
      },
      now,
    );
    const item = (await listMedia(db)).find((media) => media.id === uploaded.id);
    const image = item && productImageOf(item);
    if (!image) throw new Error(`the bench's picture was not stored with its web widths: ${JSON.stringify(uploaded)}`);
    const draft = await openDraft(db, actor, "Bench: a product made in the studio", now);
    const made = await newProduct(db, actor, draft.id, { revision: draft.revision, name: STUDIO_PRODUCT.name }, now);
    const id = made.product;
    const words = (name, tagline, description) => ({ name, alt: name, learnMore: { tagline, description } });
    const saved = await saveDraft(
      db,
      actor,
      draft.id,
      {
        revision: made.revision,
        set: [
          { path: `/products/${id}/image`, value: image },
          { path: `/products/${id}/stock`, value: 500 },
          { path: `/products/${id}/page`, value: STUDIO_PRODUCT.path },
          { path: `/prices/${id}`, value: { us: 249, de: 259 } },
          {
            path: `/bundles/en/products/products/${id}`,
            value: words(STUDIO_PRODUCT.name, "The scout that maps your living room.", [
              "Six legs, one lidar.",
              "Program it in blocks or Python.",
            ]),
          },
          {
            path: `/bundles/de/products/products/${id}`,
            value: words("Interstellarer Späher K2", "Der Späher, der Ihr Wohnzimmer kartiert.", [
              "Sechs Beine, ein Lidar.",
            ]),
          },
        ],
      },
      now,
    );
    if (!saved.ok) throw new Error(`the bench's product does not pass the checks: ${JSON.stringify(saved.issues)}`);
    await publish(
      db,
      actor,
      { role: "publisher" },
      draft.id,
      { summary: "Bench: a product made in the studio", revision: saved.revision },
      now,
    );
    return STUDIO_PRODUCT.regions.map((region) => ({ region, path: `/${region}/${STUDIO_PRODUCT.path}` }));
  } finally {
    await store.close();
  }
}
