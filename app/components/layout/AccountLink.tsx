import { useSyncExternalStore } from "react";
import { sessionNamespace } from "~/api/session";
import { useScriptMarker } from "~/components/layout/document-only";
import { ContentLink } from "~/components/ui/ContentLink";
import { ACCOUNT_LINK_SCRIPT, SESSION_CHANGE_EVENT, hasStoredSession } from "~/rules/account-link";
import type { RegionCode } from "~/rules/regions";

function subscribe(onChange: () => void) {
  window.addEventListener("storage", onChange);
  window.addEventListener(SESSION_CHANGE_EVENT, onChange);
  return () => {
    window.removeEventListener("storage", onChange);
    window.removeEventListener(SESSION_CHANGE_EVENT, onChange);
  };
}

/**
 * The header's account link: "Account" for everyone in the server's document, "My account" once the browser holds a
 * session (the inline script marks it before the first paint; React follows after hydration and on sign-in/out). Both
 * labels share one grid cell, so the link keeps its width: no layout shift; the hidden one is out of the a11y tree.
 */
export function AccountLink(props: {
  region: RegionCode;
  prefix: string;
  link: string;
  label: string;
  signedInLabel: string;
  className: string;
}) {
  const namespace = sessionNamespace(props.region);
  const scriptMarker = useScriptMarker();
  const signedIn = useSyncExternalStore(
    subscribe,
    () => hasStoredSession(localStorage, namespace),
    () => false,
  );
  return (
    <>
      <ContentLink
        prefix={props.prefix}
        link={props.link}
        className={`${props.className} account-link`}
        data-session-scope={namespace}
        data-signed-in={signedIn ? "" : undefined}
        data-testid="account-link"
        suppressHydrationWarning
      >
        <span className="account-link__labels">
          <span className="account-link__label--anonymous">{props.label}</span>
          <span className="account-link__label--signed-in">{props.signedInLabel}</span>
        </span>
      </ContentLink>
      {/* The render's mark: the server hashes this script into the page's CSP. */}
      <script nonce={scriptMarker} dangerouslySetInnerHTML={{ __html: ACCOUNT_LINK_SCRIPT }} />
    </>
  );
}
