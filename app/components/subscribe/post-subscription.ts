// Sends a newsletter subscription. Loaded only when a visitor sends the form (SubscribeBox imports it then), so a page's
// first load carries no API client for a box most visitors never use.
import { createApiClient } from "~/api/client";
import { API_PATHS, apiBaseUrl } from "~/api/endpoints";
import type { ApiMessages } from "~/api/envelope";
import { browserSession } from "~/api/useApiClient";
import { subscribeFailureMessage } from "~/components/subscribe/subscribe-failure";
import { popups } from "~/components/ui/popups";
import { regionPath, type RegionCode } from "~/rules/regions";

export interface SubscriptionBody {
  email: string;
  region: RegionCode;
  source: string;
}

/** Posts the subscription with the region's client; null when it is stored, else the message the box shows. */
export async function postSubscription(messages: ApiMessages, body: SubscriptionBody): Promise<string | null> {
  const api = createApiClient({
    region: body.region,
    baseUrl: apiBaseUrl(body.region),
    session: browserSession(body.region),
    messages,
    showMessage: (text) => popups.message(text, "error"),
    goToLogin: () => window.location.assign(regionPath(body.region, "login")),
  });
  try {
    // No automatic pop-up: the box shows the outcome itself.
    await api.post(API_PATHS.subscribe, { body, showErrorMessage: false });
    return null;
  } catch (error) {
    return subscribeFailureMessage(error, messages.default);
  }
}
