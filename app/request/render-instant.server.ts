// The instant a page-cache render is made for. Pages the cache stores are rendered at a fixed instant of
// their schedule segment (server/page-cache.ts, renderInstant), not at the moment a request happened to miss, so every
// worker and every restart renders the same bytes and gives them the same ETag. The cache runs the render inside
// renderAt; the root route's middleware reads the instant as the request's clock.
import { AsyncLocalStorage } from "node:async_hooks";

const instants = new AsyncLocalStorage<number>();

/** Runs `render` as a render for the instant `at` (epoch ms). */
export function renderAt<T>(at: number, render: () => T): T {
  return instants.run(at, render);
}

/** The instant the current render is made for, or null when it renders at the server's clock. */
export function cacheRenderInstant(): number | null {
  return instants.getStore() ?? null;
}
