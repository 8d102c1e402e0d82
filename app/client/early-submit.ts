// Submits made before the page hydrates (docs/decisions/060-module-preloads-out-of-head.md). Scripts load after the first paint, so a
// visitor can type an address and press Enter before React listens. A form the script handles has no `action` (the
// newsletter box, the login and account forms): sent by the browser itself, it reloaded the page and lost what was
// typed, and as a GET it put the fields, a password among them, in the address bar, the history and the server's logs.
// The head of every hydrated page holds such a submit until React has hydrated, which then sends it (the root layout).
// The forms are also `method="post"`, so that with no script at all their fields never reach an address.

interface HeldSubmit {
  form: HTMLFormElement;
  submitter: HTMLElement | null;
}

declare global {
  interface Window {
    __heldSubmit?: HeldSubmit;
  }
}

/**
 * Sent as an inline script in the head (its own source text, so it must not use anything from outside its body): until
 * the document is hydrated, a submit of a form without an action is stopped and kept, the last one winning.
 */
export function holdEarlySubmits(): void {
  const root = document.documentElement;
  document.addEventListener(
    "submit",
    (event) => {
      const form = event.target;
      if (root.dataset.hydrated || !(form instanceof HTMLFormElement) || form.hasAttribute("action")) return;
      // React's own listener, on the same document, hears of it once, when it is sent again.
      event.preventDefault();
      event.stopImmediatePropagation();
      window.__heldSubmit = { form, submitter: (event as SubmitEvent).submitter };
    },
    true,
  );
}

/** Once hydrated: sends the submit held before, as its button would have, if the form is still on the page. */
export function releaseHeldSubmit(): void {
  const held = window.__heldSubmit;
  delete window.__heldSubmit;
  if (!held?.form.isConnected) return;
  const submitter =
    held.submitter?.isConnected && held.submitter.getAttribute("type") === "submit" ? held.submitter : null;
  held.form.requestSubmit(submitter);
}
