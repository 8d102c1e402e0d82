// Typed failures thrown inside the API; the router maps each to its envelope in one place (api/router.server.ts).
import { API_CODES, type ApiCode } from "~/api/envelope";

export class ApiError extends Error {
  constructor(
    readonly code: ApiCode,
    readonly status: number,
    readonly data: unknown = {},
    /** Overrides the region's message for the code (only for texts the region already provides). */
    readonly detail?: string,
  ) {
    super(`api error ${code}`);
    this.name = "ApiError";
  }
}

export const badRequest = (data: unknown = {}) => new ApiError(API_CODES.badRequest, 400, data);
export const wrongCredentials = () => new ApiError(API_CODES.wrongCredentials, 401);
export const authExpired = () => new ApiError(API_CODES.authExpired, 401);
export const notFound = () => new ApiError(API_CODES.notFound, 404);
export const rateLimited = (retryAfterSeconds: number) =>
  new ApiError(API_CODES.rateLimited, 429, { retryAfter: retryAfterSeconds });
export const methodNotAllowed = () => new ApiError(API_CODES.badRequest, 405, { reason: "method not allowed" });
export const emailNotVerified = () => new ApiError(API_CODES.emailNotVerified, 403);
export const linkInvalid = () => new ApiError(API_CODES.linkInvalid, 400);
/** A sign-up without its market's required boxes; each issue names a box and says, in the market's words, why. */
export const consentRequired = (issues: { path: string; message: string }[]) =>
  new ApiError(API_CODES.consentRequired, 400, { issues });
