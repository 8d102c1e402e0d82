// The one client of GET /ssr/timestamp (on the page's own origin, 10 s timeout): the server's time, or the preview
// instant, as the API envelope's data. The page's clock (components/ui/ServerClock.tsx) calls it after navigations.
import { TIMESTAMP_TIMEOUT_MS } from "~/api/endpoints";
import { API_CODES, isEnvelope } from "~/api/envelope";

export async function fetchServerTimestamp(
  options: { signal?: AbortSignal; fetch?: typeof fetch; timeoutMs?: number } = {},
): Promise<number> {
  const timeout = new AbortController();
  const timer = setTimeout(() => timeout.abort(), options.timeoutMs ?? TIMESTAMP_TIMEOUT_MS);
  try {
    const response = await (options.fetch ?? fetch)("/ssr/timestamp", {
      signal: options.signal ? AbortSignal.any([options.signal, timeout.signal]) : timeout.signal,
      headers: { accept: "application/json" },
    });
    const body: unknown = await response.json();
    if (!isEnvelope(body) || body.code !== API_CODES.success) throw new Error(`timestamp answer ${response.status}`);
    const timestamp = (body.data as { timestamp?: unknown } | undefined)?.timestamp;
    if (typeof timestamp !== "number") throw new Error("timestamp missing");
    return timestamp;
  } finally {
    clearTimeout(timer);
  }
}
