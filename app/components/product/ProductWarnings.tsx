import type { ProductWarnings as Warnings } from "~/rules/warnings";

/** The offer's safety warnings, under the specifications (GPSR art. 19(b)). */
export function ProductWarnings({ warnings }: { warnings: Warnings }) {
  return (
    <div className="product-warnings">
      <h3 id="warnings-title">{warnings.title}</h3>
      <ul aria-labelledby="warnings-title">
        {warnings.items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
      {warnings.disposal.map((text) => (
        <p key={text} className="product-warnings__disposal">
          {text}
        </p>
      ))}
    </div>
  );
}
