// Values derived from content, computed once per content document. Content arrives as a parameter (the request's
// document, from the router context: app/request/content.server.ts); what is computed from it (a region's merged words,
// its menus, a product's price steps, the page table) is kept beside the object it came from, in a WeakMap, so a new
// document brings its own derived data and a dropped one takes its own along. Documents are immutable by convention:
// a change is a new content version.

const values = new WeakMap<object, Map<object, unknown>>();

/** `derived((content) => build(content))`: a function of `content` computed once per object it is given. */
export function derived<C extends object, T>(build: (content: C) => T): (content: C) => T {
  const key = {};
  return (content) => {
    let own = values.get(content);
    if (!own) values.set(content, (own = new Map()));
    if (own.has(key)) return own.get(key) as T;
    const value = build(content);
    own.set(key, value);
    return value;
  };
}

/** A memo table (a `new Map()` in a module before) kept per object: `const steps = derivedMap<string, Step[]>()`. */
export function derivedMap<K, V>(): (content: object) => Map<K, V> {
  return derived(() => new Map<K, V>());
}
