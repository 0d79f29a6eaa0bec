import { Hono, type Context } from "hono";
import type { AppDeps, AppEnv } from "../../app-deps";
import { badRequest, DomainError, fieldIssue } from "../../lib/errors";
import { readId, readJson } from "../../lib/http";
import { createRateLimiter } from "../../lib/rate-limit";
import { parseOrThrow } from "../../lib/validation";
import type { Subscriber, SubscribersImport } from "../../shared/api";
import { SUBSCRIBER_MESSAGES, subscribeSchema, subscribersImportSchema, subscriberTokenSchema } from "../../shared/schemas/subscribers";
import { requireAdmin } from "../auth/auth.middleware";
import { parseReadersCsv, readersCsv } from "./subscribers.csv";
import { readerLanguage, renderReaderPage, type ReaderPage } from "./subscribers.pages";
import type { SubscriberRow } from "./subscribers.table";
import { SUBSCRIBER_TEXTS } from "./subscribers.texts";
import type { SubscribersUseCases } from "./subscribers.usecases";

/** Subscribing: at most 5 requests from one client address within 10 minutes (each may send a mail). */
export const SUBSCRIBE_LIMIT = { limit: 5, windowMs: 10 * 60 * 1000 };
/** Skipped lines an import lists one by one; the rest are counted. */
const LISTED_SKIPS = 100;

/** Each outcome page's heading. */
const OUTCOME_TITLES = { pageSent: "pageConfirmTitle", pageConfirmed: "pageConfirmTitle", pageUnsubscribed: "pageUnsubscribeTitle" } as const;
type Outcome = keyof typeof OUTCOME_TITLES;

const present = ({ id, email, language, status, createdAt }: SubscriberRow): Subscriber => ({ id, email, language, status, createdAt });

/** A browser's form (no JavaScript) wants a page back; the site's script and mail clients get JSON or nothing. */
const wantsPage = (c: Context) => (c.req.header("accept") ?? "").includes("text/html");
const isForm = (c: Context) => (c.req.header("content-type") ?? "").startsWith("application/x-www-form-urlencoded");

/** A form's fields (urlencoded, bounded by the API's 1 MB body limit), or the JSON object the site's script sends. */
async function readBody(c: Context): Promise<Record<string, unknown>> {
  if (!isForm(c)) return (await readJson(c)) as Record<string, unknown>;
  const fields = await c.req.parseBody();
  return Object.fromEntries(Object.entries(fields).filter(([, value]) => typeof value === "string"));
}

/**
 * Readers' subscriptions (docs/decisions/0053-subscriptions.md). Visitors: subscribe, confirm, unsubscribe (one-click
 * too), whether the form is open. The admin: the list, its numbers, removal, CSV export and import. The answers to a
 * form posted without JavaScript are small pages in the reader's language.
 */
