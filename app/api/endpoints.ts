// Where the browser sends API calls (spec §7): a base path per storage scope, production by default and a
// pre-production set on the pre-production hostnames. Cross-origin bases also need the CSP's connect-src (server/http-server.js).
import { REGIONS, type RegionCode, type StorageScope } from "~/rules/regions";

export type ApiEnvironment = "production" | "preProduction";

export const API_BASES: Record<ApiEnvironment, Record<StorageScope, string>> = {
  production: { cn: "/api/cn", us: "/api/us", eu: "/api/eu" },
  preProduction: { cn: "/api/cn", us: "/api/us", eu: "/api/eu" },
};

export const PRE_PRODUCTION_HOSTS: readonly string[] = ["pre.mechaforge.com", "pre.mechaforge.cn"];

export function apiEnvironment(hostname: string): ApiEnvironment {
  return PRE_PRODUCTION_HOSTS.includes(hostname.toLowerCase()) ? "preProduction" : "production";
}

export function apiBaseUrl(region: RegionCode, hostname: string): string {
  return API_BASES[apiEnvironment(hostname)][REGIONS[region].scope];
}

export const API_PATHS = {
  subscribe: "/account/user/subscribe/create",
  registerOrLogin: "/account/user/register_or_login",
  signIn: "/account/user/sign_in",
  refresh: "/account/user/sign_in/refresh",
  profile: "/account/user/profile",
  logout: "/account/user/logout",
} as const;

export const DEFAULT_TIMEOUT_MS = 60_000;
export const TIMESTAMP_TIMEOUT_MS = 10_000;
/** Pause between the 'login expired' pop-up and the move to the login page (spec §8). */
export const AUTH_REDIRECT_DELAY_MS = 2_000;
