import { lookup as dnsLookup } from "node:dns/promises";
import type { LookupFunction } from "node:net";
import ipaddr from "ipaddr.js";

/** A host name's addresses, as `dns.lookup(name, { all: true })` gives them; tests pass their own. */
export type ResolveHost = (hostname: string) => Promise<{ address: string; family: number }[]>;

export const resolveWithSystem: ResolveHost = (hostname) => dnsLookup(hostname, { all: true, verbatim: true });

/** Said when a webhook's address is refused, at save and at delivery; it never names the address a name resolved to. */
export const PRIVATE_ADDRESS_REASON = "refused: the address is on this server or its private network (WEBHOOK_ALLOW_PRIVATE=1 allows it)";

/**
 * Whether a webhook may not connect to this address. The rule is request-filtering-agent's, which enforces it at
 * connect time: only "unicast" (public) addresses, as ipaddr.js classifies them, pass; loopback, private (RFC 1918,
 * ULA), carrier-grade NAT, link-local, IPv4-mapped IPv6, multicast and reserved ranges do not. With
 * WEBHOOK_ALLOW_PRIVATE=1 all pass but the unspecified 0.0.0.0 and ::, which reach this machine.
 */
export function isForbiddenAddress(address: string, allowPrivate: boolean): boolean {
  if (!ipaddr.isValid(address)) return true;
  const range = ipaddr.parse(address).range();
  return range === "unspecified" || (!allowPrivate && range !== "unicast");
}

/** The WHATWG parser has already turned `0x7f000001`, `2130706433` and `127.1` into 127.0.0.1; IPv6 keeps its brackets. */
const bareHost = (url: URL) => url.hostname.replace(/^\[(.*)\]$/, "$1");

/** How long a save waits for DNS before it keeps the URL unchecked (delivery checks it again in any case). */
const SAVE_LOOKUP_TIMEOUT_MS = 3000;

/**
 * Whether a URL's host is refused when the owner saves it: an address literal by the rule above, a name by what it
 * resolves to now. A name that does not resolve (yet) is kept: this check is early feedback, not the guard. The guard
 * is at connect time (`postWebhook`), because a name may resolve to something else by then (DNS rebinding).
 */
export async function refusedAtSave(rawUrl: string, allowPrivate: boolean, resolveHost: ResolveHost): Promise<boolean> {
  const host = bareHost(new URL(rawUrl));
  if (ipaddr.isValid(host)) return isForbiddenAddress(host, allowPrivate);
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timedOut = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), SAVE_LOOKUP_TIMEOUT_MS);
  });
  try {
    const addresses = await Promise.race([resolveHost(host), timedOut]);
    return addresses?.some(({ address }) => isForbiddenAddress(address, allowPrivate)) ?? false;
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

/**
 * The `lookup` a webhook's connection uses: one resolution, whose answer request-filtering-agent checks and then
 * connects to, so what was checked is what is reached. Answers in the form asked (Node and Bun ask for all addresses).
 */
export function connectLookup(resolveHost: ResolveHost): LookupFunction {
  return (hostname, options, callback) => {
    resolveHost(hostname).then(
      (addresses) => {
        const [first] = addresses;
        if (!first) callback(Object.assign(new Error(`no address for ${hostname}`), { code: "ENOTFOUND" }), "", 0);
        else if (options.all) (callback as unknown as (error: null, all: typeof addresses) => void)(null, addresses);
        else callback(null, first.address, first.family);
      },
      (error: NodeJS.ErrnoException) => callback(error, "", 0),
    );
  };
}
