// Server settings read from the environment once and checked at start (issue 25): a setting that would leave the server
// open (a hop count for TRUST_PROXY) stops it with one line instead of running unsafely.
import proxyAddr from "proxy-addr";

/** A setting the server refuses to start with; server/http-server.js prints its message alone and exits 1. */
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
