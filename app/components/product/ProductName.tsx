import type { NameSegment } from "~/rules/catalogue";

/** A catalogue name with its line breaks and small print (see nameLines). */
export function ProductName({ lines }: { lines: NameSegment[][] }) {
  return lines.map((line, index) => (
    <span key={index} className="product-name__line">
      {line.map((segment, part) =>
        segment.small ? <small key={part}>{segment.text}</small> : <span key={part}>{segment.text}</span>,
      )}
    </span>
  ));
}
