// The studio's Content-Security-Policy. Its documents are never stored by any cache (every answer is private, no-store),
// so each carries a nonce of its own: its scripts (React Router's, marked with it) run, nothing else inline does, and
// scripts load from this origin only. Stricter than the shop's pages in one more way: no inline styles in production.
import { createContext } from "react-router";

export interface PolicySettings {
  /** `npm run dev`: Vite's client evaluates modules and injects styles, and talks to its HMR socket. */
  development: boolean;
  /** CSP_REPORT_URI: where browsers report violations (the server sends the Reporting-Endpoints header). */
  reportUri: string | null;
  /** UPGRADE_INSECURE_REQUESTS=1 (behind HTTPS). */
  upgradeInsecureRequests: boolean;
}

export const policySettingsContext = createContext<PolicySettings>({
  development: false,
  reportUri: null,
  upgradeInsecureRequests: false,
});

export function documentPolicy(nonce: string, settings: PolicySettings): string {
  const { development, reportUri, upgradeInsecureRequests } = settings;
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'${development ? " 'unsafe-eval'" : ""}`,
    `style-src 'self'${development ? " 'unsafe-inline'" : ""}`,
    "img-src 'self' data:",
    "font-src 'self' data:",
    `connect-src 'self'${development ? " ws:" : ""}`,
    "frame-ancestors 'none'",
    "form-action 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    ...(upgradeInsecureRequests ? ["upgrade-insecure-requests"] : []),
    ...(reportUri ? ["report-to csp", `report-uri ${reportUri}`] : []),
  ].join("; ");
}
