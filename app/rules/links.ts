// Content links are region-relative page paths or absolute https URLs (see content/link.schema.ts).

export function isExternalLink(link: string): boolean {
  return /^https?:\/\//.test(link);
}

/** The href of a content link inside a region whose path prefix is `prefix` ("" for cn). */
export function contentHref(prefix: string, link: string): string {
  if (isExternalLink(link)) return link;
  const clean = link.replace(/^\/+|\/+$/g, "");
  return clean ? `${prefix}/${clean}` : prefix || "/";
}
