// Persists chosen fields of a state object in a Storage, one entry per field under a namespace (docs/requirements.md,
// "Persistence"). Configure either the fields to keep (include) or the ones to skip (exclude), never both.

export const INCLUDE_EXCLUDE_CONFLICT = "Cannot configure INCLUDE and EXCLUDE at the same time";

/** The part of the Web Storage API we use; localStorage in the browser, a Map-backed fake in tests. */
export interface StorageLike {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export interface PersistenceOptions<K extends string> {
  /** Prefix of every entry, e.g. the storage scope "/eu". */
  namespace: string;
  storage: StorageLike;
  keys: readonly K[];
  include?: readonly K[];
  exclude?: readonly K[];
}

export interface Persistence<T extends Record<string, unknown>> {
  readonly persistedKeys: readonly (keyof T & string)[];
  storageKey(key: keyof T & string): string;
  load(): Partial<T>;
  save(state: Partial<T>): void;
  clear(): void;
}

export function createPersistence<T extends Record<string, unknown>>(
  options: PersistenceOptions<keyof T & string>,
): Persistence<T> {
  const { namespace, storage, keys, include, exclude } = options;
  if (include && exclude) throw new Error(INCLUDE_EXCLUDE_CONFLICT);
  type K = keyof T & string;
  const persistedKeys: readonly K[] = include
    ? keys.filter((key) => include.includes(key))
    : keys.filter((key) => !exclude?.includes(key));
  const storageKey = (key: K) => `${namespace}/${key}`;

  // Storage can throw (private mode, quota, disabled cookies): persistence then quietly does nothing.
  const attempt = <R>(run: () => R, fallback: R): R => {
    try {
      return run();
    } catch {
      return fallback;
    }
  };

  return {
    persistedKeys,
    storageKey,
    load() {
      const state: Partial<T> = {};
      for (const key of persistedKeys) {
        const raw = attempt(() => storage.getItem(storageKey(key)), null);
        if (raw === null) continue;
        const value = attempt(() => JSON.parse(raw) as T[K], undefined);
        if (value !== undefined && value !== null) state[key] = value;
      }
      return state;
    },
    save(state) {
      for (const key of persistedKeys) {
        if (!(key in state)) continue;
        const value = state[key];
        attempt(
          () =>
            value === undefined || value === null
              ? storage.removeItem(storageKey(key))
              : storage.setItem(storageKey(key), JSON.stringify(value)),
          undefined,
        );
      }
    },
    clear() {
      for (const key of persistedKeys) attempt(() => storage.removeItem(storageKey(key)), undefined);
    },
  };
}
