import { Link } from "react-router";
import type { MediaImage } from "~/content/catalogue.schema";
import { FieldMessages } from "./FieldMessages";

export interface ProductPictureData {
  /** The JSON Pointer of the product's image. */
  base: string;
  /** The library's pictures a page can show (those with web variants), newest first. */
  choices: { image: MediaImage; label: string; thumb: string }[];
}

/**
 * A product's picture, chosen from the media library (uploads are on the Media screen); the repository's products
 * keep their own artwork unless one is chosen. Tiles and cards show it at the widths the library made.
 */
export function ProductPicture({
  data,
  value,
  messages,
  editable,
  onChange,
}: {
  data: ProductPictureData;
  value: MediaImage | undefined;
  messages: readonly string[];
  editable: boolean;
  onChange: (image: MediaImage | undefined) => void;
}) {
  return (
    <fieldset
      className={`studio-group studio-pictures${messages.length ? " studio-field--invalid" : ""}`}
      aria-describedby={messages.length ? "product-picture-messages" : "product-picture-hint"}
      disabled={!editable}
    >
      <legend className="studio-group__legend">Picture</legend>
      <p id="product-picture-hint" className="studio-field__hint">
        From the media library; upload new pictures on the <Link to="/studio/media">Media</Link> screen.
      </p>
      <FieldMessages id="product-picture-messages" messages={messages} />
      <ul className="studio-pictures__list" role="list">
        <li>
          <label className="studio-pictures__choice">
            <input type="radio" name="product-picture" checked={!value} onChange={() => onChange(undefined)} />
            <span className="studio-pictures__none">None chosen</span>
          </label>
        </li>
        {data.choices.map((choice) => (
          <li key={choice.image.media}>
            <label className="studio-pictures__choice">
              <input
                type="radio"
                name="product-picture"
                checked={value?.media === choice.image.media}
                onChange={() => onChange(choice.image)}
              />
              <img src={choice.thumb} alt="" width={96} height={96} loading="lazy" />
              <span>{choice.label}</span>
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}
