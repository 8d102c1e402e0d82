// The client a budget or a connection count belongs to: one key per client however its address is written.
// IPv4-mapped IPv6 (::ffff:192.0.2.1) is the IPv4 address; IPv6 is keyed by its /64, the smallest block one subscriber
// line or host usually gets (RFC 6177), so a client can not take a fresh budget from each of its 2^64 addresses.
import ipaddr from "ipaddr.js";

export function clientKey(address: string): string {
  let parsed: ipaddr.IPv4 | ipaddr.IPv6;
  try {
    parsed = ipaddr.process(address.replace(/%.*$/, ""));
  } catch {
    return address;
  }
  if (parsed.kind() === "ipv4") return parsed.toString();
  const parts = (parsed as ipaddr.IPv6).parts.slice(0, 4).map((part) => part.toString(16));
  return `${parts.join(":")}::/64`;
}
