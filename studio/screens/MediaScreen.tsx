import { useState } from "react";
import { Form } from "react-router";
import type { LibraryItem } from "../media.server";

const LANGUAGE_NAMES: Record<string, string> = {
  zh: "Chinese",
  en: "English",
  fr: "French",
  de: "German",
  ko: "Korean",
  ja: "Japanese",
};

const FORMAT_NAMES: Record<string, string> = { webp: "WebP", avif: "AVIF", jpeg: "JPEG", png: "PNG" };

const kilobytes = (bytes: number) => `${Math.max(1, Math.round(bytes / 1024)).toLocaleString("en")} KB`;

/** An image of the library as the screen shows it. */
export type MediaItem = LibraryItem;

export interface MediaRefusalView {
  field: string;
  message: string;
  values: Record<string, string>;
}

/**
 * The media library: upload an image (its alt text per language, or marked decorative, and its focal point), then every
 * image with its variants, each an immutable URL the site serves.
 */
export function MediaScreen({
  csrf,
  items,
  languages,
  maxBytes,
  widths,
  uploaded,
  existed,
  mayDelete,
  refusal,
}: {
  csrf: string;
  items: MediaItem[];
  languages: readonly string[];
  maxBytes: number;
  widths: readonly number[];
  uploaded: string | null;
  existed: boolean;
  mayDelete: boolean;
  refusal: MediaRefusalView | null;
}) {
  const values = refusal?.values ?? {};
  const [decorative, setDecorative] = useState(values.decorative === "on");
  const [tooLarge, setTooLarge] = useState<string | null>(null);
  const fileMessage = tooLarge ?? (refusal?.field === "file" ? refusal.message : null);
  const altMessage = refusal?.field === "alt" ? refusal.message : null;
  const focalMessage = refusal?.field === "focal" ? refusal.message : null;
  const megabytes = maxBytes / 1024 / 1024;
  const widthList = new Intl.ListFormat("en", { type: "conjunction" }).format(widths.map(String));
  return (
    <section className="studio-screen" aria-labelledby="media-title">
      <h1 id="media-title">Media</h1>
      <p className="studio-screen__intro">
        Images for the site. Each upload is made into widths of {widthList} pixels (never wider than the image) in WebP,
        AVIF where it is smaller, and its own format for older browsers, upright and without its camera data. Each has a
        permanent address the site can use.
      </p>
      {uploaded ? (
        <p className="studio-card" role="status">
          {existed ? "This image was already in the library: nothing new was stored." : "Uploaded."}
        </p>
      ) : null}
      {refusal?.field === "delete" ? (
        <p className="studio-form__error" role="alert">
          {refusal.message}
        </p>
      ) : null}
      <Form method="post" encType="multipart/form-data" className="studio-form studio-card" aria-label="Upload">
        <input type="hidden" name="csrf" value={csrf} />
        <input type="hidden" name="intent" value="upload" />
        <div className={`studio-field${fileMessage ? " studio-field--invalid" : ""}`}>
          <label htmlFor="media-file">Image</label>
          <input
            id="media-file"
            name="file"
            type="file"
            required
            accept="image/jpeg,image/png,image/webp,image/avif,image/gif"
            aria-invalid={fileMessage ? true : undefined}
            aria-describedby={fileMessage ? "media-file-message media-file-hint" : "media-file-hint"}
            onChange={(event) => {
              const size = event.currentTarget.files?.[0]?.size ?? 0;
              setTooLarge(
                size > maxBytes
                  ? `This file is ${(size / 1024 / 1024).toFixed(1)} MB; the library takes images up to ${megabytes} MB. Export a smaller one and upload that.`
                  : null,
              );
            }}
          />
          <p id="media-file-hint" className="studio-field__hint">
            JPEG, PNG, WebP, AVIF or GIF, up to {megabytes} MB and 40 megapixels. SVG is not taken: export PNG or WebP.
          </p>
          {fileMessage ? (
            <p id="media-file-message" className="studio-field__message" role="alert">
              {fileMessage}
            </p>
          ) : null}
        </div>
        <fieldset className="studio-form" aria-describedby={altMessage ? "media-alt-message" : undefined}>
          <legend>Alt text: what a shopper who can not see the image should know</legend>
          <label>
            <input
              type="checkbox"
              name="decorative"
              checked={decorative}
              onChange={(event) => setDecorative(event.currentTarget.checked)}
            />{" "}
            Decorative (it tells nothing the page does not say: no alt text)
          </label>
          {altMessage ? (
            <p id="media-alt-message" className="studio-field__message" role="alert">
              {altMessage}
            </p>
          ) : null}
          {decorative ? null : (
            <div className="studio-form__row">
              {languages.map((language) => (
                <div key={language} className={`studio-field${altMessage ? " studio-field--invalid" : ""}`}>
                  <label htmlFor={`media-alt-${language}`}>{LANGUAGE_NAMES[language] ?? language}</label>
                  <input
                    id={`media-alt-${language}`}
                    name={`alt-${language}`}
                    lang={language}
                    defaultValue={values[`alt-${language}`] ?? ""}
                    maxLength={1000}
                  />
                </div>
              ))}
            </div>
          )}
        </fieldset>
        <fieldset className="studio-form" aria-describedby="media-focal-hint">
          <legend>Focal point</legend>
          <p id="media-focal-hint" className="studio-field__hint">
            What a crop keeps in view: from the left and from the top, 0 to 1 (0.5 and 0.5: the centre).
          </p>
          <div className="studio-form__row">
            {(["x", "y"] as const).map((axis) => (
              <div key={axis} className={`studio-field${focalMessage ? " studio-field--invalid" : ""}`}>
                <label htmlFor={`media-focal-${axis}`}>{axis === "x" ? "From the left" : "From the top"}</label>
                <input
                  id={`media-focal-${axis}`}
                  name={`focal-${axis}`}
                  type="number"
                  min={0}
                  max={1}
                  step={0.01}
                  defaultValue={values[`focal-${axis}`] || "0.5"}
                />
              </div>
            ))}
          </div>
          {focalMessage ? (
            <p className="studio-field__message" role="alert">
              {focalMessage}
            </p>
          ) : null}
        </fieldset>
        <button type="submit" className="button button--primary" disabled={tooLarge !== null}>
          Upload
        </button>
      </Form>
      <h2>Library</h2>
      {items.length === 0 ? <p className="studio-empty">No images yet.</p> : null}
      <ul className="studio-media" aria-label="Library">
        {items.map((item) => {
          const preview = item.variants.find((variant) => variant.format === "webp") ?? item.variants[0];
          return (
            <li key={item.id} className="studio-media__item studio-card" aria-label={item.fileName}>
              {preview ? (
                <img
                  className="studio-media__image"
                  src={preview.url}
                  alt={item.decorative ? "" : (item.alt.en ?? Object.values(item.alt)[0] ?? "")}
                  width={item.width}
                  height={item.height}
                  loading="lazy"
                />
              ) : null}
              <div className="studio-media__facts">
                <h3>{item.fileName}</h3>
                <p>
                  {item.width} × {item.height} px, {kilobytes(item.size)}; focal point {item.focal.x}, {item.focal.y};
                  uploaded by {item.createdBy}
                </p>
                {item.decorative ? (
                  <p>Decorative: no alt text.</p>
                ) : (
                  <dl className="studio-media__alt">
                    {Object.entries(item.alt).map(([language, text]) => (
                      <div key={language}>
                        <dt>{LANGUAGE_NAMES[language] ?? language}</dt>
                        <dd lang={language}>{text}</dd>
                      </div>
                    ))}
                  </dl>
                )}
                {item.missingAlt.length ? (
                  <p className="studio-words__missing">
                    No alt text in {item.missingAlt.map((language) => LANGUAGE_NAMES[language] ?? language).join(", ")}
                  </p>
                ) : null}
                <table className="studio-table">
                  <caption>Variants</caption>
                  <thead>
                    <tr>
                      <th scope="col">Width</th>
                      <th scope="col">Format</th>
                      <th scope="col">Size</th>
                      <th scope="col">Address</th>
                    </tr>
                  </thead>
                  <tbody>
                    {item.variants.map((variant) => (
                      <tr key={variant.url}>
                        <td>{variant.width} px</td>
                        <td>{FORMAT_NAMES[variant.format] ?? variant.format}</td>
                        <td>{kilobytes(variant.size)}</td>
                        <td>
                          <a href={variant.url} target="_blank" rel="noreferrer">
                            {variant.url}
                          </a>
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
                {mayDelete ? (
                  <Form method="post">
                    <input type="hidden" name="csrf" value={csrf} />
                    <input type="hidden" name="intent" value="delete" />
                    <input type="hidden" name="id" value={item.id} />
                    <button type="submit" className="button">
                      Delete {item.fileName}
                    </button>
                  </Form>
                ) : null}
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
