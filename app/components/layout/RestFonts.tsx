import { useEffect } from "react";
import { useScriptMarker } from "~/components/layout/document-only";

/**
 * Loads the site's CJK font sheet after the page has loaded, when the visitor first scrolls or acts, or five seconds
 * later: its faces stay out of the first view's downloads and main-thread work, which the preloaded
 * first-view faces serve. Sent as a small inline script (the document-only home runs no
 * React) and run again by React when client navigation brings a region with another script. Sent as its own source
 * text, so it must not use anything from outside its body.
 */
export function loadRestFonts(href: string): void {
  const events = ["scroll", "pointerdown", "keydown", "touchstart"];
  let timer: number | undefined;
  const add = () => {
    window.clearTimeout(timer);
    for (const type of events) window.removeEventListener(type, add);
    if (document.querySelector(`link[data-rest-fonts="${href}"]`)) return;
    const link = document.createElement("link");
    link.rel = "stylesheet";
    link.href = href;
    link.dataset.restFonts = href;
    document.head.appendChild(link);
  };
  // What lies below the first view is needed once the visitor moves; a still page gets it a few seconds after load,
  // when decoding it no longer competes with the first view.
  const wait = () => {
    for (const type of events) window.addEventListener(type, add, { once: true, passive: true });
    timer = window.setTimeout(add, 5000);
  };
  if (document.readyState === "complete") wait();
  else window.addEventListener("load", wait, { once: true });
}

export function RestFonts({ href }: { href: string }) {
  const scriptMarker = useScriptMarker();
  useEffect(() => loadRestFonts(href), [href]);
  // The render's mark: the server hashes this script into the page's CSP.
  return (
    <script
      nonce={scriptMarker}
      dangerouslySetInnerHTML={{ __html: `(${loadRestFonts.toString()})(${JSON.stringify(href)})` }}
    />
  );
}

export interface FirstViewFace {
  href: string;
  range: string;
}

/**
 * Starts loading the first view's faces (the CJK cut and the inline cut of Inter: the families named "… First") while the
 * head is parsed. A face otherwise starts when the first layout asks for it, and its arrival lays the whole page out a
 * second time (a full layout after the first paint: Total Blocking Time on a phone). Sent as its own source text, like
 * the scripts above.
 */
export function loadFirstViewFaces(): void {
  for (const face of document.fonts) if (face.family.endsWith(" First")) face.load().catch(() => undefined);
}

/** The page's first-view faces: preloaded, and declared as a static regular instance (bold is synthesised). */
export function FirstViewFonts({ family, faces }: { family: string; faces: FirstViewFace[] }) {
  const scriptMarker = useScriptMarker();
  if (faces.length === 0) return null;
  const css = faces
    .map(
      (face) =>
        `@font-face{font-family:"${family}";font-style:normal;font-weight:400;font-display:swap;` +
        `src:url(${face.href}) format("woff2");unicode-range:${face.range}}`,
    )
    .join("");
  return (
    <>
      {faces.map((face) => (
        <link key={face.href} rel="preload" as="font" type="font/woff2" crossOrigin="anonymous" href={face.href} />
      ))}
      <style dangerouslySetInnerHTML={{ __html: css }} />
      <script nonce={scriptMarker} dangerouslySetInnerHTML={{ __html: `(${loadFirstViewFaces.toString()})()` }} />
    </>
  );
}
