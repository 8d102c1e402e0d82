import { useEffect, useState } from "react";
import type { StorageScope } from "~/rules/regions";

/**
 * The localStorage key of a persisted session value: the account system namespaces apptoken, reftoken, userId and
 * userInfo by storage scope, e.g. "/us/userInfo". app/api/session.ts spells them the same way.
 */
export function sessionStorageKey(scope: StorageScope, name: "userInfo"): string {
  return `/${scope}/${name}`;
}

/** The signed-in customer's email from the stored profile, read after hydration; null when signed out. */
export function useSignedInEmail(scope: StorageScope): string | null {
  const [email, setEmail] = useState<string | null>(null);
  useEffect(() => {
    try {
      const raw = window.localStorage.getItem(sessionStorageKey(scope, "userInfo"));
      const info: unknown = raw ? JSON.parse(raw) : null;
      const value = info && typeof info === "object" && "email" in info ? info.email : null;
      if (typeof value === "string" && value.includes("@")) setEmail(value);
    } catch {
      // No storage or unreadable profile: the customer types the address.
    }
  }, [scope]);
  return email;
}
