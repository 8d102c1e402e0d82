/**
 * The studio's mark: the site's robot head (the same drawing as the brand mark, as its favicon file) and the name, with
 * the word "Studio".
 */
export function StudioMark() {
  return (
    <span className="studio-mark">
      <span className="brand-mark">
        <img src="/brand/favicon.svg" width="32" height="32" alt="" />
        <span className="brand-mark__name">Mechaforge</span>
      </span>
      <span className="studio-mark__word">Studio</span>
    </span>
  );
}
