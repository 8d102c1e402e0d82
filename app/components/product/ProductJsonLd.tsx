import { jsonLdText } from "~/rules/json-ld-text";

/** Product structured data as a JSON-LD data block (allowed by the CSP: it never executes). */
export function ProductJsonLd({ data }: { data: unknown }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdText(data) }} />;
}
