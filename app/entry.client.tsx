import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { followIntendedNavigation, rememberIntendedNavigation } from "~/client/stale-chunk.client";

// After a deploy, an old page's route chunk may be gone; React Router then reloads the current page.
// We remember where the visitor was going and finish that navigation as a full page load.
const hydrate = () =>
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  });

if (!followIntendedNavigation()) {
  // A route module may name what its first render needs loaded first (a view loaded on demand: pages/not-found): the
  // page stays as the server sent it until then. A failed load hydrates anyway (the route then loads it again).
  const before = (window as { __beforeHydration?: Promise<unknown>[] }).__beforeHydration;
  if (before?.length) void Promise.allSettled(before).then(hydrate);
  else hydrate();
  rememberIntendedNavigation();
}
