import { useEffect } from "react";
import { useScriptMarker } from "~/components/layout/document-only";

/**
 * Adds the page's blank stand-in for Noto Sans CJK (docs/decisions/200-one-first-view-font-file.md): the font its
 * script's sheet carries as `--cjk-blank-font` (app/styles/fonts-sc.css etc.), under the family `--cjk-blank-family`.
 * A face made from bytes is loaded at once, so the first layout already has Noto's advances on a device without a CJK
 * font; as an @font-face with a data: URL it loaded after the first layout when the processor was busy. Sent as a small
 * inline script in the head, after the sheets (it reads them), and run again by React when client navigation brings a
 * region with another script. Sent as its own source text, so it must not use anything from outside its body.
 */
export function addBlankFont(): void {
  const style = getComputedStyle(document.documentElement);
  const family = style.getPropertyValue("--cjk-blank-family").trim().replace(/^"|"$/g, "");
  const data = /base64,([A-Za-z0-9+/=]+)/.exec(style.getPropertyValue("--cjk-blank-font"))?.[1];
  if (!family || !data || [...document.fonts].some((face) => face.family === family)) return;
  document.fonts.add(
    new FontFace(
      family,
      Uint8Array.from(atob(data), (char) => char.charCodeAt(0)),
    ),
  );
}

export function BlankFont({ script }: { script: string }) {
  const scriptMarker = useScriptMarker();
  useEffect(() => addBlankFont(), [script]);
  // The render's mark: the server hashes this script into the page's CSP.
  return <script nonce={scriptMarker} dangerouslySetInnerHTML={{ __html: `(${addBlankFont.toString()})()` }} />;
}
