import { describe, expect, it, vi } from "vitest";
import { ApiResponseError, ApiTransportError, createApiClient, type ApiClientDeps } from "~/api/client";
import { fetchServerTimestamp } from "~/api/server-time";
import { createSessionStore, type SessionState } from "~/api/session";
import type { StorageLike } from "~/rules/persistence";

function memory(): StorageLike & { entries: Map<string, string> } {
  const entries = new Map<string, string>();
  return {
    entries,
    getItem: (key) => entries.get(key) ?? null,
    setItem: (key, value) => void entries.set(key, value),
    removeItem: (key) => void entries.delete(key),
  };
}

type Answer = { code: number; msg?: string; data?: unknown } | Error | "not json";

/** A client whose fetch answers from a script and records each request. */
function setup(answers: Answer[], signedIn: Partial<SessionState> = {}) {
  const storage = memory();
  const session = createSessionStore("fr", storage);
  session.update(signedIn);
  const requests: { url: string; headers: Record<string, string>; body?: string }[] = [];
  const fetch = vi.fn(async (url: string | URL | Request, init?: RequestInit) => {
    requests.push({
      url: String(url),
      headers: init?.headers as Record<string, string>,
      body: init?.body as string | undefined,
    });
    const answer = answers.shift();
    if (!answer) throw new Error("no scripted answer");
    if (answer instanceof Error) throw answer;
    if (answer === "not json") return new Response("<html>bad gateway</html>", { status: 502 });
    return Response.json({ msg: "", data: {}, ...answer });
  });
  const shown: string[] = [];
  const delayed: { run: () => void; ms: number }[] = [];
  const goToLogin = vi.fn();
  const deps: ApiClientDeps = {
    region: "fr",
    baseUrl: "/api/eu",
    session,
    messages: {
      default: "Erreur du serveur, veuillez réessayer plus tard.",
      authExpired: "Votre session a expiré, veuillez vous reconnecter.",
      badRequest: "Requête invalide.",
    },
    showMessage: (text) => shown.push(text),
    goToLogin,
    fetch: fetch as unknown as typeof globalThis.fetch,
    delay: (run, ms) => delayed.push({ run, ms }),
  };
  return { api: createApiClient(deps), session, storage, requests, shown, delayed, goToLogin };
}

const SIGNED_IN = { userId: "u1", apptoken: "old-app", reftoken: "ref" };

