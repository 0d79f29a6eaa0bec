/**
 * TEST ONLY: every route the app serves, and the hostile requests sent to each of them, as admin and as visitor, by
 * src/app.fuzz.test.ts (every case, through app.request) and web/e2e/attack-fuzz.e2e.test.ts (a sample, over HTTP
 * against the executable). A route added to the app and missing here fails the fuzz's coverage test.
 */
import { readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import type { Database } from "bun:sqlite";
import { isIssueCode } from "../shared/validation-codes";

// Each field code is declared as its shared schema loads: load them all, as the server does, to know every code
// (the executable's answers are judged in a process that has not loaded the app).
const SHARED = join(import.meta.dir, "../shared");
const schemaFiles = readdirSync(join(SHARED, "schemas")).filter((name) => !name.includes(".test."));
await Promise.all(
  [...schemaFiles.map((name) => join(SHARED, "schemas", name)), join(SHARED, "files.ts"), join(SHARED, "theme.ts")].map((file) => import(file)),
);

/**
 * What the route reads from its body: JSON it requires, JSON it may go without, a multipart form, a raw archive,
 * nothing at all (an action: any body is ignored), or the statistics beacon (204 whatever it is sent).
 */
export type BodyKind = "json" | "optional-json" | "multipart" | "archive" | "none" | "beacon";

export type FuzzRoute = {
  method: "GET" | "HEAD" | "POST" | "PUT" | "PATCH" | "DELETE";
  /** The path pattern as the router lists it (app.routes), e.g. /api/articles/:id. */
  pattern: string;
  /** "admin": a visitor is answered 401. */
  access: "admin" | "visitor";
  body: BodyKind;
};

const route = (method: FuzzRoute["method"], pattern: string, access: FuzzRoute["access"], body: BodyKind = "none"): FuzzRoute => ({
  method,
  pattern,
  access,
  body,
});

/** The CRUD routes of one kind of entry: reads (public or the admin's), create, update, delete. */
const crud = (base: string, reads: FuzzRoute["access"]): FuzzRoute[] => [
  route("GET", base, reads),
  route("GET", `${base}/:id`, reads),
  route("POST", base, "admin", "json"),
  route("PUT", `${base}/:id`, "admin", "json"),
  route("DELETE", `${base}/:id`, "admin"),
];

/** The beacon is answered in front of the router (stats.edge.ts): app.routes does not list it. */
export const BEACON: FuzzRoute = route("POST", "/api/stats/hit", "visitor", "beacon");

export const FUZZ_ROUTES: FuzzRoute[] = [
  route("GET", "/api/health", "visitor"),
  route("GET", "/api/config", "visitor"),
  route("GET", "/api/site-info", "visitor"),
  route("PUT", "/api/site-info", "admin", "json"),
  route("POST", "/api/hero-image/url", "admin", "json"),
  route("POST", "/api/hero-image/reset", "admin"),
  // Sign-in, the account and its second factors.
  route("POST", "/api/auth/login", "visitor", "json"),
  route("POST", "/api/auth/login/second-factor", "visitor", "json"),
  route("GET", "/api/auth/me", "visitor"),
  route("POST", "/api/auth/logout", "visitor"),
  route("GET", "/api/auth/sessions", "admin"),
  route("DELETE", "/api/auth/sessions", "admin"),
  route("DELETE", "/api/auth/sessions/:id", "admin"),
  route("PUT", "/api/auth/password", "admin", "json"),
  route("GET", "/api/auth/totp", "admin"),
  route("POST", "/api/auth/totp/setup", "admin"),
  route("POST", "/api/auth/totp/enable", "admin", "json"),
  route("POST", "/api/auth/totp/disable", "admin", "json"),
  route("POST", "/api/auth/recovery-codes", "admin", "json"),
  route("GET", "/api/auth/passkeys", "admin"),
  route("DELETE", "/api/auth/passkeys/:id", "admin"),
  route("POST", "/api/auth/passkeys/register-options", "admin", "optional-json"),
  route("POST", "/api/auth/passkeys/register", "admin", "json"),
  route("POST", "/api/auth/passkeys/login-options", "visitor", "optional-json"),
  route("POST", "/api/auth/passkeys/login", "visitor", "json"),
  // Content.
  ...crud("/api/projects", "visitor"),
  route("GET", "/api/projects/featured", "visitor"),
  route("PUT", "/api/projects/order", "admin", "json"),
  route("GET", "/api/articles", "visitor"),
  route("GET", "/api/articles/:id", "visitor"),
  route("GET", "/api/articles/slug/:slug", "visitor"),
  route("GET", "/api/articles/slug/:slug/related", "visitor"),
  route("POST", "/api/articles", "admin", "json"),
  route("PUT", "/api/articles/:id", "admin", "json"),
  route("DELETE", "/api/articles/:id", "admin"),
  route("POST", "/api/articles/:id/publish", "admin"),
  route("POST", "/api/articles/:id/unpublish", "admin"),
  route("GET", "/api/articles/:id/preview-link", "admin"),
  route("POST", "/api/articles/:id/preview-link", "admin"),
  route("DELETE", "/api/articles/:id/preview-link", "admin"),
  route("GET", "/api/preview/:token", "visitor"),
  route("GET", "/api/preview/:token/related", "visitor"),
  route("GET", "/api/cv", "visitor"),
  route("GET", "/api/cv/download", "visitor"),
  route("POST", "/api/cv/url", "admin", "json"),
  route("POST", "/api/cv/upload", "admin", "multipart"),
  route("POST", "/api/cv/reset", "admin"),
  ...crud("/api/experiences", "admin"),
  ...crud("/api/education", "admin"),
  ...crud("/api/skills", "admin"),
  // Messages and their notifications.
  route("POST", "/api/messages", "visitor", "json"),
  route("GET", "/api/messages", "admin"),
  route("POST", "/api/messages/:id/read", "admin"),
  route("POST", "/api/messages/:id/retry-delivery", "admin"),
  route("DELETE", "/api/messages/:id", "admin"),
  route("GET", "/api/notifications", "admin"),
  route("PUT", "/api/notifications", "admin", "json"),
  route("POST", "/api/notifications/test", "admin", "json"),
  route("PUT", "/api/notifications/language", "admin", "json"),
  // Files, export and import, backups.
  route("POST", "/api/uploads/images", "admin", "multipart"),
  route("GET", "/api/export", "admin"),
  route("POST", "/api/import", "admin", "json"),
  route("POST", "/api/import/preview", "admin", "multipart"),
  route("POST", "/api/import/apply", "admin", "multipart"),
  route("GET", "/api/export/markdown", "admin"),
  route("GET", "/api/demo-content", "admin"),
  route("DELETE", "/api/demo-content", "admin"),
  route("GET", "/api/backups", "admin"),
  route("POST", "/api/backups", "admin"),
  route("POST", "/api/backups/restore", "admin", "archive"),
  route("GET", "/api/backups/:name", "admin"),
  route("DELETE", "/api/backups/:name", "admin"),
  route("POST", "/api/backups/:name/restore", "admin"),
  route("GET", "/api/backups/offsite", "admin"),
  route("PUT", "/api/backups/offsite", "admin", "json"),
  route("POST", "/api/backups/offsite/test", "admin"),
  // Statistics.
  route("GET", "/api/stats", "admin"),
  route("GET", "/api/stats.csv", "admin"),
  route("GET", "/api/stats/settings", "admin"),
  route("PUT", "/api/stats/settings", "admin", "json"),
  BEACON,
  // Readers' subscriptions: the form (its plain POST too), the mails' links, the owner's list.
  route("GET", "/api/subscribers/form", "visitor"),
  route("POST", "/api/subscribers", "visitor", "json"),
  route("POST", "/api/subscribers/confirm", "visitor", "json"),
  route("POST", "/api/subscribers/unsubscribe", "visitor"),
  route("GET", "/api/subscribers/unsubscribe", "visitor"),
  route("GET", "/api/subscribers", "admin"),
  route("GET", "/api/subscribers/summary", "admin"),
  route("GET", "/api/subscribers.csv", "admin"),
  route("POST", "/api/subscribers/import", "admin", "json"),
  route("DELETE", "/api/subscribers/:id", "admin"),
  route("GET", "/subscribe/confirm", "visitor"),
  route("GET", "/unsubscribe", "visitor"),
  // The fediverse: the owner's handle, followers and blocks, replies to moderate; an article's approved replies.
  route("GET", "/api/fediverse", "admin"),
  route("GET", "/api/fediverse/profile", "visitor"),
  route("GET", "/api/fediverse/follow", "visitor"),
  route("PUT", "/api/fediverse/username", "admin", "json"),
  route("DELETE", "/api/fediverse/followers/:id", "admin"),
  route("POST", "/api/fediverse/followers/:id/block", "admin"),
  route("POST", "/api/fediverse/blocks", "admin", "json"),
  route("DELETE", "/api/fediverse/blocks/:id", "admin"),
  route("GET", "/api/replies", "admin"),
  route("POST", "/api/replies/:id/approve", "admin"),
  route("DELETE", "/api/replies/:id", "admin"),
  route("GET", "/api/articles/slug/:slug/replies", "visitor"),
  // The site's look: read by every page, changed by the admin; the owner's icon.
  route("GET", "/api/theme", "visitor"),
  route("GET", "/api/theme/options", "visitor"),
  route("PUT", "/api/theme", "admin", "json"),
  route("POST", "/api/theme/icon", "admin", "multipart"),
  route("DELETE", "/api/theme/icon", "admin"),
  // Outside the API: uploaded files, feeds and pages.
  route("GET", "/site-icon.png", "visitor"),
  route("GET", "/site-icon.svg", "visitor"),
  route("GET", "/uploads/*", "visitor"),
  route("GET", "/robots.txt", "visitor"),
  route("GET", "/sitemap.xml", "visitor"),
  route("GET", "/rss.xml", "visitor"),
  route("GET", "/*", "visitor"),
  route("HEAD", "/*", "visitor"),
];

/** The values a seeded app holds, so a route's path reaches its handler (an existing id, slug, token, name). */
export type Seed = { id: number; slug: string; token: string; backup: string; sessionId: string; upload: string };

/** The route's path with every parameter an existing one; `bad` replaces the (last) parameter instead. */
export function pathOf(fuzzRoute: FuzzRoute, seed: Seed, bad?: string): string {
  const value = (name: string) => {
    if (name === "id" && fuzzRoute.pattern.startsWith("/api/auth/sessions/")) return seed.sessionId;
    return String({ id: seed.id, slug: seed.slug, token: seed.token, name: seed.backup }[name] ?? "");
  };
  const segments = fuzzRoute.pattern.split("/");
  const last = segments.findLastIndex((segment) => segment.startsWith(":") || segment === "*");
  return segments
    .map((segment, i) => {
      if (bad !== undefined && i === last) return bad;
      if (segment === "*") return fuzzRoute.pattern === "/uploads/*" ? seed.upload : "articles";
      return segment.startsWith(":") ? value(segment.slice(1)) : segment;
    })
    .join("/");
}

export const hasParameter = (fuzzRoute: FuzzRoute) => /\/(:|\*)/.test(fuzzRoute.pattern);
export const isApi = (fuzzRoute: FuzzRoute) => fuzzRoute.pattern.startsWith("/api/");

/** What a client sends: a fresh address each time (behind the trusted proxy), so rate limits never decide an answer. */
let requestCounter = 0;
export const freshAddress = () => `198.51.${Math.floor(++requestCounter / 250) % 250}.${requestCounter % 250}`;

/**
 * Whether an answer keeps the contract: never 5xx, and every 4xx of the API its JSON error `{ message, issues? }`, each
 * issue with its code.
 * Returns what is wrong, or null.
 */
export async function contractBreach(fuzzRoute: FuzzRoute, res: Response): Promise<string | null> {
  const text = await res.text();
  const said = `${res.status} ${res.headers.get("content-type") ?? "(no type)"} ${text.slice(0, 160)}`;
  if (res.status >= 500) return said;
  if (/\n\s+at |node_modules|\/src\//.test(text)) return `a stack trace or source path: ${said}`;
  if (fuzzRoute.body === "beacon") return res.status === 204 ? null : `the beacon answers 204 whatever it is sent: ${said}`;
  if (res.status < 400 || !isApi(fuzzRoute)) return null;
  if (!(res.headers.get("content-type") ?? "").startsWith("application/json")) return `not a JSON error: ${said}`;
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return `not a JSON error: ${said}`;
  }
  if (!isContractError(body)) return `not the contract's error shape: ${said}`;
  return null;
}

function isContractError(body: unknown): boolean {
  if (typeof body !== "object" || body === null || Array.isArray(body)) return false;
  const { message, issues, ...rest } = body as Record<string, unknown>;
  if (typeof message !== "string" || Object.keys(rest).length > 0) return false;
  if (issues === undefined) return true;
  return Array.isArray(issues) && issues.every(isContractIssue);
}

/** `{ path, code, message, params? }`: every issue carries its stable code (docs/decisions/0051-validation-codes.md). */
function isContractIssue(issue: unknown): boolean {
  if (typeof issue !== "object" || issue === null) return false;
  const { path, code, message, params, ...rest } = issue as Record<string, unknown>;
  const paramsKept =
    params === undefined || (typeof params === "object" && params !== null && Object.values(params).every((p) => ["number", "string"].includes(typeof p)));
  return (
    typeof path === "string" && typeof message === "string" && typeof code === "string" && isIssueCode(code) && paramsKept && Object.keys(rest).length === 0
  );
}

/** Tables a read changes by design: visits counted, the visitor salt. */
const CHANGED_BY_READS = new Set(["stats_daily", "stats_seen", "stats_salt"]);
/** Columns a read changes by design: a session's last use. */
const MASKED_COLUMNS: Record<string, string[]> = { sessions: ["last_seen_at"] };

/**
 * Every stored row (but what reads change) and every file of the data dir (but the database's own), to compare.
 * `updateOfNothing`: an accepted update whose fields were all left out still dates the article's last change and
 * indexes it again for search (articles.writing.test.ts, "updatedAt moves on every update"); those are left out too.
 */
export function snapshotOf(db: Database, dataDir: string, { updateOfNothing = false } = {}): string {
  const tables = db.query<{ name: string }, []>("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name").all();
  const rows: Record<string, string[]> = {};
  for (const { name } of tables) {
    if (CHANGED_BY_READS.has(name) || name.startsWith("sqlite_") || (updateOfNothing && name.startsWith("article_search"))) continue;
    const masked = [...(MASKED_COLUMNS[name] ?? []), ...(updateOfNothing ? ["updated_at"] : [])];
    rows[name] = db
      .query<Record<string, unknown>, []>(`SELECT * FROM "${name}"`)
      .all()
      .map((row) =>
        JSON.stringify(row, (key, value) => (masked.includes(key) ? "(masked)" : value instanceof Uint8Array ? Buffer.from(value).toString("hex") : value)),
      )
      .sort();
  }
  return JSON.stringify({ rows, files: filesUnder(dataDir) });
}

function filesUnder(dir: string, prefix = ""): string[] {
  let names: string[];
  try {
    names = readdirSync(join(dir, prefix)).sort();
  } catch {
    return [];
  }
  return names.flatMap((name) => {
    const relative = join(prefix, name);
    if (!prefix && name.startsWith("portfolio.db")) return [];
    const stats = statSync(join(dir, relative));
    return stats.isDirectory() ? filesUnder(dir, relative) : [`${relative} ${stats.size}`];
  });
}
