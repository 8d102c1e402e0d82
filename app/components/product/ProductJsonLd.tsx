import { jsonLdText } from "~/rules/structured-data";

/** Product structured data as a JSON-LD data block (allowed by the CSP: it never executes). */
export function ProductJsonLd({ data }: { data: unknown }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdText(data) }} />;
}
