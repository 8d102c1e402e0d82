// The content document a request renders with, in its router context: the published version, or a draft for a studio
// preview, chosen once by the server when the request starts (server/create-app.ts) and never switched while it renders, so a
// publish during a render never mixes two versions in one page. Loaders read it here and pass it on: to view builders,
// which pass the facts a rule needs to that rule.
import { createContext, type RouterContextProvider } from "react-router";
import type { ContentDocument } from "~/content/document";

export const contentContext = createContext<ContentDocument>();

/** The request's content document. */
export function requestContent(context: Readonly<RouterContextProvider>): ContentDocument {
  return context.get(contentContext);
}