describe("API client", () => {
  it("sends region, Accept-Language and the apptoken (never the reftoken), and resolves with data", async () => {
    const { api, requests } = setup([{ code: 2000, data: { email: "a@b.fr" } }], SIGNED_IN);
    await expect(api.get("/account/user/profile")).resolves.toEqual({ email: "a@b.fr" });
    expect(requests[0]).toMatchObject({
      url: "/api/eu/account/user/profile",
      headers: { region: "fr", "Accept-Language": "fr", apptoken: "old-app" },
    });
    expect(requests[0]?.headers).not.toHaveProperty("reftoken");
  });

  it("resolves with {} when a success carries no data", async () => {
    const { api } = setup([{ code: 2000, data: null }]);
    await expect(api.post("/account/user/subscribe/create", { body: { email: "a@b.fr" } })).resolves.toEqual({});
  });

  it("shows the server's msg, else the translated message for the code, else the default, and rejects with the body", async () => {
    const { api, shown } = setup([
      { code: 4001, msg: "L'adresse e-mail ou le mot de passe est incorrect." },
      { code: 4000 },
      { code: 4999 },
    ]);
    const first = await api.post("/account/user/sign_in", { body: {} }).catch((error: unknown) => error);
    expect(first).toBeInstanceOf(ApiResponseError);
    expect((first as ApiResponseError).body).toMatchObject({ code: 4001 });
    await api.post("/x").catch(() => undefined);
    await api.post("/x").catch(() => undefined);
    expect(shown).toEqual([
      "L'adresse e-mail ou le mot de passe est incorrect.",
      "Requête invalide.",
      "Erreur du serveur, veuillez réessayer plus tard.",
    ]);
  });

  it("skips the pop-up when showErrorMessage is false", async () => {
    const { api, shown } = setup([{ code: 4000, msg: "bad" }]);
    await expect(api.post("/account/user/subscribe/create", { showErrorMessage: false })).rejects.toBeInstanceOf(
      ApiResponseError,
    );
    expect(shown).toEqual([]);
  });

  it("rejects transport errors and non-envelope answers without a pop-up", async () => {
    const { api, shown } = setup([new TypeError("Failed to fetch"), "not json"]);
    await expect(api.get("/a")).rejects.toBeInstanceOf(ApiTransportError);
    await expect(api.get("/b")).rejects.toBeInstanceOf(ApiTransportError);
    expect(shown).toEqual([]);
  });

  it("on 4003 with user id and both tokens, refreshes once with the reftoken alone and retries with the new apptoken", async () => {
    const { api, session, requests, shown, goToLogin } = setup(
      [
        { code: 4003 },
        { code: 2000, data: { user_id: "u1", apptoken: "new-app", reftoken: "new-ref" } },
        { code: 2000, data: { ok: true } },
      ],
      SIGNED_IN,
    );
    await expect(api.get("/account/user/profile")).resolves.toEqual({ ok: true });
    expect(requests.map((request) => request.url)).toEqual([
      "/api/eu/account/user/profile",
      "/api/eu/account/user/sign_in/refresh?user_id=u1",
      "/api/eu/account/user/profile",
    ]);
    expect(requests[1]?.headers).toMatchObject({ reftoken: "ref" });
    expect(requests[1]?.headers).not.toHaveProperty("apptoken");
    expect(requests[2]?.headers.apptoken).toBe("new-app");
    // The rotated reftoken replaces the old one, which the server has retired.
    expect(session.get()).toMatchObject({ userId: "u1", apptoken: "new-app", reftoken: "new-ref" });
    expect(shown).toEqual([]);
    expect(goToLogin).not.toHaveBeenCalled();
  });

  it("clears the whole session and goes to the login page when the refresh fails", async () => {
    const { api, storage, goToLogin, shown } = setup([{ code: 4003 }, { code: 4003 }], {
      ...SIGNED_IN,
      userInfo: { user_id: "u1", email: "a@b.fr", region: "fr", created_at: "2025-01-01T00:00:00Z" },
    });
    await expect(api.get("/account/user/profile")).rejects.toBeInstanceOf(ApiResponseError);
    expect(storage.entries.size).toBe(0);
    expect(goToLogin).toHaveBeenCalledTimes(1);
    expect(shown).toEqual([]);
  });

  it("without a full session, shows the expiry message, forgets the stale values and goes to the login page after 2 s", async () => {
    const { api, shown, delayed, goToLogin, requests, storage } = setup([{ code: 4003 }], {
      userId: "u1",
      apptoken: "app",
    });
    await expect(api.get("/account/user/profile")).rejects.toBeInstanceOf(ApiResponseError);
    expect(requests).toHaveLength(1);
    expect(shown).toEqual(["Votre session a expiré, veuillez vous reconnecter."]);
    // Kept, the login page would send the visitor back to the account page, and round again every 2 s.
    expect(storage.entries.size).toBe(0);
    expect(delayed.map((entry) => entry.ms)).toEqual([2000]);
    expect(goToLogin).not.toHaveBeenCalled();
    delayed[0]?.run();
    expect(goToLogin).toHaveBeenCalledTimes(1);
  });

  it("forgets the session when the retry after a successful refresh still answers 4003", async () => {
    const { api, storage, delayed, goToLogin } = setup(
      [
        { code: 4003 },
        { code: 2000, data: { user_id: "u1", apptoken: "new-app", reftoken: "new-ref" } },
        { code: 4003 },
      ],
      SIGNED_IN,
    );
    await expect(api.get("/account/user/profile")).rejects.toBeInstanceOf(ApiResponseError);
    expect(storage.entries.size).toBe(0);
    delayed[0]?.run();
    expect(goToLogin).toHaveBeenCalledTimes(1);
  });

  it("shares one refresh between calls that expire together", async () => {
    const { api, requests } = setup(
      [
        { code: 4003 },
        { code: 4003 },
        { code: 2000, data: { user_id: "u1", apptoken: "new-app" } },
        { code: 2000, data: 1 },
        { code: 2000, data: 2 },
      ],
      SIGNED_IN,
    );
    await expect(Promise.all([api.get("/a"), api.get("/b")])).resolves.toEqual([1, 2]);
    expect(requests.filter((request) => request.url.includes("/refresh"))).toHaveLength(1);
  });

  it("times out after 60 s by default", async () => {
    vi.useFakeTimers();
    try {
      const never = (_url: unknown, init?: RequestInit) =>
        new Promise<Response>((_resolve, reject) =>
          init?.signal?.addEventListener("abort", () => reject(new DOMException("aborted", "AbortError"))),
        );
      const base = setup([]);
      const api = createApiClient({
        region: "us",
        baseUrl: "/api/us",
        session: base.session,
        showMessage: () => undefined,
        goToLogin: () => undefined,
        fetch: never as unknown as typeof fetch,
      });
      let settled = false;
      const call = api
        .get("/slow")
        .catch((error: unknown) => error)
        .finally(() => (settled = true));
      await vi.advanceTimersByTimeAsync(59_999);
      expect(settled).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      expect(await call).toBeInstanceOf(ApiTransportError);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe("the /ssr/timestamp client (the page clock's only one)", () => {
  const never = (_url: unknown, init?: RequestInit) =>
    new Promise<Response>((_resolve, reject) =>
      init?.signal?.addEventListener("abort", () => reject(new DOMException("aborted", "AbortError"))),
    );
  const answering = (body: unknown) => async () => new Response(JSON.stringify(body), { status: 200 });

  it("answers the envelope's timestamp", async () => {
    const fetch = answering({ code: 2000, msg: "success", data: { timestamp: 1_732_000_000_000 } });
    await expect(fetchServerTimestamp({ fetch: fetch as unknown as typeof globalThis.fetch })).resolves.toBe(
      1_732_000_000_000,
    );
  });
  it("rejects an envelope that is not a success or carries no timestamp", async () => {
    for (const body of [{ code: 5000, msg: "down", data: {} }, { code: 2000, msg: "success", data: {} }, "<html>"])
      await expect(fetchServerTimestamp({ fetch: answering(body) as unknown as typeof fetch })).rejects.toThrow();
  });
  it("gives up after 10 s", async () => {
    vi.useFakeTimers();
    try {
      let settled = false;
      const stamp = fetchServerTimestamp({ fetch: never as unknown as typeof fetch })
        .catch((error: unknown) => error)
        .finally(() => (settled = true));
      await vi.advanceTimersByTimeAsync(9_999);
      expect(settled).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      expect(await stamp).toBeInstanceOf(Error);
    } finally {
      vi.useRealTimers();
    }
  });
});
