import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { followIntendedNavigation, rememberIntendedNavigation } from "~/client/stale-chunk.client";

// After a deploy, an old page's route chunk may be gone; React Router then reloads the current page.
// We remember where the visitor was going and finish that navigation as a full page load.
if (!followIntendedNavigation()) {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  });
  rememberIntendedNavigation();
}
