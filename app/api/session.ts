// The signed-in session in the browser (docs/requirements.md, "Accounts and session"): userId, apptoken, reftoken and
// userInfo, kept in localStorage under the region's storage scope ("/us/apptoken"), so regions of one scope share a
// session.
import { SESSION_CHANGE_EVENT } from "~/rules/account-link";
import { createPersistence, type StorageLike } from "~/rules/persistence";
import { REGIONS, type RegionCode } from "~/rules/regions";

export interface UserInfo {
  user_id: string;
  email: string;
  region: string;
  created_at: string;
}

// A type alias (not an interface) so that it fits the persistence helper's Record constraint.
export type SessionState = {
  userId: string | null;
  apptoken: string | null;
  reftoken: string | null;
  userInfo: UserInfo | null;
};

export const SESSION_KEYS = ["apptoken", "reftoken", "userId", "userInfo"] as const;

export interface SessionStore {
  get(): SessionState;
  update(patch: Partial<SessionState>): void;
  /** Logged out: all four values gone. */
  clear(): void;
}

export function sessionNamespace(region: RegionCode): string {
  return `/${REGIONS[region].scope}`;
}

export function createSessionStore(region: RegionCode, storage: StorageLike): SessionStore {
  const persistence = createPersistence<SessionState>({
    namespace: sessionNamespace(region),
    storage,
    keys: SESSION_KEYS,
    include: SESSION_KEYS,
  });
  const empty: SessionState = { userId: null, apptoken: null, reftoken: null, userInfo: null };
  // The header's account link follows sign-in and sign-out in this tab (other tabs get the storage event).
  const notify = () => {
    if (typeof window !== "undefined") window.dispatchEvent(new Event(SESSION_CHANGE_EVENT));
  };
  return {
    get: () => ({ ...empty, ...persistence.load() }),
    update: (patch) => {
      persistence.save(patch);
      notify();
    },
    clear: () => {
      persistence.clear();
      notify();
    },
  };
}

/** Whether the stored session can call authenticated endpoints (or at least refresh). */
export function isSignedIn(state: SessionState): boolean {
  return Boolean(state.userId && (state.apptoken || state.reftoken));
}
