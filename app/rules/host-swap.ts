// The one cross-host redirect: a non-cn region requested on the .cn host opens on the .com host.
// Hosts come from configuration, never from the request, so this can not become an open redirect.
import { resolveRegion } from "~/rules/regions";

export function cnHostSwap(url: URL, cnHost: string | undefined, comHost: string | undefined): string | null {
  if (!cnHost || !comHost || url.hostname !== cnHost) return null;
  if (resolveRegion(url.pathname).region.code === "cn") return null;
  return `https://${comHost}${url.pathname}${url.search}`;
}

/**
 * The unprefixed address of a /cn/... path, or null when the path is not under /cn.
 * Repeated leading slashes are collapsed so the target is always a same-origin path ("/cn//evil.com" → "/evil.com").
 */
export function cnPrefixRedirect(url: URL): string | null {
  if (url.pathname !== "/cn" && !url.pathname.startsWith("/cn/")) return null;
  const rest = url.pathname.slice(3).replace(/^[/\\]+/, "");
  return `/${rest}${url.search}`;
}
