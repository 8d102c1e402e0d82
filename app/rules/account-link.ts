// The header's account link in the signed-in state: "My account" once the browser holds a session. The
// session lives in localStorage (app/api/session.ts), so the server renders every visitor the anonymous link (one
// cached document) and the browser marks it signed in: an inline script before the first paint, React after hydration.

/** The window event the session store sends when it signs in or out (the storage event covers other tabs). */
export const SESSION_CHANGE_EVENT = "mechaforge:session";

/** Whether the storage holds a usable session of a scope ("/us"): a user id and a token. */
export function hasStoredSession(storage: Pick<Storage, "getItem">, namespace: string): boolean {
  try {
    return Boolean(
      storage.getItem(`${namespace}/userId`) &&
      (storage.getItem(`${namespace}/apptoken`) || storage.getItem(`${namespace}/reftoken`)),
    );
  } catch {
    return false;
  }
}

/**
 * The inline script placed right after the account link (AccountLink): it marks the link `data-signed-in` before the
 * first paint, hydrated or not, the same test as hasStoredSession. Constant text, allowed by its CSP hash.
 */
export const ACCOUNT_LINK_SCRIPT = `(function(){try{var e=document.currentScript.previousElementSibling,n=e.getAttribute("data-session-scope"),s=localStorage;if(s.getItem(n+"/userId")&&(s.getItem(n+"/apptoken")||s.getItem(n+"/reftoken")))e.setAttribute("data-signed-in","")}catch(x){}})()`;
