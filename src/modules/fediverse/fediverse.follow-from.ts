import type { FetchError } from "@fedify/vocab-runtime";
import { createRateLimiter } from "../../lib/rate-limit";
import { createBoundedLoader, PRIVATE_ADDRESS_REFUSED } from "./fediverse.fetch";

/** WebFinger's link to a server's remote-follow page: `template` holds `{uri}`, the account to follow. */
const SUBSCRIBE_REL = "http://ostatus.org/schema/1.0/subscribe";
/** Look-ups per visitor's server and minute: their own budget, apart from federation's (fediverse.protocol.ts). */
const LOOKUPS_PER_SERVER_PER_MINUTE = 30;

/** Where a visitor follows from: their server (`mastodon.social`, with a port in tests) and, if they gave it, their account. */
export type FollowFrom = { server: string; account: string | null };

/** Where to send the visitor, or why not: the server is a private address, or could not be reached at all. */
export type FollowFromOutcome = { kind: "redirect"; location: string } | { kind: "refused" } | { kind: "unreachable"; reason: string };

/** Fedify's FetchError, told by name: the compiled executable may hold more than one copy of its class. */
const asFetchError = (error: unknown) => (error instanceof Error && error.name === "FetchError" ? (error as FetchError) : null);

/** The template's page for `handle`, when WebFinger gave one that leads to an http(s) address. */
function subscribePage(document: unknown, handle: string): string | null {
  const links = (document as { links?: unknown } | null)?.links;
  if (!Array.isArray(links)) return null;
  const template = links.find((link) => link?.rel === SUBSCRIBE_REL && typeof link.template === "string")?.template as string | undefined;
  if (!template?.includes("{uri}")) return null;
  try {
    const page = new URL(template.replaceAll("{uri}", encodeURIComponent(handle)));
    return page.protocol === "https:" || page.protocol === "http:" ? page.href : null;
  } catch {
    return null;
  }
}

/**
 * "Follow from your server": asks the visitor's server's WebFinger (through the bounded loader: public addresses
 * only, 10 s, 512 KB) for its remote-follow page, else sends them to Mastodon's `/authorize_interaction`. The
 * account asked for is theirs when they gave it, else the server's own (Mastodon answers for `acct:host@host`).
 * With `allowPrivate` (tests only) servers are spoken to over http, as the local fakes are.
 */
export function createFollowFrom({ allowPrivate, now }: { allowPrivate: boolean; now: () => number }) {
  // Visitors' look-ups have one budget per server, whoever asks (their own limit per client is the route's).
  const perServer = () => createRateLimiter({ limit: LOOKUPS_PER_SERVER_PER_MINUTE, windowMs: 60_000, now });
  const load = createBoundedLoader({ allowPrivate, limiter: perServer(), serverLimiter: perServer() });
  const scheme = allowPrivate ? "http" : "https";
  return async ({ server, account }: FollowFrom, handle: string): Promise<FollowFromOutcome> => {
    const base = new URL(`${scheme}://${server}`);
    const followed = handle.replace(/^@/, "");
    const fallback = `${base.origin}/authorize_interaction?uri=${encodeURIComponent(followed)}`;
    const resource = `acct:${account ?? base.hostname}@${base.host}`;
    try {
      const { document } = await load(`${base.origin}/.well-known/webfinger?resource=${encodeURIComponent(resource)}`);
      return { kind: "redirect", location: subscribePage(document, followed) ?? fallback };
    } catch (error) {
      const failed = asFetchError(error);
      if (failed?.message.includes(PRIVATE_ADDRESS_REFUSED)) return { kind: "refused" };
      // The server answered, but not with a usable WebFinger (an error status, not JSON): its page is guessed.
      if (failed?.response || error instanceof SyntaxError) return { kind: "redirect", location: fallback };
      return { kind: "unreachable", reason: error instanceof Error ? error.message : String(error) };
    }
  };
}
export type FollowFromLookup = ReturnType<typeof createFollowFrom>;
