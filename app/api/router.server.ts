// The JSON API (docs/requirements.md, "API calls") under /api/{cn|us|eu}: body parsing and the endpoints; answers go
// through respond.server.ts.
import express, { type NextFunction, type Request, type Response } from "express";
import { DEFAULT_ADDRESS_CALL_FLOOR_MS, noSoonerThan } from "~/api/answer-floor.server";
import { API_PATHS } from "~/api/endpoints";
import { API_CODES } from "~/api/envelope";
import { badRequest, consentRequired, linkInvalid, methodNotAllowed, notFound, rateLimited } from "~/api/errors.server";
import { clientAddress, rateVerdict } from "~/api/rate-limit.server";
import { requestRegion } from "~/api/request-region.server";
import { BODY_LIMIT, accepted, sendEnvelope, sendError } from "~/api/respond.server";
import {
  changeEmailSchema,
  changePasswordSchema,
  credentialsSchema,
  emailBodySchema,
  passwordBodySchema,
  refreshQuerySchema,
  registerBodySchema,
  resetPasswordSchema,
  subscribeBodySchema,
  tokenBodySchema,
  verifyBodySchema,
} from "~/api/schemas";
import type { SignInThrottle } from "~/api/sign-in-throttle.server";
import type { ContentDocument } from "~/content/document";
import {
  authenticate,
  changeEmail,
  changePassword,
  confirmEmailChange,
  logout,
  refresh,
  registerOrLogin,
  requestPasswordReset,
  resetPassword,
  revokeAllSessions,
  signIn,
  toProfile,
  verifyAccount,
} from "~/data/accounts.server";
import { requestMail } from "~/data/mail-requests.server";
import { deleteAccount, exportUserData } from "~/data/privacy.server";
import type { Result } from "~/data/result";
import { confirmSubscription, subscribe, unsubscribe } from "~/data/subscriptions.server";
import type { TokenLifetimes } from "~/data/tokens.server";
import type { Mailer } from "~/mail/mailer.server";
import { truncateClientAddress } from "~/rules/mail-policy";
import { canonicalSource } from "~/rules/newsletter-source";
import { REGIONS, type RegionCode, type StorageScope } from "~/rules/regions";
import { missingConsents } from "~/rules/sign-up";
import { consentVersion } from "~/views/newsletter-consent.server";
import { signUpConsent, signUpEvidence } from "~/views/sign-up-consent.server";
import { STORAGE_SCOPES, type Database, type Databases } from "../../database/client.server";

/** The API's endpoints are GET and POST; HEAD is a GET without a body. */
const API_METHODS = new Set(["GET", "HEAD", "POST"]);

function scopeOfPath(path: string): StorageScope | undefined {
  const first = path.split("/")[1];
  return (STORAGE_SCOPES as readonly string[]).includes(first ?? "") ? (first as StorageScope) : undefined;
}

export interface ApiDeps {
  databases: Databases;
  /** The content the API answers in (its messages, mail words, pages): the published version at the call's start. */
  content: () => ContentDocument;
  /** The moment of a request: the server clock (tests move it); never a preview instant. */
  clock: (req: Request) => Promise<Date>;
  tokenLifetimes: TokenLifetimes;
  /** Where queued mail's links point, the mail limits, and the worker to wake after a commit. */
  mailer: Mailer;
  /** Failed sign-ins per account (beside the per-address budget of the edge). */
  signInThrottle: SignInThrottle;
  /** The least time an account call that takes an address answers in (answer-floor.server.ts; default 400 ms). */
  addressCallFloorMs?: number;
}

interface CallContext {
  req: Request;
  content: ContentDocument;
  scope: StorageScope;
  region: RegionCode;
  now: Date;
  db: () => Promise<Database>;
}

function regionOf(req: Request, scope: StorageScope | undefined): RegionCode {
  return requestRegion(scope, req.get("region"), req.get("accept-language"));
}

/** Header tokens: absent, or too long to be ours, count as missing. */
function tokenHeader(req: Request, name: "apptoken" | "reftoken"): string | undefined {
  const value = req.get(name)?.trim();
  return value && value.length <= 128 ? value : undefined;
}

