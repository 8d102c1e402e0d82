// The campaign pages' newsletter call (spec §7 POST /account/user/subscribe/create), without the automatic error pop-up:
// the subscribe box shows the outcome itself. Swap for the shared API client once it exists.
import { API_CODES, envelopeSchema } from "./envelope";

export interface SubscribeRequest {
  endpoint: string;
  email: string;
  region: string;
  source: string;
  acceptLanguage: string;
}

export type SubscribeOutcome = { ok: true } | { ok: false; msg: string | null };

/** Reads an answer: code 2000 is success; any other envelope carries its msg; anything else has none. */
export function subscribeOutcome(body: unknown): SubscribeOutcome {
  const parsed = envelopeSchema.safeParse(body);
  if (!parsed.success) return { ok: false, msg: null };
  if (parsed.data.code === API_CODES.success) return { ok: true };
  return { ok: false, msg: parsed.data.msg || null };
}

export async function postSubscription(request: SubscribeRequest, fetchImpl: typeof fetch = fetch): Promise<SubscribeOutcome> {
  try {
    const response = await fetchImpl(request.endpoint, {
      method: "POST",
      headers: { "content-type": "application/json", accept: "application/json", region: request.region, "accept-language": request.acceptLanguage },
      body: JSON.stringify({ email: request.email, region: request.region, source: request.source }),
      signal: AbortSignal.timeout(60_000),
    });
    return subscribeOutcome(await response.json().catch(() => null));
  } catch {
    return { ok: false, msg: null };
  }
}
