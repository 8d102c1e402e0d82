import { useEffect } from "react";
import {
  Link,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  isRouteErrorResponse,
  redirect,
  useLocation,
  useMatches,
  useRouteLoaderData,
  type ShouldRevalidateFunctionArgs,
} from "react-router";
import { holdEarlySubmits, releaseHeldSubmit } from "~/client/early-submit";
import { attachFadeIn } from "~/client/fade-in";
import { Analytics } from "~/components/layout/Analytics";
import { BlankFont } from "~/components/layout/BlankFont";
import { ConsentBanner } from "~/components/layout/ConsentBanner";
import { isDocumentOnly, useScriptMarker, useStaticShellScript } from "~/components/layout/document-only";
import { FIRST_VIEW_FAMILIES, FONT_STYLESHEETS, REST_FONT_STYLESHEETS } from "~/components/layout/fonts";
import { LiveSchedule } from "~/components/layout/LiveSchedule";
import { PreviewBar } from "~/components/layout/PreviewBar";
import { FirstViewFonts, RestFonts } from "~/components/layout/RestFonts";
import { RouteScroll } from "~/components/layout/RouteScroll";
import { SiteFooter } from "~/components/layout/SiteFooter";
import { SiteHeader } from "~/components/layout/SiteHeader";
import { matchedStylesheets, stylesheets } from "~/components/layout/stylesheet";
import { Stylesheet } from "~/components/layout/Stylesheets";
import { PopupHost } from "~/components/ui/PopupHost";
import { ServerClockProvider } from "~/components/ui/ServerClock";
import { pageByPath } from "~/content/pages";
import { requestContent } from "~/request/content.server";
import { draftPreviewContext } from "~/request/draft-preview.server";
import { firstViewFonts } from "~/request/first-view-fonts.server";
import { refusedPreviewLink } from "~/request/preview-link-answer.server";
import { cacheRenderInstant } from "~/request/render-instant.server";
import {
  NO_STORE,
  previewLinkCheckContext,
  previewTokenCheckContext,
  requestTimeContext,
  resolveRequestTime,
} from "~/request/request-time.server";
import { publicOrigin, siteSettings } from "~/request/site-settings.server";
import { cnHostSwap, cnPrefixRedirect } from "~/rules/host-swap";
import { jsonLdText } from "~/rules/json-ld-text";
import { resolveRegion } from "~/rules/regions";
import appStylesHref from "~/styles/app.css?url";
import { layoutData } from "~/views/layout.server";
import { nextScheduleChange, previewBar } from "~/views/schedule-events.server";
import type { Route } from "./+types/root";

export const middleware: Route.MiddlewareFunction[] = [
  async ({ request, url, context }, next) => {
    // /cn/... is the default region spelled out: its one address has no prefix.
    const unprefixed = cnPrefixRedirect(url);
    if (unprefixed) throw redirect(unprefixed, 301);
    const settings = siteSettings(context);
    const swapped = cnHostSwap(url, settings.cnHost ?? undefined, settings.comHost ?? undefined);
    if (swapped) throw redirect(swapped, 301);
    const checkToken = context.get(previewTokenCheckContext);
    // A page rendered for the page cache renders at its segment's instant (app/request/render-instant.server.ts).
    const clock = () => new Date(cacheRenderInstant() ?? Date.now());
    // A signed preview link (studio/preview-links.server.ts) previews its instant without the token; an expired or
    // altered one, or one whose draft was discarded or published since, renders nothing.
    const linkCheck = context.get(previewLinkCheckContext) ?? undefined;
    const { previewToken, publicOrigin } = settings;
    let time = await resolveRequestTime(request, clock, previewToken ?? undefined, checkToken, linkCheck, publicOrigin);
    if (time.refusedLink) return refusedPreviewLink(time.refusedLink, time.linkCookie);
    // A studio draft preview (the server checked its credentials: app/request/draft-preview.server.ts) is a preview at
    // any instant, without the preview token, and always a preview: its answers are never stored.
    const draft = context.get(draftPreviewContext);
    if (draft && !time.preview)
      time = {
        ...(await resolveRequestTime(request, clock, "draft", async () => true, undefined, publicOrigin)),
        preview: true,
        ...(time.linkCookie ? { linkCookie: time.linkCookie } : {}),
      };
    context.set(requestTimeContext, time);
    const response = await next();
    if (time.setCookie) response.headers.append("Set-Cookie", time.setCookie);
    if (time.linkCookie) response.headers.append("Set-Cookie", time.linkCookie);
    // Whatever any cache rule concluded before: a preview answer is never stored by anyone.
    if (time.preview) response.headers.set("Cache-Control", NO_STORE);
    return response;
  },
];

