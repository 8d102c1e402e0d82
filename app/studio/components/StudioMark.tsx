import { BrandMark } from "~/components/layout/BrandMark";

/** The studio's mark: the site's, with the word "Studio" beside it. */
export function StudioMark() {
  return (
    <span className="studio-mark">
      <BrandMark name="Mechaforge" />
      <span className="studio-mark__word">Studio</span>
    </span>
  );
}
