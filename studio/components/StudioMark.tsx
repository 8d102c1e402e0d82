/**
 * The studio's mark: the site's robot head (the same drawing as the brand mark, as its favicon file) and the name, with
 * the word "Studio". An image rather than the shop's BrandMark component, which the studio would otherwise make the
 * shared chunk of every shopper page export (docs/decisions/326-studio-routes.md).
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
