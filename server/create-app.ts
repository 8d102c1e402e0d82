// The shop's request handling, made from explicit settings: createApp(settings) builds the Express router, the page
// cache's hit path, the runtime and what they share. Importing this module does nothing (no database, no environment,
// no timer, no thread); server/app.ts reads the environment once and calls it. Order matters: the cheap refusals (bad
// Host, oversized bodies and paths, methods) come first, then the one rate-limit policy in front of every request that
// changes something, then the API, the operator endpoints and the pages.
import { existsSync } from "node:fs";
import type { IncomingMessage, ServerResponse } from "node:http";
import path from "node:path";
import { pathToFileURL } from "node:url";
import express from "express";
import pg from "pg";
import proxyAddr from "proxy-addr";
import { RouterContextProvider, createRequestHandler, type ServerBuild } from "react-router";
import { adminGuard, adminRouter } from "~/api/admin.server";
import { DEFAULT_ADDRESS_CALL_FLOOR_MS } from "~/api/answer-floor.server";
import { clientKey } from "~/api/client-address.server";
import {
  clientAddress,
  createLimiterSource,
  createRateLimitStore,
  createRenderBudget,
  rateLimitPolicy,
  rendersPerMinuteFromEnv,
  rateLimitsFromEnv,
  rateVerdict,
  type RateVerdict,
} from "~/api/rate-limit.server";
import { createApiRouter, answerApiError } from "~/api/router.server";
import { serverApiDeps } from "~/api/server-deps.server";
import { createSignInThrottle, signInThrottleContext } from "~/api/sign-in-throttle.server";
import type { ContentDocument } from "~/content/document";
import { databaseContext } from "~/data/context";
import { outboxWaiting, queueMail } from "~/data/outbox.server";
import { devMailRouter } from "~/mail/dev-mail.server";
import { mailConfigFromEnv } from "~/mail/mail-config.server";
import {
  clientAddressContext,
  mailerContext,
  mailerOptions,
  startMailer,
  type Mailer,
  type RunningMailer,
} from "~/mail/mailer.server";
import { contentContext } from "~/request/content.server";
import { takeDocument } from "~/request/document-render.server";
import { TOKEN_DRAFT_PREVIEW, draftPreviewContext, type DraftPreview } from "~/request/draft-preview.server";
import { log, logExpected } from "~/request/log.server";
import { rateLimitContext } from "~/request/page-action.server";
import { onPublishedContent, publishedContent } from "~/request/published-content.server";
import { RELEASE_ID, SERVER_DIR } from "~/request/release.server";
import {
  previewLinkCheckContext,
  previewTokenCheckContext,
  type PreviewLinkCheck,
} from "~/request/request-time.server";
import { createSecretChecks } from "~/request/secret-checks.server";
import { siteSettingsContext, type SiteSettings } from "~/request/site-settings.server";
import { resolveRegion } from "~/rules/regions";
import { createDatabases, databaseConfigFromEnv, poolMaxFromEnv } from "../database/client.server";
import { reportDatabaseFailure } from "../database/outage.server";
import { createStudioDatabase, studioConnectionFromEnv } from "../database/studio.server";
import {
  ContentNotFoundError,
  draftDocument,
  draftPreviews,
  previewLinkChecks,
  startContentSync,
  type ContentSync,
} from "../studio/port.server";
import { createCachedHandler, pageRequestOf, type ContentChoice } from "./cached-handler";
import { allowedHostsFromEnv, localHosts, secretFromEnv, trustProxyFromEnv, type TrustProxy } from "./config";
import { createThreadedFinisher } from "./document-finish";
import { prepareRendered, responseHeaderPairs } from "./document-headers";
import { parseEnv, type EnvVars, type ServerEnv } from "./env";
import { addressedHost, requestUrl, toFetchRequest, writeFetchResponse } from "./express-fetch";
import { createLegalGate } from "./legal-gate";
import { serveMedia } from "./media";
import { mailEvents, metricsText, recordRender, setMetricsSources } from "./metrics";
import { DEFAULT_PAGE_CACHE_OPTIONS, NO_STORE, PageCache } from "./page-cache";
import {
  MAX_PAGE_PATH_LENGTH,
  isOversizedPath,
  limitDeclaredBody,
  notFoundStandIn,
  pageMethods,
  readPageBody,
  refuseCrossSitePosts,
  requireValidHost,
} from "./request-guards";
import { startRuntime as startServerRuntime, type ServerRuntime } from "./runtime";
import { isStudioPath, mountStudio } from "./studio-mount";

