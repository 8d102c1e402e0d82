// The one cross-host redirect of spec §2: a non-cn region requested on the .cn host opens on the .com host.
// Hosts come from configuration, never from the request, so this can not become an open redirect.
import { resolveRegion } from "./regions";

export function cnHostSwap(url: URL, cnHost: string | undefined, comHost: string | undefined): string | null {
  if (!cnHost || !comHost || url.hostname !== cnHost) return null;
  if (resolveRegion(url.pathname).region.code === "cn") return null;
  return `https://${comHost}${url.pathname}${url.search}`;
}
