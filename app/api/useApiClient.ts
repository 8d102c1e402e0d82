// The API client for a page in the browser: the region's session, base URL, pop-ups and login redirect.
import { useMemo } from "react";
import { useNavigate } from "react-router";
import { createApiClient, type ApiClient } from "~/api/client";
import { apiBaseUrl } from "~/api/endpoints";
import type { ApiMessages } from "~/api/envelope";
import { createSessionStore, type SessionStore } from "~/api/session";
import { popups } from "~/components/ui/popups";
import type { StorageLike } from "~/rules/persistence";
import { regionPath, type RegionCode } from "~/rules/regions";

const memoryStorage = (): StorageLike => {
  const entries = new Map<string, string>();
  return {
    getItem: (key) => entries.get(key) ?? null,
    setItem: (key, value) => void entries.set(key, value),
    removeItem: (key) => void entries.delete(key),
  };
};

/** localStorage in the browser; a throwaway store during server rendering or where storage is blocked. */
function browserStorage(): StorageLike {
  try {
    if (typeof window !== "undefined" && window.localStorage) return window.localStorage;
  } catch {
    // Access to localStorage throws when the browser blocks it.
  }
  return memoryStorage();
}

export function browserSession(region: RegionCode): SessionStore {
  return createSessionStore(region, browserStorage());
}

export function useApiClient(region: RegionCode, messages?: ApiMessages): { api: ApiClient; session: SessionStore } {
  const navigate = useNavigate();
  return useMemo(() => {
    const session = browserSession(region);
    const api = createApiClient({
      region,
      baseUrl: apiBaseUrl(region),
      session,
      messages,
      showMessage: (text) => popups.message(text, "error"),
      goToLogin: () => navigate(regionPath(region, "login")),
    });
    return { api, session };
  }, [region, messages, navigate]);
}
