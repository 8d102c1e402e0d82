import { createContext, useContext } from "react";

type CssText = (href: string) => string | undefined;

const CssTextContext = createContext<CssText | undefined>(undefined);

/** Given by the server entry: reads built stylesheets so that the first page carries them inline. */
export const CssTextProvider = CssTextContext.Provider;

/**
 * One stylesheet as a React 19 resource (`precedence`, hoisted into <head>, deduplicated by href). The server inlines it
 * as <style data-href>; in the browser that element is adopted as it is, and a stylesheet the page did not carry (client
 * navigation to another kind of page) is loaded as a <link>, which React waits for before showing the new page.
 */
export function Stylesheet({ href, inline = true }: { href: string; inline?: boolean }) {
  const cssText = useContext(CssTextContext);
  if (typeof document === "undefined") {
    const text = inline ? cssText?.(href) : undefined;
    if (text !== undefined) {
      return (
        <style href={href} precedence="default">
          {text}
        </style>
      );
    }
  } else if (document.querySelector(`style[data-href~="${CSS.escape(href)}"]`)) {
    return (
      <style href={href} precedence="default">
        {""}
      </style>
    );
  }
  return <link rel="stylesheet" href={href} precedence="default" />;
}
