/** A product's key figures ("30 cm tall", "6,200 parts"): the value in bold before its label. */
export function ProductHighlights({ items }: { items: { value: string; label: string }[] }) {
  return (
    <ul className="product-highlights">
      {items.map((item) => (
        <li key={item.label}>
          <strong>{item.value}</strong> {item.label}
        </li>
      ))}
    </ul>
  );
}