export async function loader({ url, context }: Route.LoaderArgs) {
  const content = requestContent(context);
  const { region } = resolveRegion(url.pathname);
  const { now, preview } = context.get(requestTimeContext);
  const draft = context.get(draftPreviewContext);
  const pageKey = pageByPath(content, resolveRegion(url.pathname).pagePath);
  const firstView = region.script === "latin" ? null : firstViewFonts(url.pathname);
  return {
    ...layoutData(content, region.code, now, publicOrigin(context, url)),
    now: now.getTime(),
    // The next boundary of the region's schedule: an open page moves to its next state then (LiveSchedule).
    nextChange: nextScheduleChange(content, region.code, now),
    // The few CJK characters the page's first view shows, preloaded (scripts/fonts/first-view.mjs).
    firstViewFaces: firstView?.faces ?? [],
    // Its Latin letters' cut of Inter, inline (CJK pages only: a Latin page's data, and so its HTML, is as it was).
    ...(firstView?.interSheet ? { firstViewInterSheet: firstView.interSheet } : {}),
    preview,
    // Previews only (never cached, never shown to visitors): the instant and the page's neighbouring boundaries.
    previewBar: preview ? previewBar(content, region.code, pageKey, now, draft) : null,
  };
}

// The shell only changes with the region, or when the query (a preview instant) changes; while previewing, the bar's
// boundaries belong to the page, so every navigation reloads it.
export function shouldRevalidate({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  const previewing = typeof document !== "undefined" && document.querySelector("[data-preview-bar]") !== null;
  return (
    defaultShouldRevalidate ||
    previewing ||
    resolveRegion(currentUrl.pathname).region.code !== resolveRegion(nextUrl.pathname).region.code
  );
}

export const links: Route.LinksFunction = () => [{ rel: "icon", href: "/brand/favicon.svg", type: "image/svg+xml" }];
export const handle = stylesheets(appStylesHref);

export function meta({ error, loaderData }: Route.MetaArgs) {
  if (!error || !loaderData) return [];
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return [
    { title: `${notFound ? loaderData.ui.notFoundTitle : loaderData.ui.errorTitle} | ${loaderData.brand.name}` },
    { name: "robots", content: "noindex" },
  ];
}

// The head's early-submit script, as its own source text: made once, not at every render.
const EARLY_SUBMIT_SCRIPT = `(${holdEarlySubmits.toString()})()`;

export function Layout({ children }: { children: React.ReactNode }) {
  const shell = useRouteLoaderData<typeof loader>("root");
  const matches = useMatches();
  // A document-only first load (components/layout/document-only.ts) is decided by the server render (the only one with
  // the shell script's writer); in the browser React only renders after a hydrated first load, so it always keeps its
  // scripts.
  const staticShellScript = useStaticShellScript();
  const scriptMarker = useScriptMarker();
  const documentOnly = staticShellScript !== null && shell !== undefined && isDocumentOnly(matches);
  // Marks the document interactive once React has hydrated it (browser tests wait for it before using controls), then
  // sends a form submitted before (client/early-submit.ts).
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
    releaseHeldSubmit();
  }, []);
  // Fade-in on entering the view (client/fade-in.ts) for what each page, or a revalidation, rendered.
  const location = useLocation();
  useEffect(() => attachFadeIn(document), [location.key, shell?.now]);
  return (
    <html lang={shell?.region.locale ?? "zh-CN"} dir="ltr">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0b0d12" />
        <Meta />
        {/* A hydrated page's forms wait for React (client/early-submit.ts); the document-only home has none. The render's
            mark: the server hashes this script into the page's CSP. */}
        {documentOnly ? null : (
          <script nonce={scriptMarker} dangerouslySetInnerHTML={{ __html: EARLY_SUBMIT_SCRIPT }} />
        )}
        {/* @font-face rules are inlined like the other stylesheets: the CJK sheets declare only the subsets our texts use
            (6-12 KB gzip, scripts/vite/cjk-fonts.ts). */}
        {shell ? <Stylesheet href={FONT_STYLESHEETS[shell.region.script]} /> : null}
        {shell?.firstViewInterSheet ? <Stylesheet href={shell.firstViewInterSheet} /> : null}
        {matchedStylesheets(matches).map((href) => (
          <Stylesheet key={href} href={href} />
        ))}
        <Links />
        {/* Reads the font sheet: after every stylesheet. */}
        {shell && FIRST_VIEW_FAMILIES[shell.region.script] ? <BlankFont script={shell.region.script} /> : null}
        {/* After the route's links: the hero image's preload starts first, the LCP element of most pages. */}
        {shell && FIRST_VIEW_FAMILIES[shell.region.script] ? (
          <FirstViewFonts family={FIRST_VIEW_FAMILIES[shell.region.script]!} faces={shell.firstViewFaces} />
        ) : null}
        {shell?.previewBar ? <meta name="robots" content="noindex" /> : null}
        {shell ? (
          <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdText(shell.organization) }} />
        ) : null}
      </head>
      <body
        data-region={shell?.region.code}
        data-locale={shell?.region.locale}
        data-currency={shell?.region.currency}
        data-script={shell?.region.script}
      >
        {shell ? (
          <ServerClockProvider serverNow={shell.now}>
            <a className="skip-link" href="#main">
              {shell.ui.skipToContent}
            </a>
            <SiteHeader shell={shell} />
            <main id="main" tabIndex={-1}>
              {children}
            </main>
            <SiteFooter shell={shell} />
            {shell.previewBar ? <PreviewBar bar={shell.previewBar} /> : null}
            <PopupHost />
            {shell.consent.mode !== "none" && shell.consent.words ? (
              <ConsentBanner
                mode={shell.consent.mode}
                words={shell.consent.words}
                privacyHref={shell.consent.privacyHref}
              />
            ) : null}
            <Analytics
              region={shell.region.code}
              language={shell.region.language}
              consent={{ mode: shell.consent.mode, controller: shell.consent.controller }}
            />
            {REST_FONT_STYLESHEETS[shell.region.script] ? (
              <RestFonts href={REST_FONT_STYLESHEETS[shell.region.script]!} />
            ) : null}
            <RouteScroll />
            <LiveSchedule nextChange={shell.nextChange} />
          </ServerClockProvider>
        ) : (
          <main id="main">{children}</main>
        )}
        {documentOnly && shell && staticShellScript ? (
          <script
            nonce={scriptMarker}
            dangerouslySetInnerHTML={{
              __html: staticShellScript({
                region: shell.region.code,
                language: shell.region.language,
                openMenu: shell.ui.openMenu,
                closeMenu: shell.ui.closeMenu,
                now: shell.now,
                nextChange: shell.nextChange,
                consent: { mode: shell.consent.mode, controller: shell.consent.controller },
              }),
            }}
          />
        ) : (
          <>
            <ScrollRestoration />
            <Scripts />
          </>
        )}
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const shell = useRouteLoaderData<typeof loader>("root");
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  if (!shell) {
    return (
      <section className="status-page">
        <h1>{notFound ? "404" : "Error"}</h1>
      </section>
    );
  }
  const homeHref = shell.region.prefix || "/";
  return (
    <section className="status-page" aria-labelledby="status-title">
      <p className="status-page__code">{notFound ? 404 : 500}</p>
      <h1 id="status-title">{notFound ? shell.ui.notFoundTitle : shell.ui.errorTitle}</h1>
      <p>{notFound ? shell.ui.notFoundText : shell.ui.errorText}</p>
      <Link className="button button--primary" to={homeHref}>
        {shell.ui.backHome}
      </Link>
    </section>
  );
}