function scopeRouter(scope: StorageScope, deps: ApiDeps): express.Router {
  const router = express.Router();

  const handle = (answer: (call: CallContext) => Promise<unknown>) => async (req: Request, res: Response) => {
    const region = regionOf(req, scope);
    const content = deps.content();
    try {
      const now = await deps.clock(req);
      const data = await answer({ req, content, scope, region, now, db: () => deps.databases.get(scope) });
      sendEnvelope(res, 200, API_CODES.success, content, region, data ?? {});
    } catch (error) {
      sendError(res, error, content, region);
    } finally {
      deps.mailer.wake(); // anything this call queued is committed by now (a 4005 answer queues a link too)
    }
  };
  /** A call that takes an address: answered in one fixed minimum time, whatever the address (answer-floor.server.ts). */
  const addressCall = (answer: (call: CallContext) => Promise<unknown>) =>
    handle((call) => noSoonerThan(deps.addressCallFloorMs ?? DEFAULT_ADDRESS_CALL_FLOOR_MS, () => answer(call)));
  const body = (req: Request): unknown => req.body ?? {};

  router.use(express.json({ limit: BODY_LIMIT }));

  const mail = ({ req, content }: Pick<CallContext, "req" | "content">) =>
    deps.mailer.queueOptions(content, clientAddress(req));
  const signedIn = async ({ req, now, db }: CallContext) =>
    accepted(await authenticate(await db(), tokenHeader(req, "apptoken"), now));

  // Newsletter with double opt-in: the answer, and its time, are the same whether or not the address is
  // subscribed.
  router.post(
    API_PATHS.subscribe,
    addressCall(async ({ req, content, now, db }) => {
      const input = subscribeBodySchema.parse(body(req));
      if (REGIONS[input.region].scope !== scope)
        throw badRequest({ issues: [{ path: "region", message: `region not served by /api/${scope}` }] });
      const source = canonicalSource(content, input.region, input.source);
      if (source === null) throw badRequest({ issues: [{ path: "source", message: "not a page of the region" }] });
      await subscribe(
        await db(),
        {
          email: input.email,
          region: input.region,
          source,
          consentVersion: consentVersion(content, input.region),
          clientNetwork: truncateClientAddress(req.ip ?? req.socket.remoteAddress),
        },
        now,
        mail({ req, content }),
      );
      return {};
    }),
  );
  router.post(
    API_PATHS.confirmSubscription,
    handle(async ({ req, content, now, db }) => {
      const token = tokenBodySchema.parse(body(req)).token;
      if (!(await confirmSubscription(await db(), token, now, mail({ req, content })))) throw linkInvalid();
      return {};
    }),
  );
  router.post(
    API_PATHS.unsubscribe,
    handle(async ({ req, now, db }) => {
      await unsubscribe(await db(), tokenBodySchema.parse(body(req)).token, now);
      return {};
    }),
  );

  /**
   * A password check behind the failed-sign-in throttle of the account and this client (sign-in-throttle.server.ts).
   * Every answer but a session counts as a failure (a sign-up's "check your email" too, whatever the address), so the
   * count is the same for known and unknown addresses; a lockout that starts mails the owner a way out (a reset link).
   */
  async function throttled<T>(
    { req, content, region, now, db }: CallContext,
    email: string,
    check: (database: Database) => Promise<Result<T>>,
    signsIn: (value: T) => boolean,
  ): Promise<T> {
    const client = clientAddress(req);
    const wait = await deps.signInThrottle.waitFor(scope, email, client);
    if (wait > 0) throw rateLimited(wait);
    const database = await db();
    const result = await check(database);
    if (result.ok && signsIn(result.value)) await deps.signInThrottle.succeeded(scope, email, client);
    else if (result.ok || result.reason === "wrongCredentials") {
      // This attempt still answers as it would; a lockout it starts applies from the next one.
      const { lockedNow } = await deps.signInThrottle.failed(scope, email, client);
      if (lockedNow) await requestMail(database, { kind: "unlock", email, region }, now, mail({ req, content }));
    }
    return accepted(result);
  }

  router.post(
    API_PATHS.registerOrLogin,
    addressCall(async (call) => {
      const { consents, ...credentials } = registerBodySchema.parse(body(call.req));
      // No consent, no account: refused before the address is looked at, the same for every address.
      const missing = new Set(missingConsents(call.region, consents));
      if (missing.size > 0)
        throw consentRequired(
          signUpConsent(call.content, call.region)
            .boxes.filter((box) => missing.has(box.name))
            .map((box) => ({ path: `consents.${box.name}`, message: box.missing })),
        );
      const consent = { boxes: consents, ...signUpEvidence(call.content, call.region) };
      return throttled(
        call,
        credentials.email,
        (database) =>
          registerOrLogin(database, credentials, consent, call.region, call.now, deps.tokenLifetimes, mail(call)),
        (value) => "apptoken" in value,
      );
    }),
  );

  router.post(
    API_PATHS.signIn,
    addressCall(async (call) => {
      const credentials = credentialsSchema.parse(body(call.req));
      return throttled(
        call,
        credentials.email,
        (database) => signIn(database, credentials, call.region, call.now, deps.tokenLifetimes, mail(call)),
        () => true,
      );
    }),
  );

  router.post(
    API_PATHS.verify,
    handle(async ({ req, now, db }) => {
      const input = verifyBodySchema.parse(body(req));
      accepted(await verifyAccount(await db(), input.token, input.password, now), "password");
      return {};
    }),
  );

  router.post(
    API_PATHS.requestPasswordReset,
    addressCall(async ({ req, content, region, now, db }) => {
      await requestPasswordReset(
        await db(),
        emailBodySchema.parse(body(req)).email,
        region,
        now,
        mail({ req, content }),
      );
      return {};
    }),
  );

  router.post(
    API_PATHS.resetPassword,
    handle(async ({ req, now, db }) => {
      const input = resetPasswordSchema.parse(body(req));
      const { email } = accepted(await resetPassword(await db(), input.token, input.password, now));
      // A new password chosen through the mailed link: every client's sign-in wait at the account ends.
      await deps.signInThrottle.unlock(scope, email);
      return {};
    }),
  );

  router.post(
    API_PATHS.changePassword,
    handle(async (call) => {
      const input = changePasswordSchema.parse(body(call.req));
      const user = await signedIn(call);
      const passwords = { password: input.password, newPassword: input.new_password };
      const apptoken = tokenHeader(call.req, "apptoken");
      accepted(
        await changePassword(await call.db(), user, apptoken, passwords, call.region, call.now, mail(call)),
        "new_password",
      );
      return {};
    }),
  );

  router.post(
    API_PATHS.changeEmail,
    addressCall(async (call) => {
      const input = changeEmailSchema.parse(body(call.req));
      const user = await signedIn(call);
      const change = { newEmail: input.new_email, password: input.password };
      accepted(await changeEmail(await call.db(), user, change, call.region, call.now, mail(call)));
      return {};
    }),
  );

  router.post(
    API_PATHS.confirmEmail,
    handle(async ({ req, now, db }) => {
      if (!(await confirmEmailChange(await db(), tokenBodySchema.parse(body(req)).token, now))) throw linkInvalid();
      return {};
    }),
  );

  router.post(
    API_PATHS.revokeAllSessions,
    handle(async (call) => {
      await revokeAllSessions(await call.db(), await signedIn(call));
      return {};
    }),
  );

  router.get(
    API_PATHS.exportData,
    handle(async (call) => exportUserData(await call.db(), await signedIn(call), call.now)),
  );

  router.post(
    API_PATHS.deleteAccount,
    handle(async (call) => {
      const input = passwordBodySchema.parse(body(call.req));
      accepted(await deleteAccount(await call.db(), await signedIn(call), input.password));
      return {};
    }),
  );

  router.get(
    API_PATHS.refresh,
    handle(async ({ req, now, db }) => {
      const { user_id } = refreshQuerySchema.parse(req.query);
      return accepted(await refresh(await db(), user_id, tokenHeader(req, "reftoken"), now, deps.tokenLifetimes));
    }),
  );

  router.get(
    API_PATHS.profile,
    handle(async ({ req, now, db }) => {
      const apptoken = tokenHeader(req, "apptoken");
      return toProfile(accepted(await authenticate(await db(), apptoken, now)));
    }),
  );

  router.post(
    API_PATHS.logout,
    handle(async ({ req, db }) => {
      await logout(await db(), tokenHeader(req, "apptoken"));
      return {};
    }),
  );

  router.use((req: Request, res: Response) => sendError(res, notFound(), deps.content(), regionOf(req, scope)));
  // Body-parser failures (malformed JSON, oversized body) arrive here.
  router.use((error: unknown, req: Request, res: Response, _next: NextFunction) =>
    sendError(res, error, deps.content(), regionOf(req, scope)),
  );
  return router;
}

