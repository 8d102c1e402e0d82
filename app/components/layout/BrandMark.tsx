/** The Mechaforge word mark: a stylised robot head and the name, drawn in SVG. */
export function BrandMark({ name }: { name: string }) {
  return (
    <span className="brand-mark">
      <svg width="32" height="32" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <rect x="3" y="6" width="26" height="22" rx="6" fill="#f5b700" />
        <rect x="8" y="12" width="6" height="5" rx="1.5" fill="#0b0d12" />
        <rect x="18" y="12" width="6" height="5" rx="1.5" fill="#0b0d12" />
        <rect x="11" y="21" width="10" height="2.5" rx="1.25" fill="#0b0d12" />
        <rect x="14.5" y="1" width="3" height="6" rx="1.5" fill="#f5b700" />
      </svg>
      <span className="brand-mark__name">{name}</span>
    </span>
  );
}
