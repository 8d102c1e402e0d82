// The one API client (docs/requirements.md, "API calls", "API answers and errors"): headers, timeouts, the envelope,
// error pop-ups and the 4003 refresh-and-retry.
import { API_PATHS, AUTH_REDIRECT_DELAY_MS, DEFAULT_TIMEOUT_MS } from "~/api/endpoints";
import { API_CODES, isEnvelope, messageKeyForCode, type ApiMessages, type Envelope } from "~/api/envelope";
import type { SessionStore } from "~/api/session";
import { REGIONS, type RegionCode } from "~/rules/regions";

/** The server answered with a code other than 2000; `body` is its envelope. */
export class ApiResponseError extends Error {
  constructor(readonly body: Envelope) {
    super(body.msg || `API code ${body.code}`);
    this.name = "ApiResponseError";
  }
  get code(): number {
    return this.body.code;
  }
}

/** No envelope came back: network failure, timeout, or something that is not our JSON. Never shown as a pop-up. */
export class ApiTransportError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = "ApiTransportError";
  }
}

export interface CallOptions {
  params?: Record<string, string>;
  body?: unknown;
  /** false: no pop-up for a code other than 2000 (the caller shows its own state). */
  showErrorMessage?: boolean;
  timeout?: number;
}

export interface ApiClientDeps {
  region: RegionCode;
  baseUrl: string;
  session: SessionStore;
  /** The region's `api` texts, the fallback when the server sends no msg. */
  messages?: Partial<ApiMessages>;
  showMessage: (text: string) => void;
  goToLogin: () => void;
  fetch?: typeof fetch;
  delay?: (run: () => void, ms: number) => void;
}

export interface ApiClient {
  get<T>(path: string, options?: CallOptions): Promise<T>;
  post<T>(path: string, options?: CallOptions): Promise<T>;
}

const FALLBACK_MESSAGE = "Server error, please try again later.";

export function acceptLanguage(region: RegionCode): string {
  const { language } = REGIONS[region];
  return language === "en" ? "en" : region;
}

export function createApiClient(deps: ApiClientDeps): ApiClient {
  const fetcher = deps.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const delay = deps.delay ?? ((run, ms) => void setTimeout(run, ms));
  let refreshing: Promise<boolean> | null = null;

  // The reftoken goes to the refresh call only (OAuth 2.0 Security BCP): every other call carries just the apptoken.
  async function send(
    method: string,
    url: string,
    options: CallOptions,
    token: "apptoken" | "reftoken" = "apptoken",
  ): Promise<Envelope> {
    const session = deps.session.get();
    const headers: Record<string, string> = {
      region: deps.region,
      "Accept-Language": acceptLanguage(deps.region),
      Accept: "application/json",
    };
    const value = session[token];
    if (value) headers[token] = value;
    if (options.body !== undefined) headers["Content-Type"] = "application/json";
    const query = options.params ? `?${new URLSearchParams(options.params)}` : "";

    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), options.timeout ?? DEFAULT_TIMEOUT_MS);
    try {
      const response = await fetcher(url + query, {
        method,
        headers,
        body: options.body === undefined ? undefined : JSON.stringify(options.body),
        signal: controller.signal,
        credentials: "same-origin",
      });
      const answer: unknown = await response.json().catch(() => null);
      if (!isEnvelope(answer)) throw new ApiTransportError(`unexpected answer (HTTP ${response.status})`);
      return answer;
    } catch (error) {
      if (error instanceof ApiTransportError) throw error;
      throw new ApiTransportError(controller.signal.aborted ? "request timed out" : "network error", { cause: error });
    } finally {
      clearTimeout(timer);
    }
  }

  function messageFor(body: Envelope): string {
    return body.msg || deps.messages?.[messageKeyForCode(body.code)] || deps.messages?.default || FALLBACK_MESSAGE;
  }

  // One refresh at a time: calls failing together with 4003 wait for the same new apptoken.
  function refreshSession(): Promise<boolean> {
    refreshing ??= (async () => {
      const { userId } = deps.session.get();
      try {
        const body = await send(
          "GET",
          deps.baseUrl + API_PATHS.refresh,
          { params: { user_id: userId ?? "" } },
          "reftoken",
        );
        const data = body.data as { user_id?: string; apptoken?: string; reftoken?: string } | undefined;
        if (body.code !== API_CODES.success || !data?.apptoken) return false;
        // The server rotates the reftoken on every refresh; the old one is dead from now on.
        deps.session.update({
          apptoken: data.apptoken,
          userId: data.user_id ?? userId,
          ...(data.reftoken ? { reftoken: data.reftoken } : {}),
        });
        return true;
      } catch {
        return false;
      }
    })().finally(() => {
      refreshing = null;
    });
    return refreshing;
  }

  async function call<T>(method: string, path: string, options: CallOptions = {}, retried = false): Promise<T> {
    const body = await send(method, deps.baseUrl + path, options);
    if (body.code === API_CODES.success) return (body.data ?? {}) as T;

    if (body.code === API_CODES.authExpired) {
      const { userId, apptoken, reftoken } = deps.session.get();
      if (!retried && userId && apptoken && reftoken) {
        if (await refreshSession()) return call<T>(method, path, options, true);
        deps.session.clear();
        deps.goToLogin();
        throw new ApiResponseError(body);
      }
      if (options.showErrorMessage !== false) deps.showMessage(messageFor(body));
      // Whatever is stored is stale (part of a session, or one the server refused even after a refresh): forget it, or
      // the login page would take the visitor straight back here, and round again every 2 s.
      deps.session.clear();
      delay(deps.goToLogin, AUTH_REDIRECT_DELAY_MS);
      throw new ApiResponseError(body);
    }

    if (options.showErrorMessage !== false) deps.showMessage(messageFor(body));
    throw new ApiResponseError(body);
  }

  return {
    get: (path, options) => call("GET", path, options),
    post: (path, options) => call("POST", path, options),
  };
}
