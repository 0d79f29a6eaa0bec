import { expect, test } from "bun:test";
import { isIpAddressHost } from "./ip-host";

test("IPv4 and IPv6 literals are IP hosts; names, localhost included, are not", () => {
  for (const host of ["127.0.0.1", "192.168.1.20", "10.0.0.1", "[::1]", "::1", "[2001:db8::7]"]) expect(isIpAddressHost(host)).toBe(true);
  for (const host of ["localhost", "example.com", "my-pi.local", "1.2.3.example", "portfolio", "xn--caf-dma.fr"]) expect(isIpAddressHost(host)).toBe(false);
});