/** What the app is made from: the environment's variables, validated (server/env.ts), and as the text they were. */
export interface AppSettings {
  env: ServerEnv;
  /** The same variables as text, for the readers that take them so (databases, mail, rate limits, token lifetimes). */
  vars: EnvVars;
}

/** Settings from variables given explicitly (tests, tools): validated as the server's environment is. */
export function appSettings(vars: EnvVars): AppSettings {
  return { env: parseEnv(vars), vars };
}

/** The app server/http-server.ts serves: the Express router, the hit path before it, and what the pipeline asks. */
export interface ShopApp {
  /** Express's part: guards, the API, operator endpoints, the studio's mount and the pages. */
  app: express.Router;
  /** TRUST_PROXY: whether a peer is one of the proxies in front (server/http-server.ts gives it to Express too). */
  trustsProxy: TrustProxy;
  /**
   * Whether /readyz may tell this request each scope's state (the database's address, the driver's error): to the
   * admin token only, checked as every admin token is (wrong guesses counted per client; server/pipeline.ts asks).
   */
  showsReadinessDetails(req: IncomingMessage): Promise<boolean>;
  /**
   * Called once before the server listens: takes the data directory's lock (throws DataDirLockedError); the runtime
   * opens the databases.
   */
  startRuntime(): ServerRuntime;
  /**
   * The page cache's hit path, after the pipeline's stages and before Express: a GET or HEAD of a cached page is written
   * from its stored bytes and headers (security headers included); anything else returns false and goes through Express.
   */
  serveCachedPage(req: IncomingMessage, res: ServerResponse): boolean;
  /**
   * A document GET or HEAD of a page: the page handler answers it in the encoding it chose (a stored variant, or the
   * render compressed once: server/cached-handler.ts), as the hit path does, so server/http-server.ts keeps Express's
   * compression away from it (which would deflate a document for a client that accepts only deflate, and add Vary to a
   * plain refusal). Loader data, forms, the API, operator paths, files, and targets that need Express's own parsing
   * keep the compression middleware.
   */
  choosesOwnEncoding(req: IncomingMessage): boolean;
}

/** React Router's server build (the bench's renderToString reference loads it too: scripts/bench/render-reference.mjs). */
export const loadServerBuild = async () =>
  (await import("virtual:react-router/server-build")) as unknown as ServerBuild;

/** How long an answer to a client over its render budget waits (its connection then sends nothing else). */
const REFUSAL_PAUSE_MS = 1_000;

/** The client spent its budget of uncached renders (RATE_LIMIT_RENDERS_PER_MINUTE). */
class RenderBudgetSpent extends Error {
  constructor(readonly retryAfter: number) {
    super("render budget spent");
  }
}

/** What pages need of the deployment's settings, in every request's router context (app/request/site-settings.server.ts). */
export function siteSettingsOf(env: ServerEnv): SiteSettings {
  return {
    publicOrigin: env.PUBLIC_ORIGIN ?? null,
    cnHost: env.CN_HOST ?? null,
    comHost: env.COM_HOST ?? null,
    previewToken: env.PREVIEW_TOKEN ?? null,
    accountCallFloorMs: env.ACCOUNT_CALL_FLOOR_MS ?? DEFAULT_ADDRESS_CALL_FLOOR_MS,
  };
}

/** Where the shop's and the studio's migrations are (MIGRATIONS_DIR, STUDIO_MIGRATIONS_DIR). */
function migrationsFolders(env: ServerEnv) {
  return {
    shop: path.resolve(env.MIGRATIONS_DIR || "database/migrations"),
    studio: path.resolve(env.STUDIO_MIGRATIONS_DIR || "database/studio-migrations"),
  };
}

/**
 * The app, made from `settings`. Throws ConfigError for a refused setting (server/config.ts) before it makes anything.
 * Makes the databases' handles without opening them (the runtime opens every scope at start), the rate-limit pool
 * (connects on first use), the document thread, and loads the studio's and React Router's builds.
 */
