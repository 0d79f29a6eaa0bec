import ipaddr from "ipaddr.js";

/**
 * The key a client address is counted under by every per-address limit and statistic (sign-in, contact, subscribe,
 * visitors): an IPv4 address as it is (an IPv4-mapped IPv6 one, as a dual-stack socket reports it, too), an IPv6
 * address as its /64. One subscriber line (a home, a phone, a VPS) is handed a whole /64, so counting single IPv6
 * addresses let one client take 2^64 fresh addresses and reset every limit by picking the next one.
 * Anything else (no address known, a proxy's garbage) is kept as it is: it is only ever a map key.
 */
export function clientKey(address: string): string {
  // IPv4, the common case on every counted page view: nothing to parse.
  if (!address.includes(":") || !ipaddr.IPv6.isValid(address)) return address;
  const parsed = ipaddr.IPv6.parse(address);
  if (parsed.isIPv4MappedAddress()) return parsed.toIPv4Address().toString();
  const prefix = parsed.parts.slice(0, 4).map((part) => part.toString(16));
  return `${prefix.join(":")}::/64`;
}
