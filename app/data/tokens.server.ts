// Session tokens: 256 random bits, handed out once and stored only as SHA-256 hashes (high entropy needs no slow hash).
import { createHash, randomBytes } from "node:crypto";

export function newToken(): string {
  return randomBytes(32).toString("base64url");
}

export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

export interface TokenLifetimes {
  apptokenSeconds: number;
  reftokenSeconds: number;
}

/** Defaults: apptoken 2 hours, reftoken 30 days; APPTOKEN_TTL_SECONDS and REFTOKEN_TTL_SECONDS override them. */
export function tokenLifetimesFromEnv(env: Record<string, string | undefined>): TokenLifetimes {
  const seconds = (value: string | undefined, fallback: number) => {
    const parsed = Number.parseInt(value ?? "", 10);
    return Number.isFinite(parsed) && parsed > 0 ? parsed : fallback;
  };
  return {
    apptokenSeconds: seconds(env.APPTOKEN_TTL_SECONDS, 2 * 60 * 60),
    reftokenSeconds: seconds(env.REFTOKEN_TTL_SECONDS, 30 * 24 * 60 * 60),
  };
}