export async function createApp(settings: AppSettings): Promise<ShopApp> {
  const { env, vars } = settings;
  // Settings checked at start (server/config.ts): server/index.ts refused them before, this is for any other caller.
  const trustsProxy = trustProxyFromEnv(vars.TRUST_PROXY);
  // Staff secrets of less than 32 bytes of entropy are refused at start in production (server/config.ts).
  secretFromEnv("PREVIEW_TOKEN", vars);
  secretFromEnv("ADMIN_TOKEN", vars);
  // The hosts this server answers for: the configured ones and, once it listens, its own local address (development
  // servers answer any host).
  const configuredHosts = allowedHostsFromEnv(vars);
  const development = env.NODE_ENV === "development";
  let ownHosts: string[] = [];
  function isAllowedHost(host: string): boolean {
    if (development) return true;
    const lower = host.toLowerCase();
    return configuredHosts.has(lower) || ownHosts.includes(lower);
  }

  /**
   * The one host check: the host a request addressed (addressedHost: X-Forwarded-Host behind a TRUST_PROXY proxy, else
   * Host), lower-cased, when this server answers for it; else the refusal's status, 400 without a host name, 421 for
   * a host it does not answer for. Express's guard (requireValidHost) and the cache's hit path ask it.
   */
  function checkHost(req: IncomingMessage): string | 400 | 421 {
    const host = addressedHost(req, trustsProxy);
    if (!host) return 400;
    return isAllowedHost(host) ? host : 421;
  }

  /** The client of a raw request, as Express's req.ip names it (the TRUST_PROXY proxies' X-Forwarded-For), as one key. */
  function clientOf(req: IncomingMessage): string {
    return clientKey(proxyAddr(req, (address) => trustsProxy(address)));
  }

  async function showsReadinessDetails(req: IncomingMessage): Promise<boolean> {
    const presented = /^Bearer (.+)$/.exec(req.headers.authorization ?? "")?.[1];
    if (!presented || !runtime) return false;
    return (await secretChecks.check(clientOf(req), presented, runtime.adminToken)).ok;
  }

  const poolMax = poolMaxFromEnv(env);
  const siteSettings = siteSettingsOf(env);
  const migrations = migrationsFolders(env);
  // The process's databases: the API's handlers get them in their deps, loaders and actions in their router context
  // (app/data/context.ts). One instance matters: two PGlite handles on one directory would corrupt it. Every scope is
  // opened and migrated at start (runtime.openDatabases), never on a visitor's request.
  const databaseConfig = databaseConfigFromEnv(vars);
  const databases = createDatabases(databaseConfig, {
    openOnDemand: false,
    poolMax,
    migrationsFolder: migrations.shop,
  });
  // The studio's scope (content versions). Opened with the others at start; the process then serves its
  // current content version and follows every publish (studio/content-sync.server.ts, through the port).
  const studio = createStudioDatabase(studioConnectionFromEnv(vars), {
    openOnDemand: false,
    poolMax,
    migrationsFolder: migrations.studio,
  });
  let contentSyncing: ContentSync | null = null;
  async function followContent(): Promise<void> {
    contentSyncing ??= await startContentSync({ studio, log });
  }
  setMetricsSources({
    pools: () => databases.poolStats(),
    serving: () => runtime?.serving() ?? false,
    outbox: async () =>
      Promise.all(
        databases.opened().map(async (scope) => ({ scope, ...(await outboxWaiting(await databases.get(scope))) })),
      ),
  });
  // Outgoing mail. The worker and the retention job start with the runtime (after the data-dir lock).
  const mailConfig = mailConfigFromEnv(vars);
  let runningMailer: RunningMailer | null = null;
  const mailer: Mailer = { queueOptions: mailerOptions(mailConfig), wake: () => runningMailer?.wake() };

  // Rate limits: shared through PostgreSQL when DATABASE_URL is set (several processes, one budget), else in memory.
  const rateLimitPool = env.DATABASE_URL
    ? new pg.Pool({
        connectionString: env.DATABASE_URL,
        max: Math.min(4, poolMax),
        connectionTimeoutMillis: 2_000,
        query_timeout: 2_000,
      })
    : null;
  rateLimitPool?.on("error", (error) => {
    if (!reportDatabaseFailure(error, ["rate-limit"])) logExpected("rate-limit idle client error", error);
  });
  // A checked-out client's error, which the pool does not hear (database/client.server.ts openPostgres).
  rateLimitPool?.on("connect", (client) =>
    client.on("error", (error) => void reportDatabaseFailure(error, ["rate-limit"])),
  );
  const rateLimitStore = rateLimitPool ? { pool: rateLimitPool } : undefined;
  const rateLimits = createRateLimitStore(rateLimitsFromEnv(vars), rateLimitStore);
  const apiDeps = serverApiDeps(
    databases,
    () => publishedContent().document,
    mailer,
    createSignInThrottle(rateLimitStore),
    vars,
  );
  // Which requests render a studio draft: signed preview links, and PREVIEW_TOKEN holders' `?draft=N` (the port).
  const draftPreviewHook = draftPreviews(TOKEN_DRAFT_PREVIEW);
  // A request's signed-link check, made once and shared by its draft choice and its root route (one look-up a request).
  const newLinkCheck = previewLinkChecks(studio);
  const linkChecks = new WeakMap<IncomingMessage, PreviewLinkCheck>();
  const linkCheckOf = (req: IncomingMessage) => {
    let check = linkChecks.get(req);
    if (!check) linkChecks.set(req, (check = newLinkCheck()));
    return check;
  };
  // Uncached GET renders per client (documents, loader data, 404s, previews): a flood of them can not starve cached pages.
  const renderBudget = createRenderBudget(rendersPerMinuteFromEnv(vars));
  // Wrong preview and admin tokens, counted per client on the same store.
  const secretChecks = createSecretChecks(createLimiterSource(rateLimitStore));

  // The document thread (server/document-finish.ts): hash CSP and compression of rendered documents off the main
  // thread. Built into the release's server files (build/server/document-worker.js); the development server, which has
  // no build, and DOCUMENT_THREAD=off finish documents inline. A release without it is a broken build: said at start.
  const documentWorker = path.join(SERVER_DIR, "document-worker.js");
  const hasDocumentWorker = existsSync(documentWorker);
  if (RELEASE_ID && env.DOCUMENT_THREAD !== false && !hasDocumentWorker)
    log.warn({ file: documentWorker }, "document thread script missing: documents are finished on the main thread");
  const documentFinisher =
    env.DOCUMENT_THREAD !== false && hasDocumentWorker ? createThreadedFinisher(pathToFileURL(documentWorker)) : null;

  let runtime: ServerRuntime | null = null;
  let releaseTimer: Promise<{ stop(): Promise<void> }> | null = null;

  function startRuntime(): ServerRuntime {
    if (runtime) return runtime;
    runtime = withOwnHosts(
      startServerRuntime(vars, env, {
        databases: apiDeps.databases,
        studio: { database: studio, follow: followContent },
        stoppers: [
          () => runningMailer?.stop() ?? Promise.resolve(),
          () => contentSyncing?.stop() ?? Promise.resolve(),
          async () => (await releaseTimer)?.stop(),
        ],
        closers: [
          ...(rateLimitPool ? [() => rateLimitPool.end()] : []),
          ...(documentFinisher ? [() => documentFinisher.close()] : []),
        ],
      }),
    );
    return runtime;
  }

  /** The runtime, which also learns the server's own local hosts when it listens. */
  function withOwnHosts(started: ServerRuntime): ServerRuntime {
    return {
      ...started,
      // The mail worker and retention job start once the databases are open (or being retried, for PostgreSQL).
      async openDatabases() {
        await started.openDatabases();
        // Scheduled releases: each process ticks; the database's row locks let one publish each (the studio's timer).
        releaseTimer ??= studioMount.app().then((studioApp) => studioApp.startReleases(log));
        runningMailer ??= startMailer(
          mailConfig,
          databases,
          databaseConfig,
          () => publishedContent().document,
          undefined,
          mailEvents,
        );
      },
      listening(url) {
        ownHosts = localHosts(Number(new URL(url).port || 80));
        started.listening(url);
      },
    };
  }

  // Behind a proxy that keeps its own Host header, PUBLIC_ORIGIN's host is an allowed origin for form posts (pages and
  // the studio alike).
  const publicHost = env.PUBLIC_ORIGIN ? new URL(env.PUBLIC_ORIGIN).host : null;

  // The studio (docs/decisions/332-studio-app.md): its own build, mounted under /studio behind the guards below; what it
  // shares with the shop at run time is what it is handed here.
  const studioMount = await mountStudio(
    {
      store: studio,
      throttle: apiDeps.signInThrottle,
      allowedOriginHosts: publicHost ? [publicHost] : [],
      policy: {
        development,
        reportUri: env.CSP_REPORT_URI ?? null,
        upgradeInsecureRequests: env.UPGRADE_INSECURE_REQUESTS === true,
      },
      contentChanged: async () => contentSyncing?.refresh(),
      renderPreview: renderDraftPage,
      // Through the us scope's outbox (its worker, retries and limits), in English as the whole studio is.
      async mailStaffUnlock(email, token, hours, client) {
        const options = mailer.queueOptions(publishedContent().document, client ?? undefined);
        const link = `${options.origin}/studio/sign-in?link=${encodeURIComponent(token)}`;
        const mail = { kind: "staff_unlock", to: email, region: "us", link, hours } as const;
        if (await queueMail(await databases.get("us"), mail, new Date(), options)) mailer.wake();
      },
      async mailStaffNotice(email, notice, path) {
        const options = mailer.queueOptions(publishedContent().document);
        const mail = {
          kind: "staff_notice",
          to: email,
          region: "us",
          notice,
          link: `${options.origin}${path}`,
        } as const;
        if (await queueMail(await databases.get("us"), mail, new Date(), options)) mailer.wake();
      },
    },
    development,
  );
  /** One of the studio's Express handlers (its JSON API, its operator endpoints). */
  function studioHandler(name: "api" | "contentAdmin" | "staffAdmin" | "backup") {
    return (req: express.Request, res: express.Response, next: express.NextFunction) => {
      studioMount.app().then((studioApp) => studioApp[name](req, res, next), next);
    };
  }

  const app = express.Router();
  app.use(
    requireValidHost(checkHost, (req, res, status) => answerApiError(publishedContent().document, req, res, status)),
  );
  // Development: the studio's Vite server (its modules, styles and HMR under /studio/).
  if (studioMount.devMiddleware) app.use(studioMount.devMiddleware);
  // The media library's images: public files, immutable, from the studio's database (server/media.ts).
  app.use("/media", serveMedia(studio));
  // Metrics on the main port, to the admin token (METRICS_PORT serves them on loopback without one).
  app.get(
    "/metrics",
    adminGuard({ token: () => runtime?.adminToken ?? null, checks: secretChecks, client: clientAddress }),
    async (_req, res, next) => {
      try {
        const { contentType, body } = await metricsText();
        res.set({ "Content-Type": contentType, "Cache-Control": "no-store" }).send(body);
      } catch (error) {
        next(error);
      }
    },
  );
  // Operators' content endpoints (a publish, a roll-back, content:export and content:import through a running
  // server). Before the body limit: an import carries every file of the content; the token is checked before any byte.
  const studioAdminGuard = adminGuard({
    token: () => runtime?.adminToken ?? null,
    checks: secretChecks,
    client: clientAddress,
  });
  app.use("/__admin/content", studioAdminGuard, studioHandler("contentAdmin"));
  app.get("/__admin/backup/studio", studioAdminGuard, studioHandler("backup"));
  app.use(limitDeclaredBody((req, res) => answerApiError(publishedContent().document, req, res, 413)));
  app.use(rateLimitPolicy(rateLimits));

  // The JSON API. Pages never touch the databases, so they render even when one is unreachable (the API answers 503).
  app.use("/api", createApiRouter(apiDeps));
  // Staff accounts through the running server (npm run studio:user while it holds the embedded database).
  app.use("/__admin/studio", studioAdminGuard, studioHandler("staffAdmin"));
  // The studio's JSON API: staff session and CSRF token, calls from the studio's own origin, never cached.
  app.use("/studio/api", studioHandler("api"));
  // Operators: the subscribers export of a running server (npm run subscribers:export uses it), a subscription lookup,
  // the tables naming an address, and newsletters.
  app.use(
    "/__admin",
    adminRouter(
      apiDeps.databases,
      { token: () => runtime?.adminToken ?? null, checks: secretChecks, client: clientAddress },
      { mailer, content: () => publishedContent().document },
    ),
  );
  // Development without SMTP_URL: the mail the maildir received.
  if (development && !mailConfig.smtpUrl) app.use("/__dev/mail", devMailRouter(mailConfig.maildir));

  // Pages: React Router behind the page cache. PAGE_CACHE=off renders every request (benchmarks, debugging).
  // The build as an object, not a function: React Router derives its route tables from a function's build on every
  // request. The development server's is a function: each request then renders the routes as they are now edited.
  const withOrigins = (build: ServerBuild) => (publicHost ? { ...build, allowedActionOrigins: [publicHost] } : build);
  const handleRequest = development
    ? createRequestHandler(async () => withOrigins(await loadServerBuild()), env.NODE_ENV)
    : createRequestHandler(withOrigins(await loadServerBuild()), env.NODE_ENV);
  /** React Router's render, timed for the metrics (page_render_duration_seconds). */
  async function renderPage(request: Request, context: RouterContextProvider): Promise<Response> {
    const start = performance.now();
    try {
      return await handleRequest(request, context);
    } finally {
      recordRender((performance.now() - start) / 1000);
    }
  }
  const pageCache = env.PAGE_CACHE === false ? null : new PageCache(DEFAULT_PAGE_CACHE_OPTIONS);
  /** The published content as the page cache chooses it: its version is part of every page's key. */
  const publishedChoice = (): ContentChoice => {
    const { key, document } = publishedContent();
    return { key, document };
  };
  let published = publishedChoice();
  // Regions whose legal facts are samples, refused at a public origin in production (server/legal-gate.ts).
  const legalGate = createLegalGate(
    { nodeEnv: env.NODE_ENV, publicOrigin: env.PUBLIC_ORIGIN, serveSamples: env.LEGAL_SAMPLES === "serve" },
    log,
  );
  legalGate.install(published.document);
  // A publish: pages of the version before are never asked for again; they go at once, not at their expiry.
  onPublishedContent(() => {
    published = publishedChoice();
    legalGate.install(published.document);
    pageCache?.keepOnly(`${published.key} `);
  });
  /** The page's region may not be served here (its legal facts are samples): why, else null. */
  const legalRefusal = (url: URL) => legalGate.refusal(resolveRegion(url.pathname).region.code);
  const pages = createCachedHandler({
    cache: pageCache,
    clock: () => Date.now(),
    ...(documentFinisher ? { finish: documentFinisher.finish } : {}),
    renderUrl: renderForCache,
    content: () => published,
    // A request presenting draft-preview credentials is never answered from the cache; like a time preview's, what it
    // renders is stored only if it turns out to be none (a draft preview answers no-store: app/root.tsx).
    bypass: (request) => (draftPreviewHook.presents(request.url, request.headers) ? "preview" : null),
  });

  /** One page of a draft at an instant, rendered in process for the studio's operators' endpoint. */
  async function renderDraftPage({ draft, path: pagePath, at }: { draft: number; path: string; at?: Date }) {
    const document = await draftDocument(await studio.get(), draft);
    const url = new URL(pagePath, env.PUBLIC_ORIGIN ?? "http://localhost");
    if (at) url.searchParams.set("at", at.toISOString());
    const context = new RouterContextProvider();
    context.set(contentContext, document);
    context.set(databaseContext, databases);
    context.set(draftPreviewContext, { draft, label: `Draft ${draft}`, query: `draft=${draft}` });
    return renderPage(new Request(url.href, { headers: { accept: "text/html" } }), context);
  }

  /** A page the cache renders by itself (its next segment's, just before a boundary): an anonymous GET. */
  function renderForCache(url: URL, content: ContentDocument): Promise<Response> {
    const context = new RouterContextProvider();
    context.set(contentContext, content);
    context.set(databaseContext, databases);
    context.set(siteSettingsContext, siteSettings);
    return renderPage(new Request(url.href, { headers: { accept: "text/html" } }), context);
  }

  function serveCachedPage(req: IncomingMessage, res: ServerResponse): boolean {
    if (req.method !== "GET" && req.method !== "HEAD") return false;
    const url = edgeUrl(req);
    return url !== null && legalRefusal(url) === null && pages.serveHit(pageRequestOf(req, url), res);
  }

  /** The request URL as requestUrl() builds it, from the raw request (null when it needs Express's checks). */
  function edgeUrl(req: IncomingMessage): URL | null {
    const target = req.url ?? "";
    if (!target.startsWith("/") || target.startsWith("//") || target.length > MAX_PAGE_PATH_LENGTH) return null;
    const host = checkHost(req);
    if (typeof host !== "string") return null;
    const trusted = trustsProxy(req.socket.remoteAddress ?? "");
    const proto = req.headers["x-forwarded-proto"];
    const first = (Array.isArray(proto) ? proto[0] : proto)?.split(",")[0]?.trim();
    const protocol = trusted && first === "https" ? "https" : "http";
    try {
      const url = new URL(`${protocol}://${host}${target}`);
      // Dot segments, backslashes and the like are normalised by URL but not by Express's routing: those take Express's path.
      return url.pathname + url.search === target ? url : null;
    } catch {
      return null;
    }
  }

  app.use(pageMethods);
  app.use(refuseCrossSitePosts(publicHost ? [publicHost] : []));
  app.use(readPageBody);
  app.use(async (req, res, next) => {
    try {
      const url = requestUrl(req);
      const verdict = rateVerdict(res) ?? null;
      await (isStudioPath(url.pathname)
        ? answerStudioPage(req, res, url, verdict)
        : answerPage(req, res, url, verdict));
    } catch (error) {
      next(error);
    }
  });

  /**
   * Answers a page request (document, loader data, form post) on a plain node:http response: from the page cache, or by
   * rendering (the Express stack above; a hit may have been answered before Express, serveCachedPage).
   */
  function answerPage(req: IncomingMessage, res: ServerResponse, url: URL, verdict: RateVerdict | null): Promise<void> {
    return withinRenderBudget(req, res, () => answerPageWithinBudget(req, res, url, verdict));
  }

  /**
   * A page of the studio (its documents, loader data and forms): its own app renders it, with its own document and
   * Content-Security-Policy. Never cached: every answer is `private, no-store`, whatever the studio said.
   */
  function answerStudioPage(req: IncomingMessage, res: ServerResponse, url: URL, verdict: RateVerdict | null) {
    return withinRenderBudget(req, res, async () => {
      res.setHeader("X-Cache", "BYPASS");
      res.setHeader("Cache-Control", NO_STORE);
      if (isOversizedPath(url.pathname)) {
        res.writeHead(404, { "Content-Type": "text/plain; charset=utf-8" }).end("Not found");
        return;
      }
      const studioApp = await studioMount.app();
      const request = toFetchRequest(req, res, url);
      const answer = await budgeted(req, () =>
        studioApp.pages(request, { client: clientOf(req), rateLimit: verdict }),
      )();
      const headers = new Headers(answer.headers);
      headers.set("Cache-Control", NO_STORE);
      await writeFetchResponse(res, new Response(answer.body, { status: answer.status, headers }));
    });
  }

  /** Answers a request within the client's budget of uncached renders; over it, a plain 429 without a render. */
  async function withinRenderBudget(req: IncomingMessage, res: ServerResponse, answer: () => Promise<void>) {
    try {
      await answer();
    } catch (error) {
      if (!(error instanceof RenderBudgetSpent)) throw error;
      // Plain and cheap: no render. Form posts have their own budget (the forms tier) and never get here. Answered after
      // a pause: a flood's connections then send a request a second each instead of thousands (measured, bench/results.md).
      await new Promise((resolve) => setTimeout(resolve, REFUSAL_PAUSE_MS));
      if (res.destroyed) return;
      res.writeHead(429, {
        "Content-Type": "text/plain; charset=utf-8",
        "Cache-Control": NO_STORE,
        "Retry-After": String(error.retryAfter),
      });
      res.end(req.method === "HEAD" ? undefined : "Too Many Requests");
    }
  }

  /** Renders for a GET or HEAD spend from the client's render budget (thrown RenderBudgetSpent when it is spent). */
  function budgeted<Args extends unknown[]>(
    req: IncomingMessage,
    render: (...args: Args) => Promise<Response>,
  ): (...args: Args) => Promise<Response> {
    if (req.method !== "GET" && req.method !== "HEAD") return render;
    return async (...args) => {
      const wait = await renderBudget.spend(clientOf(req));
      if (wait > 0) throw new RenderBudgetSpent(wait);
      return render(...args);
    };
  }

  async function answerPageWithinBudget(
    req: IncomingMessage,
    res: ServerResponse,
    url: URL,
    verdict: RateVerdict | null,
  ): Promise<void> {
    // A path deeper or longer than any page: its 404 renders for a short stand-in (route matching is not linear).
    if (isOversizedPath(url.pathname)) {
      res.setHeader("Cache-Control", NO_STORE);
      if (url.pathname.endsWith(".data") || req.method !== "GET") {
        res.writeHead(404, { "Content-Type": "text/plain; charset=utf-8" }).end("Not found");
        return;
      }
      const rendered = await budgeted(req, (content: ContentDocument) =>
        renderPage(toFetchRequest(req, res, notFoundStandIn(url)), pageContext(req, url, content, null)),
      )(published.document);
      const { html, headers } = prepareRendered(
        responseHeaderPairs(res),
        rendered.headers,
        await takeDocument(rendered),
      );
      for (const [name, value] of headers) res.setHeader(name, value);
      res.writeHead(rendered.status).end(html);
      return;
    }
    // A studio draft preview renders with the draft's content (the port's draftPreviews); never cached or stored.
    const draft = await draftPreviewOf(req, url);
    // A region with sample legal facts, at a public origin: not served (a draft preview, staff's, still is).
    if (!draft && legalRefusal(url) !== null) {
      res.setHeader("X-Cache", "BYPASS");
      res.writeHead(503, { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": NO_STORE });
      res.end(req.method === "HEAD" ? undefined : "Service Unavailable: this region's site is not open yet.");
      return;
    }
    const answer = await pages.handle(
      pageRequestOf(req, url),
      res,
      budgeted(req, (content) =>
        renderPage(toFetchRequest(req, res, url), pageContext(req, url, content, verdict, draft?.preview ?? null)),
      ),
      draft?.choice,
    );
    if (answer) {
      // Not a document (a redirect, loader data, a plain 404): nothing to cache; shared caches keep their hands off
      // unless it is a permanent redirect that carries no query (shared caches key pages without the query, so
      // a stored `/cn/faq` → `/faq?utm_source=…&email=…` was sent to every visitor). Browsers may keep those.
      const { passThrough } = answer;
      res.setHeader("X-Cache", "BYPASS");
      if (!passThrough.headers.has("cache-control")) {
        const permanent = passThrough.status === 301 || passThrough.status === 308;
        const query = (passThrough.headers.get("location") ?? "").includes("?");
        res.setHeader(
          "Cache-Control",
          !permanent ? NO_STORE : query ? "private, max-age=3600" : "public, max-age=3600",
        );
      }
      if (draft) res.setHeader("Cache-Control", NO_STORE);
      await writeFetchResponse(res, passThrough);
    }
  }

  function choosesOwnEncoding(req: IncomingMessage): boolean {
    if (req.method !== "GET" && req.method !== "HEAD") return false;
    const url = edgeUrl(req);
    if (!url) return false;
    const { pathname } = url;
    return !(
      pathname.startsWith("/api") ||
      isStudioPath(pathname) ||
      pathname.startsWith("/__") ||
      pathname === "/metrics" ||
      /\.[^/]*$/.test(pathname)
    );
  }

  /**
   * The draft a request previews and the content to render it with, or null for every other request (one presenting
   * draft-preview credentials that do not check out renders the published content, as a forged time preview does).
   */
  async function draftPreviewOf(
    req: IncomingMessage,
    url: URL,
  ): Promise<{ preview: DraftPreview; choice: ContentChoice } | null> {
    const hook = draftPreviewHook;
    if (!hook.presents(url, pageRequestOf(req, url).headers)) return null;
    const client = clientOf(req);
    let request: Request;
    try {
      request = new Request(url.href, {
        headers: Object.entries(req.headers).flatMap(([name, value]) =>
          value === undefined
            ? []
            : (Array.isArray(value) ? value : [value]).map((item): [string, string] => [name, item]),
        ),
      });
    } catch {
      return null; // headers a fetch Request refuses: no preview
    }
    const preview = await hook.resolve(request, {
      checkPreviewToken: async (presented) => (await secretChecks.check(client, presented, env.PREVIEW_TOKEN)).ok,
      checkPreviewLink: linkCheckOf(req),
    });
    if (!preview) return null;
    let document: ContentDocument;
    try {
      document = await draftDocument(await studio.get(), preview.draft);
    } catch (error) {
      if (error instanceof ContentNotFoundError) return null;
      throw error;
    }
    return { preview, choice: { key: "draft", document } };
  }

  function pageContext(
    req: IncomingMessage,
    url: URL,
    content: ContentDocument,
    verdict: RateVerdict | null,
    draft: DraftPreview | null = null,
  ): RouterContextProvider {
    const context = new RouterContextProvider();
    // The content this request renders with, chosen once (the published version, or a previewed draft).
    context.set(contentContext, content);
    if (draft) context.set(draftPreviewContext, draft);
    context.set(databaseContext, databases);
    context.set(siteSettingsContext, siteSettings);
    // Signed preview links are checked with the studio's key and its drafts (the port).
    context.set(previewLinkCheckContext, linkCheckOf(req));
    // Page actions and the reset page reach the failed-sign-in throttle (a new password ends every wait).
    context.set(signInThrottleContext, apiDeps.signInThrottle);
    // The preview token this request presents is checked as its client's (wrong guesses are counted).
    const client = clientOf(req);
    context.set(previewTokenCheckContext, async (presented, configured) => {
      return (await secretChecks.check(client, presented, configured)).ok;
    });
    // Page actions that send mail (emailed links) queue it, limited per client.
    context.set(mailerContext, mailer);
    context.set(clientAddressContext, client);
    // Page actions (app/request/page-action.server.ts) answer a request over its budget with the region's 429 message.
    if (verdict?.limited) context.set(rateLimitContext, verdict);
    return context;
  }

  return { app, trustsProxy, showsReadinessDetails, startRuntime, serveCachedPage, choosesOwnEncoding };
}
