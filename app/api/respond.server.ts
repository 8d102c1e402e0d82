// The one way an API answer is written (docs/requirements.md, "API answers and errors"): the envelope { code, msg, data
// } with the region's message for the code, never cached; the one place a data module's refusal becomes its API error;
// and the one place anything thrown while answering becomes a 4xx/5xx envelope.
import type { Response } from "express";
import { ZodError } from "zod";
import { API_CODES, accountMessageKeyForCode, messageKeyForCode, type ApiCode, type Envelope } from "~/api/envelope";
import {
  ApiError,
  authExpired,
  badRequest,
  emailNotVerified,
  linkInvalid,
  wrongCredentials,
} from "~/api/errors.server";
import type { ContentDocument } from "~/content/document";
import { wordsFor } from "~/content/words";
import type { Refusal, Result } from "~/data/result";
import { logUnexpected } from "~/request/log.server";
import { REGIONS, type RegionCode } from "~/rules/regions";
import { siteContents } from "~/views/site-content.server";
import { isDatabaseUnavailable, reportDatabaseFailure } from "../../database/outage.server";

export const BODY_LIMIT = "16kb";

/** Writes an envelope: `msg` is "success" for 2000, else the region's text for the code. */
export function sendEnvelope(
  res: Response,
  status: number,
  code: ApiCode,
  content: ContentDocument,
  region: RegionCode,
  data: unknown = {},
) {
  const accountKey = accountMessageKeyForCode(code);
  const msg =
    code === API_CODES.success
      ? "success"
      : accountKey
        ? wordsFor(content, region).account.api[accountKey]
        : siteContents(content)[region].api[messageKeyForCode(code)];
  const body: Envelope = { code, msg, data };
  res.status(status).set("Cache-Control", "no-store").json(body);
}

/** A data module's refusal as the API answers it; a weak password is named by the body field it came in. */
export function refusalError(refusal: Refusal, passwordField = "password"): ApiError {
  switch (refusal.reason) {
    case "wrongCredentials":
      return wrongCredentials();
    case "emailNotVerified":
      return emailNotVerified();
    case "authExpired":
      return authExpired();
    case "linkInvalid":
      return linkInvalid();
    case "weakPassword":
      return badRequest({ issues: [{ path: passwordField, message: refusal.message }] });
  }
}

/** What an accepted call returned; a refused one is thrown as its API error (sendError answers it). */
export function accepted<T>(result: Result<T>, passwordField?: string): T {
  if (result.ok) return result.value;
  throw refusalError(result, passwordField);
}

/** Maps anything thrown while answering to a 4xx/5xx envelope; never a stack trace. */
export function sendError(res: Response, error: unknown, content: ContentDocument, region: RegionCode) {
  if (error instanceof ApiError) {
    if (error.code === API_CODES.rateLimited)
      res.set("Retry-After", String((error.data as { retryAfter: number }).retryAfter));
    return sendEnvelope(res, error.status, error.code, content, region, error.data);
  }
  if (error instanceof ZodError) {
    const issues = error.issues.map((issue) => ({ path: issue.path.join("."), message: issue.message }));
    return sendEnvelope(res, 400, API_CODES.badRequest, content, region, { issues });
  }
  const parserError = error as { type?: string; status?: number };
  if (parserError.type === "entity.too.large")
    return sendEnvelope(res, 413, API_CODES.badRequest, content, region, {
      reason: "body too large",
      limit: BODY_LIMIT,
    });
  if (parserError.type === "entity.parse.failed")
    return sendEnvelope(res, 400, API_CODES.badRequest, content, region, { reason: "malformed JSON" });
  if (typeof parserError.status === "number" && parserError.status >= 400 && parserError.status < 500) {
    return sendEnvelope(res, parserError.status, API_CODES.badRequest, content, region, {
      reason: parserError.type ?? "bad request",
    });
  }
  // Not opened yet, or lost after opening (refused, reset, timed out): the database is away, not our bug. It counts
  // for the process's database outage, which logs its start and its end, not each failed call.
  if (isDatabaseUnavailable(error)) {
    reportDatabaseFailure(error, [REGIONS[region].scope]);
    return sendEnvelope(res, 503, API_CODES.serverError, content, region);
  }
  logUnexpected("api unexpected error", error, { region });
  return sendEnvelope(res, 500, API_CODES.serverError, content, region);
}
