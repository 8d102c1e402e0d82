// Route `meta` descriptors from a page's SEO record: title, description, keywords, canonical and hreflang links.
import type { MetaDescriptor } from "react-router";
import type { PageSeo } from "~/rules/seo";

export function seoMeta(seo: PageSeo | undefined): MetaDescriptor[] {
  if (!seo) return [];
  return [
    { title: seo.title },
    { name: "description", content: seo.description },
    { name: "keywords", content: seo.keywords },
    { property: "og:title", content: seo.title },
    { property: "og:description", content: seo.description },
    { property: "og:url", content: seo.canonical },
    { tagName: "link", rel: "canonical", href: seo.canonical },
    ...seo.alternates.map((alternate) => ({
      tagName: "link",
      rel: "alternate",
      hrefLang: alternate.hreflang,
      href: alternate.href,
    })),
  ];
}
