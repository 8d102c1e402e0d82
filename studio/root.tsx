// The studio's document: its own shell (no shop header, footer, consent or analytics), its stylesheets (the shop's
// app.css for the site's look, then its own), never indexed and never stored by any cache.
import { useEffect } from "react";
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  isRouteErrorResponse,
  useRouteError,
  type LinksFunction,
  type MetaFunction,
  type MiddlewareFunction,
} from "react-router";
import appStylesHref from "~/styles/app.css?url";
import { noStore } from "./guard.server";
import studioStylesHref from "./studio.css?url";

export const middleware: MiddlewareFunction<Response>[] = [noStore];

export const links: LinksFunction = () => [
  { rel: "icon", href: "/brand/favicon.svg", type: "image/svg+xml" },
  { rel: "stylesheet", href: appStylesHref },
  { rel: "stylesheet", href: studioStylesHref },
];

// Screens name themselves; an error page (a path that is no screen) is just the studio's.
export const meta: MetaFunction = () => [{ title: "Studio | Mechaforge Studio" }];

export function Layout({ children }: { children: React.ReactNode }) {
  // Marks the document interactive once React has hydrated it (browser tests wait for it before using controls).
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
  }, []);
  return (
    <html lang="en" dir="ltr">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex" />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary() {
  const error = useRouteError();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const message =
    isRouteErrorResponse(error) && typeof error.data === "object" && error.data && "message" in error.data
      ? String(error.data.message)
      : null;
  return (
    <main id="main" className="studio-main">
      <section className="status-page">
        <h1>{status === 404 ? "404" : "Error"}</h1>
        {message ? <p>{message}</p> : null}
      </section>
    </main>
  );
}
