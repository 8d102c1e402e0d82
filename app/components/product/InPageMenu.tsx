/** Anchor links to the sections of a product page. */
export function InPageMenu({ label, items }: { label: string; items: { label: string; link: string }[] }) {
  return (
    <nav className="in-page-menu" aria-label={label}>
      <ul className="container">
        {items.map((item) => (
          <li key={item.link}>
            <a href={item.link}>{item.label}</a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
