import { Hono, type Context } from "hono";
import type { AppDeps, AppEnv } from "../../app-deps";
import { DomainError } from "../../lib/errors";
import { createRateLimiter } from "../../lib/rate-limit";
import { parseOrThrow } from "../../lib/validation";
import { fediverseFollowFromSchema } from "../../shared/schemas/fediverse";
import { readerLanguage } from "../subscribers/subscribers.pages";
// Only the type: the look-up itself (and Fedify with it) loads when federation is on and a visitor asks (usecases).
import type { FollowFrom } from "./fediverse.follow-from";
import { renderFollowPage, renderHandOffPage, type FollowFromProblem } from "./fediverse.follow-page";
import type { FediverseUseCases } from "./fediverse.usecases";

/** Splits `me@mastodon.social` (the schema's output) into the account and the server. */
export function followFromOf(input: string): FollowFrom {
  const at = input.lastIndexOf("@");
  return at < 0 ? { server: input, account: null } : { server: input.slice(at + 1), account: input.slice(0, at) };
}

/** Look-ups one visitor may start: each one makes this server ask another, so strangers get a few, not a flood. */
export const FOLLOW_FROM_LIMIT = { limit: 20, windowMs: 10 * 60 * 1000 };

const REFUSALS: Record<Exclude<FollowFromProblem, "invalid" | "tooMany">, { status: 400 | 404 | 502; message: string }> = {
  off: { status: 404, message: "Federation is off: this site cannot be followed from the fediverse." },
  refused: { status: 400, message: "That server's address is private or local: it is not asked from here." },
  unreachable: { status: 502, message: "That server could not be reached." },
};
const NO_STORE = { "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex", "Referrer-Policy": "no-referrer" };

/**
 * GET /api/fediverse/follow?server=: "follow from your server". A plain GET form (no JavaScript needed) lands here.
 * The answer is a 302 to the visitor's server's remote-follow page; a browser's form (Accept: text/html) gets a page
 * that moves on to it at once (fediverse.follow-page.ts says why not a redirect). A refusal is the contract's JSON
 * error, or for a browser, a small page saying what went wrong, with the form to try again.
 */
export function followFromRoute({ clock, log }: Pick<AppDeps, "clock" | "log">, fediverse: FediverseUseCases) {
  const limiter = createRateLimiter({ ...FOLLOW_FROM_LIMIT, now: () => clock.now() });
  return new Hono<AppEnv>().get("/fediverse/follow", async (c) => {
    const typed = (c.req.query("server") ?? "").slice(0, 320);
    const asPage = /text\/html/i.test(c.req.header("accept") ?? "");
    const lang = () => readerLanguage(c.req.query("lang"), c.req.header("cookie"), c.req.header("accept-language"));
    const page = (problem: FollowFromProblem, status: 400 | 404 | 429 | 502) =>
      c.html(renderFollowPage({ lang: lang(), problem, server: typed }), status, NO_STORE);
    const refuse = (problem: keyof typeof REFUSALS) =>
      asPage ? page(problem, REFUSALS[problem].status) : c.json({ message: REFUSALS[problem].message }, REFUSALS[problem].status, NO_STORE);

    const handle = fediverse.handle();
    const lookup = fediverse.followFromLookup();
    if (!handle || !lookup) return refuse("off");
    let server: string;
    try {
      server = parseOrThrow(fediverseFollowFromSchema, { server: c.req.query("server") }).server;
      limiter.check(c.get("clientIp"));
    } catch (error) {
      if (!asPage || !(error instanceof DomainError)) throw error;
      return error.code === "rate-limited" ? page("tooMany", 429) : page("invalid", 400);
    }
    limiter.hit(c.get("clientIp"));
    const outcome = await lookup(followFromOf(server), handle);
    if (outcome.kind === "unreachable") log.info("A visitor's server could not be reached to follow from", { server, reason: outcome.reason });
    if (outcome.kind !== "redirect") return refuse(outcome.kind);
    if (asPage) return c.html(renderHandOffPage({ lang: lang(), server: followFromOf(server).server, location: outcome.location }), 200, NO_STORE);
    return redirectTo(c, outcome.location);
  });
}

const redirectTo = (c: Context<AppEnv>, location: string) => {
  for (const [name, value] of Object.entries(NO_STORE)) c.header(name, value);
  return c.redirect(location, 302);
};