export function subscribersRoutes({ clock }: AppDeps, subscribers: SubscribersUseCases) {
  const limiter = createRateLimiter({ ...SUBSCRIBE_LIMIT, now: () => clock.now() });
  const page = (c: Context, status: 200 | 202 | 400 | 404 | 409 | 429, lang: ReaderPage["lang"], content: Omit<ReaderPage, "lang" | "siteName">) =>
    c.html(renderReaderPage({ lang, siteName: subscribers.siteName(lang), ...content }), status, { "Cache-Control": "private, no-store" });
  const languageOf = (c: Context, given: unknown) =>
    readerLanguage(typeof given === "string" ? given : c.req.query("lang"), c.req.header("cookie"), c.req.header("accept-language"));

  /** Runs a visitor's change; a form gets its outcome (or its refusal) as a page, the script as JSON. */
  async function visitorWrite(c: Context<AppEnv>, lang: ReaderPage["lang"], change: () => Outcome | Response): Promise<Response> {
    try {
      const done = change();
      if (done instanceof Response) return done;
      return page(c, done === "pageSent" ? 202 : 200, lang, { title: OUTCOME_TITLES[done], text: SUBSCRIBER_TEXTS[lang][done] });
    } catch (error) {
      if (!(error instanceof DomainError) || !wantsPage(c)) throw error;
      const texts = SUBSCRIBER_TEXTS[lang];
      if (error.status === 429) return page(c, 429, lang, { title: "pageConfirmTitle", text: texts.pageTooMany });
      if (error.status === 400) return page(c, 400, lang, { title: "pageConfirmTitle", text: texts.pageBadAddress });
      if (error.status === 404) return page(c, 404, lang, { title: "pageConfirmTitle", text: texts.pageBadLink });
      throw error;
    }
  }

  return (
    new Hono<AppEnv>()
      .get("/subscribers/form", (c) => c.json({ open: subscribers.closedReason() === null }))
      .post("/subscribers", async (c) => {
        const body = await readBody(c);
        const lang = languageOf(c, body.language);
        return visitorWrite(c, lang, () => {
          const ip = c.get("clientIp");
          limiter.check(ip);
          const { email, language } = parseOrThrow(subscribeSchema, isForm(c) ? { ...body, language: lang } : body);
          limiter.hit(ip);
          subscribers.subscribe(email, language);
          return wantsPage(c) ? "pageSent" : c.json({ message: "If the address can receive mail, a confirmation link is on its way." }, 202);
        });
      })
      .post("/subscribers/confirm", async (c) => {
        const body = await readBody(c);
        const lang = languageOf(c, body.lang);
        return visitorWrite(c, lang, () => {
          const reader = subscribers.confirm(parseOrThrow(subscriberTokenSchema, body).token);
          return wantsPage(c) ? "pageConfirmed" : c.json({ status: reader.status });
        });
      })
      // RFC 8058: a mail client POSTs "List-Unsubscribe=One-Click" here, with no session; the page's button does too.
      .post("/subscribers/unsubscribe", async (c) => {
        const body = isForm(c) ? await readBody(c) : {};
        const lang = languageOf(c, body.lang);
        return visitorWrite(c, lang, () => {
          subscribers.unsubscribe(parseOrThrow(subscriberTokenSchema, { token: c.req.query("token") ?? body.token }).token);
          return wantsPage(c) ? "pageUnsubscribed" : c.json({ status: "unsubscribed" });
        });
      })
      // A client that opens the List-Unsubscribe address instead is shown the page with the button: a GET changes nothing.
      .get("/subscribers/unsubscribe", (c) => c.redirect(`/unsubscribe?token=${encodeURIComponent(c.req.query("token") ?? "")}`, 303))
      .use("/subscribers.csv", requireAdmin())
      .get("/subscribers.csv", (c) => {
        c.header("Content-Disposition", `attachment; filename="readers-${new Date(clock.now()).toISOString().slice(0, 10)}.csv"`);
        return c.body(readersCsv(subscribers.list()), 200, { "Content-Type": "text/csv; charset=utf-8" });
      })
      .get("/subscribers", requireAdmin(), (c) => c.json(subscribers.list(c.req.query("q")?.trim().slice(0, 254) || undefined).map(present)))
      .get("/subscribers/summary", requireAdmin(), (c) => c.json(subscribers.summary()))
      .post("/subscribers/import", requireAdmin(), async (c) => {
        const { csv } = parseOrThrow(subscribersImportSchema, await readJson(c));
        const { readers, skipped } = parseReadersCsv(csv);
        if (readers.length === 0 && skipped.length === 0) throw badRequest("The file holds no readers.", [fieldIssue("csv", SUBSCRIBER_MESSAGES.csv)]);
        const imported = subscribers.importConfirmed(readers);
        const answer: SubscribersImport = { imported, known: readers.length - imported, skipped: skipped.slice(0, LISTED_SKIPS), skippedCount: skipped.length };
        return c.json(answer);
      })
      .delete("/subscribers/:id", requireAdmin(), (c) => {
        subscribers.remove(readId(c));
        return c.body(null, 204);
      })
  );
}

/** The pages a mail's links open: each shows a button whose POST makes the change. Outside /api, never cached. */
export function subscriberPagesRoutes(subscribers: SubscribersUseCases) {
  const show = (c: Context, title: ReaderPage["title"], text: "pageConfirmText" | "pageUnsubscribeText", action: string, label: string) => {
    const lang = readerLanguage(c.req.query("lang"), c.req.header("cookie"), c.req.header("accept-language"));
    const token = (c.req.query("token") ?? "").slice(0, 100);
    const texts = SUBSCRIBER_TEXTS[lang];
    const fields = { token, lang };
    return c.html(
      renderReaderPage({
        lang,
        siteName: subscribers.siteName(lang),
        title,
        text: texts[text],
        form: { action, fields, label: texts[label as keyof typeof texts] },
      }),
      200,
      { "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex", "Referrer-Policy": "no-referrer" },
    );
  };
  return new Hono<AppEnv>()
    .get("/subscribe/confirm", (c) => show(c, "pageConfirmTitle", "pageConfirmText", "/api/subscribers/confirm", "confirmAction"))
    .get("/unsubscribe", (c) => show(c, "pageUnsubscribeTitle", "pageUnsubscribeText", "/api/subscribers/unsubscribe", "unsubscribe"));
}
