// Server settings read from the environment once and checked at start: a setting that would leave the server
// open (a hop count for TRUST_PROXY) stops it with one line instead of running unsafely.
import proxyAddr from "proxy-addr";

/** A setting the server refuses to start with; server/http-server.ts prints its message alone and exits 1. */
export class ConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "ConfigError";
  }
}

/** Whether a peer address is one of the reverse proxies in front (their X-Forwarded-* headers are then believed). */
export type TrustProxy = (address: string) => boolean;

/**
 * TRUST_PROXY: the addresses of the proxies in front, comma-separated: addresses, subnets (10.0.0.0/8) or Express's
 * names loopback, linklocal, uniquelocal. Unset: nobody's X-Forwarded-* is believed. A hop count is refused: with one,
 * a client that reaches the origin around the proxy chooses its own address (and its own rate-limit budget).
 */
export function trustProxyFromEnv(value: string | undefined): TrustProxy {
  const setting = value?.trim() ?? "";
  if (!setting || setting === "false") return () => false;
  if (/^\d+$/.test(setting))
    throw new ConfigError(
      `TRUST_PROXY=${setting} is a hop count; name the proxies' addresses instead (TRUST_PROXY=loopback for a proxy on ` +
        "this machine, or e.g. 10.0.0.5 or 10.0.0.0/8).",
    );
  if (setting === "true")
    throw new ConfigError("TRUST_PROXY=true would believe any client's X-Forwarded-For; name the proxies' addresses.");
  const list = setting.split(",").map((entry) => entry.trim());
  let trust: (address: string, hop: number) => boolean;
  try {
    trust = proxyAddr.compile(list);
  } catch (error) {
    throw new ConfigError(`TRUST_PROXY=${setting}: ${(error as Error).message}`);
  }
  return (address) => trust(address, 0);
}

/** Bits of entropy a staff secret must carry at least: 32 bytes (64 hex characters, 43 of base64url). */
export const SECRET_MIN_BITS = 256;

/**
 * An estimate of a secret's entropy: its length times the bits of the smallest alphabet it is written in (hex 4,
 * base64 6, printable ASCII 6.5), and nothing for a string of fewer than 12 distinct characters ("000…0", "abab…").
 * Only an estimate: it can not tell a random string from a chosen one, but it refuses every short or patterned token.
 */
export function secretBits(secret: string): number {
  if (new Set(secret).size < 12) return 0;
  const bitsPerCharacter = /^[0-9a-f]+$/i.test(secret) ? 4 : /^[A-Za-z0-9+/_=-]+$/.test(secret) ? 6 : Math.log2(95);
  return Math.floor(secret.length * bitsPerCharacter);
}

/**
 * PREVIEW_TOKEN / ADMIN_TOKEN: unset is fine (no preview; a random admin token per start); in production one of less
 * than SECRET_MIN_BITS is refused at start. A preview token opens every future page and an admin token every
 * subscriber: a guessable one is an open door.
 */
export function secretFromEnv(
  name: "PREVIEW_TOKEN" | "ADMIN_TOKEN",
  env: Record<string, string | undefined>,
): string | undefined {
  const secret = env[name] || undefined;
  if (secret && env.NODE_ENV === "production" && secretBits(secret) < SECRET_MIN_BITS)
    throw new ConfigError(
      `${name} must carry at least 32 bytes of entropy (e.g. 64 hex characters: \`openssl rand -hex 32\`).`,
    );
  return secret;
}

/**
 * AUDIT_SIGNING_KEY: the Ed25519 seed the studio's audit rows are signed with (64 hex digits, `openssl rand -hex 32`),
 * kept outside the database so that someone who can write to it cannot re-sign a rewritten log. Unset: rows are
 * chained but not signed. A malformed or patterned one is refused at start (docs/decisions/349-audit-hash-chain.md).
 */
export function auditSigningKeyFromEnv(env: Record<string, string | undefined>): string | undefined {
  const seed = env.AUDIT_SIGNING_KEY || undefined;
  if (seed && (!/^[0-9a-f]{64}$/i.test(seed) || secretBits(seed) < SECRET_MIN_BITS))
    throw new ConfigError("AUDIT_SIGNING_KEY must be 32 random bytes in hex (64 digits: `openssl rand -hex 32`).");
  return seed;
}

/**
 * The hosts the server answers for: PUBLIC_ORIGIN's, CN_HOST and COM_HOST, whichever are set, lowercased,
 * each as a browser writes it in Host (no default port). The server's own local address is added once it listens.
 */
export function allowedHostsFromEnv(env: Record<string, string | undefined>): Set<string> {
  const hosts = new Set<string>();
  if (env.PUBLIC_ORIGIN) {
    try {
      hosts.add(new URL(env.PUBLIC_ORIGIN).host.toLowerCase());
    } catch {
      throw new ConfigError(`PUBLIC_ORIGIN=${env.PUBLIC_ORIGIN} is not an absolute URL (https://www.example.com).`);
    }
  }
  for (const name of ["CN_HOST", "COM_HOST"]) {
    const host = env[name]?.trim().toLowerCase();
    if (host) hosts.add(host);
  }
  return hosts;
}

/** The names of this machine's loopback address on the port the server listens on (local tools, health checks). */
export function localHosts(port: number): string[] {
  const names = ["localhost", "127.0.0.1", "[::1]"];
  return port === 80 ? [...names, ...names.map((name) => `${name}:80`)] : names.map((name) => `${name}:${port}`);
}

/**
 * Every setting of this file the server refuses to start with, read as server/create-app.ts reads them and in its order:
 * throws the first ConfigError. server/index.ts runs it before anything starts, so a cluster's primary refuses with
 * the single process's line before it forks a worker (each worker would refuse in turn, and be replaced).
 */
export function checkSettings(env: Record<string, string | undefined>): void {
  trustProxyFromEnv(env.TRUST_PROXY);
  secretFromEnv("PREVIEW_TOKEN", env);
  secretFromEnv("ADMIN_TOKEN", env);
  auditSigningKeyFromEnv(env);
  allowedHostsFromEnv(env);
}
