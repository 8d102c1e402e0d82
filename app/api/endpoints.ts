// Where the browser sends API calls (docs/requirements.md, "API calls"): a base path per storage scope, on the page's
// own origin, in production and pre-production alike. The spec named per-region API paths and a pre-production table
// for two hostnames; that table was identical to production and is gone: a pre-production deployment is another origin
// running this server with its own database, so the same paths serve it. A cross-origin base would also need the CSP's
// connect-src (server/http-server.ts).
import { REGIONS, type RegionCode, type StorageScope } from "~/rules/regions";

const API_BASES: Record<StorageScope, string> = { cn: "/api/cn", us: "/api/us", eu: "/api/eu" };

export function apiBaseUrl(region: RegionCode): string {
  return API_BASES[REGIONS[region].scope];
}

export const API_PATHS = {
  subscribe: "/account/user/subscribe/create",
  registerOrLogin: "/account/user/register_or_login",
  signIn: "/account/user/sign_in",
  refresh: "/account/user/sign_in/refresh",
  profile: "/account/user/profile",
  logout: "/account/user/logout",
  // Emailed links, accounts and privacy.
  confirmSubscription: "/account/user/subscribe/confirm",
  unsubscribe: "/account/user/subscribe/unsubscribe",
  verify: "/account/user/verify",
  requestPasswordReset: "/account/user/password/reset_request",
  resetPassword: "/account/user/password/reset",
  confirmEmail: "/account/user/email/confirm",
  changeEmail: "/account/user/email/change",
  changePassword: "/account/user/password/change",
  revokeAllSessions: "/account/user/sessions/revoke_all",
  exportData: "/account/user/export",
  deleteAccount: "/account/user/delete",
} as const;

export const DEFAULT_TIMEOUT_MS = 60_000;
export const TIMESTAMP_TIMEOUT_MS = 10_000;
/** Pause between the 'login expired' pop-up and the move to the login page. */
export const AUTH_REDIRECT_DELAY_MS = 2_000;