/** Answers a request under /api that the server refused before the API router (bad or unknown Host, oversized body). */
export function answerApiError(content: ContentDocument, req: Request, res: Response, status: 400 | 413 | 421): void {
  const scope = scopeOfPath(req.path.replace(/^\/api/, ""));
  const data = status === 413 ? { reason: "body too large", limit: BODY_LIMIT } : {};
  sendEnvelope(res, status, API_CODES.badRequest, content, regionOf(req, scope), data);
}

/** Mount under /api: /api/cn/..., /api/us/..., /api/eu/...; anything else under /api is a 404 envelope. */
export function createApiRouter(deps: ApiDeps): express.Router {
  const router = express.Router();
  // The edge policy (rate-limit.server.ts) already spent this request's budget; a limited one ends here, unread.
  router.use((req: Request, res: Response, next: NextFunction) => {
    const verdict = rateVerdict(res);
    if (verdict?.limited)
      return sendError(res, rateLimited(verdict.retryAfter), deps.content(), regionOf(req, scopeOfPath(req.path)));
    if (!API_METHODS.has(req.method)) {
      res.set("Allow", [...API_METHODS].join(", "));
      return sendError(res, methodNotAllowed(), deps.content(), regionOf(req, scopeOfPath(req.path)));
    }
    next();
  });
  for (const scope of STORAGE_SCOPES) router.use(`/${scope}`, scopeRouter(scope, deps));
  router.use((req: Request, res: Response) => sendError(res, notFound(), deps.content(), regionOf(req, undefined)));
  return router;
}
