import { describe, expect, it } from "vitest";
import { clientKey } from "../../app/api/client-address.server";
import { auditSigningKeyFromEnv, checkSettings, ConfigError, trustProxyFromEnv } from "../../server/config";

describe("one key per client", () => {
  it("keys an IPv6 address by its /64, however it is written", () => {
    const spellings = ["2001:db8:abcd:12::1", "2001:0db8:abcd:0012:0000:0000:0000:0001", "2001:DB8:ABCD:12:0:0:0:1"];
    expect(new Set(spellings.map(clientKey))).toEqual(new Set(["2001:db8:abcd:12::/64"]));
    expect(clientKey("2001:db8:abcd:12:ffff:1:2:3")).toBe("2001:db8:abcd:12::/64");
    expect(clientKey("2001:db8:abcd:13::1")).not.toBe(clientKey("2001:db8:abcd:12::1"));
    expect(clientKey("fe80::1%eth0")).toBe("fe80:0:0:0::/64");
  });

  it("unwraps IPv4-mapped IPv6 and keeps IPv4 as it is", () => {
    expect(clientKey("::ffff:198.51.100.7")).toBe("198.51.100.7");
    expect(clientKey("::ffff:c633:6407")).toBe("198.51.100.7");
    expect(clientKey("198.51.100.7")).toBe("198.51.100.7");
    expect(clientKey("unknown")).toBe("unknown");
  });
});

describe("TRUST_PROXY", () => {
  it("names the proxies: addresses, subnets or Express's names", () => {
    const loopback = trustProxyFromEnv("loopback");
    expect(loopback("127.0.0.1")).toBe(true);
    expect(loopback("::1")).toBe(true);
    expect(loopback("::ffff:127.0.0.1")).toBe(true);
    expect(loopback("203.0.113.9")).toBe(false);
    const listed = trustProxyFromEnv("10.0.0.5, 192.168.0.0/16");
    expect([listed("10.0.0.5"), listed("10.0.0.6"), listed("192.168.40.1")]).toEqual([true, false, true]);
    expect(trustProxyFromEnv(undefined)("127.0.0.1")).toBe(false);
  });

  it("refuses a hop count, true and what is no address", () => {
    expect(() => trustProxyFromEnv("1")).toThrow(ConfigError);
    expect(() => trustProxyFromEnv("2")).toThrow("TRUST_PROXY=2 is a hop count");
    expect(() => trustProxyFromEnv("true")).toThrow(ConfigError);
    expect(() => trustProxyFromEnv("proxy.example")).toThrow(ConfigError);
    // At start, as the process checks its settings (a refusal's way to stderr: tests/server/hostile-tokens.test.ts).
    expect(() => checkSettings({ TRUST_PROXY: "1" })).toThrow("TRUST_PROXY=1 is a hop count");
  });
});

describe("AUDIT_SIGNING_KEY", () => {
  it("takes 32 random bytes in hex, or nothing, and refuses anything else", () => {
    const key = "9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08";
    expect(auditSigningKeyFromEnv({ AUDIT_SIGNING_KEY: key })).toBe(key);
    expect(auditSigningKeyFromEnv({})).toBeUndefined();
    for (const bad of [key.slice(2), `${key}00`, "0".repeat(64), "ab".repeat(32), key.replace(/a/g, "g")])
      expect(() => auditSigningKeyFromEnv({ AUDIT_SIGNING_KEY: bad })).toThrow(ConfigError);
  });
});
