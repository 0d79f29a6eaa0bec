import { Hono } from "hono";
import { PUBLIC_PAGES, isStandalonePath, resolvePublicPage, type PublicPageDefinition } from "../web/entry-server";
import type { AppDeps, AppEnv } from "./app-deps";
import { createContentStamp } from "./lib/content-stamp";
import { answerFailure } from "./lib/edge-errors";
import { DomainError } from "./lib/errors";
import { SAFE_METHODS } from "./lib/http";
import { limitBodies } from "./lib/request-body";
import { siteBase } from "./lib/request-origin";
import { createResponseMemo, type CacheableKind } from "./lib/response-cache";
import { securityHeaders, withStrictTransportSecurity } from "./lib/security-headers";
import { IMPORT_SOURCE_MAX_BYTES } from "./shared/schemas/import-sources";
// Infrastructure: health, the outbox, the SPA's files.
import { healthRoutes } from "./platform/health/health.routes";
import { createOutboxUseCases } from "./platform/outbox/outbox.usecases";
import type { ShellManifest } from "./platform/spa/spa.asset-store";
import { spaRoutes } from "./platform/spa/spa.routes";
// Domains: the use cases the app shares between routes and jobs, then every router.
import { createScheduledPublishing } from "./modules/articles/articles.publishing";
import { articlesRoutes } from "./modules/articles/articles.routes";
import { createArticlesUseCases } from "./modules/articles/articles.usecases";
import { identify } from "./modules/auth/auth.middleware";
import { authRoutes } from "./modules/auth/auth.routes";
import { createAuthUseCases, type AuthUseCases } from "./modules/auth/auth.usecases";
import { backupsRoutes, BACKUP_JOB } from "./modules/backups/backups.routes";
import { createBackupsUseCases, type BackupsUseCases } from "./modules/backups/backups.usecases";
import { cvRoutes } from "./modules/cv/cv.routes";
import { demoRoutes } from "./modules/demo/demo.routes";
import { feedsRoutes } from "./modules/feeds/feeds.routes";
import { fediverseEdge } from "./modules/fediverse/fediverse.edge";
import { fediverseRoutes } from "./modules/fediverse/fediverse.routes";
import { createFediverseUseCases } from "./modules/fediverse/fediverse.usecases";
import { importSourcesRoutes } from "./modules/import-sources/import-sources.routes";
import { messagesRoutes } from "./modules/messages/messages.routes";
import { createMessagesUseCases } from "./modules/messages/messages.usecases";
import { offsiteRoutes } from "./modules/offsite/offsite.routes";
import { createOffsiteUseCases } from "./modules/offsite/offsite.usecases";
import { notificationsRoutes } from "./modules/notifications/notifications.routes";
import { createNotificationsUseCases } from "./modules/notifications/notifications.usecases";
import { pagesRoutes } from "./modules/pages/pages.routes";
import { portabilityRoutes } from "./modules/portability/portability.routes";
import { projectsRoutes } from "./modules/projects/projects.routes";
import { siteInfoRoutes } from "./modules/site-info/site-info.routes";
import { countVisits } from "./modules/stats/stats.edge";
import { statsRoutes } from "./modules/stats/stats.routes";
import { subscriberPagesRoutes, subscribersRoutes } from "./modules/subscribers/subscribers.routes";
import { createSubscribersUseCases, type SubscribersUseCases } from "./modules/subscribers/subscribers.usecases";
import { createStatsUseCases, STATS_FLUSH_INTERVAL_MS, STATS_FLUSH_JOB, type StatsUseCases } from "./modules/stats/stats.usecases";
import { siteIconRoutes, themeRoutes } from "./modules/theme/theme.routes";
import { createThemeUseCases } from "./modules/theme/theme.usecases";
import { uploadedFilesRoutes, uploadsRoutes } from "./modules/uploads/uploads.routes";
import { sweepUploadsAfterAdminWrites, sweepUploadsLogged } from "./modules/uploads/uploads.sweep";

const MB = 1024 * 1024;

/** Sizes per contract §2: JSON 1 MB, an import 50 MB (from another platform 200 MB), an upload 5 MB (plus the multipart envelope). */
function bodyLimitFor(path: string): number {
  if (path === "/api/import") return 50 * MB;
  // A Ghost or WordPress export, or a Markdown site with its images (import-sources.routes.ts).
  if (path === "/api/import/preview" || path === "/api/import/apply") return IMPORT_SOURCE_MAX_BYTES;
  // A restore's archive holds every upload; it is streamed to disk, never held in memory.
  if (path === "/api/backups/restore") return 64 * 1024 * MB;
  if (path.endsWith("/upload") || path.startsWith("/api/uploads")) return 5 * MB + 64 * 1024;
  return 1 * MB;
}

/** Without a built SPA (API tests) pages still render, pointing at the names a build would give. */
const UNBUILT_MANIFEST: ShellManifest = { entry: "/assets/main.js", styles: [], adminStyles: [], fonts: {} };

export function createApp(deps: AppDeps) {
  const app = new Hono<AppEnv>();
  const outbox = createOutboxUseCases(deps);
  const offsite = createOffsiteUseCases(deps, outbox);
  // A restore replaces the off-site copies' rows with the backup's: backups on disk that no row knows any more (the
  // one written just before the restore, and any made after the restored one) are sent again.
  const restoredOffsite = () => {
    outbox.wake();
    offsite.sendUnsent();
  };
  const backups = createBackupsUseCases({ ...deps, onRestored: restoredOffsite, offsite });
  const notifications = createNotificationsUseCases(deps, outbox);
  const messages = createMessagesUseCases(deps, { outbox, notifications });
  const auth = createAuthUseCases(deps);
  const stats = createStatsUseCases(deps);
  const subscribers = createSubscribersUseCases(deps, { outbox, notifications });
  scheduleJobs(deps, { backups, auth, stats, subscribers });
  const stamp = createContentStamp(deps.db);
  const articles = createArticlesUseCases(deps.db, deps);
  const fediverse = createFediverseUseCases(deps, { outbox, onReply: (reply) => notifications.enqueueForReply(reply.id) });
  // Followers hear of what changed in the articles (fediverse.usecases.ts `announce`): after a scheduled go-live here,
  // after any other write in `articlesMayHaveChanged`.
  /** Told, in the transaction that first publishes an article (by the owner or at its scheduled time), that it is out. */
  const publicationListeners = [subscribers.articlePublished];
  const publishing = createScheduledPublishing({
    ...deps,
    published: () => {
      stamp.markWrite();
      void fediverse.announce();
    },
    listeners: publicationListeners,
  });
  /**
   * After anything that may have changed the articles behind the use cases' back (a restore, the demo seed, an
   * upgraded database at start-up): search rows that fell behind are remade, and the publishing timer is set for
   * the next scheduled time (an article whose time passed while the server was down goes out now).
   */
  const articlesMayHaveChanged = () => {
    articles.syncSearch();
    publishing.arm();
    void fediverse.announce();
  };
  articlesMayHaveChanged();
  app.use(securityHeaders());

  const api = new Hono<AppEnv>();
  api.use(identify(deps));
  api.use(limitBodies(bodyLimitFor));
  // What depends on who asks (an admin's reads, a sign-in, any write) must never be kept by a shared cache in front.
  // Visitors' reads the memo keeps get its own Cache-Control instead.
  api.use(async (c, next) => {
    await next();
    if (c.get("user") || c.res.headers.has("set-cookie") || !c.res.headers.has("cache-control")) c.res.headers.set("Cache-Control", "private, no-store");
  });
  // Any successful write changes the content: cached pages and reads are dropped. Signing in and managing the
  // account change no content (and strangers may ask for sign-in challenges as often as they like).
  api.use(async (c, next) => {
    await next();
    // Sign-in writes (options, challenges) change no content: strangers may ask for them as often as they like.
    if (!SAFE_METHODS.has(c.req.method) && c.res.status < 400 && !c.req.path.startsWith("/api/auth/")) {
      articlesMayHaveChanged();
      stamp.markWrite();
    }
  });
  api.use(sweepUploadsAfterAdminWrites(deps));

  // Every API router under /api, each with what it takes beyond the app's deps (the use cases shared with jobs).
  const apiRouters = [
    healthRoutes(deps, { passwordLockout: auth.passwordLockout, offsiteStatus: offsite.status }),
    authRoutes(deps, auth),
    siteInfoRoutes(deps),
    projectsRoutes(deps),
    articlesRoutes(deps, { listeners: publicationListeners }),
    cvRoutes(deps),
    messagesRoutes(deps, messages),
    notificationsRoutes(notifications),
    uploadsRoutes(deps),
    portabilityRoutes(deps),
    importSourcesRoutes(deps),
    demoRoutes(deps),
    offsiteRoutes(offsite),
    backupsRoutes(deps, backups),
    statsRoutes(deps, stats),
    themeRoutes(deps),
    subscribersRoutes(deps, subscribers),
    fediverseRoutes(deps, fediverse),
  ];
  for (const router of apiRouters) api.route("/", router);
  api.all("*", (c) => c.json({ message: `No API route for ${c.req.method} ${c.req.path}` }, 404));

  // The whole site, in the order it is matched: the API, uploaded files, the SPA's files, feeds, pages. Feeds and
  // pages are rendered from the app's own API answers (readApi).
  const readApi = (path: string) => Promise.resolve(app.request(path));
  // Every page's <head> carries the owner's look (accent, fonts, scheme, icon), read as the page is rendered.
  const theme = createThemeUseCases(deps.db);
  const siteRouters = [
    ["/api", api],
    ["/uploads", uploadedFilesRoutes(deps)],
    ["/", siteIconRoutes(deps)],
    ["/", spaRoutes(deps, { theme: theme.shell })],
    ["/", feedsRoutes(deps, { readApi })],
    ["/", subscriberPagesRoutes(subscribers)],
    ["/", pagesRoutes(deps, { manifest: deps.assets?.manifest ?? UNBUILT_MANIFEST, readApi, theme: theme.shell })],
  ] as const;
  for (const [path, router] of siteRouters) app.route(path, router);

  app.notFound((c) => c.json({ message: "Not found" }, 404));
  app.onError((error, c) => {
    if (error instanceof DomainError) {
      for (const [name, value] of Object.entries(error.headers ?? {})) c.header(name, value);
      return c.json({ message: error.message, ...(error.issues ? { issues: error.issues } : {}) }, error.status);
    }
    return answerFailure(deps.log, error, c.req.raw);
  });
  const pages = deps.publicPages ?? PUBLIC_PAGES;
  const classify = cacheableKindFor(pages);
  const visits = countVisits(deps, stats, (pathname) => classify(pathname) === "page");
  const memo = createResponseMemo({
    stamp,
    classify,
    pageQueryParams: (pathname) => resolvePublicPage(pathname, pages).definition.queryParams ?? [],
    siteOf: (request) => siteBase(request, deps.config),
    sharedCacheSeconds: deps.config.publicCacheSeconds,
    linksFromRequest: deps.config.publicUrl === null,
    // Page views are counted as the memo answers them: it answers most pages before any route runs.
    onPage: visits.observePage,
  });
  app.fetch = withStrictTransportSecurity(visits.receiveBeacons(fediverseEdge(fediverse, { ...deps, stamp }, memo.wrap(app.fetch))), deps.config);
  // A backup written before an upgrade, before the app existed, is copied off-site now.
  offsite.sendUnsent();
  // Deliveries left due by the last run (the server stopped, or crashed mid-send) go out now; later ones on time.
  outbox.wake();
  fediverse.start();
  return app;
}

const UPLOAD_SWEEP_INTERVAL_MS = 6 * 60 * 60 * 1000;
export const UPLOAD_SWEEP_JOB = "upload-sweep";
const SESSION_SWEEP_INTERVAL_MS = 6 * 60 * 60 * 1000;
export const SESSION_SWEEP_JOB = "session-sweep";
const READERS_SWEEP_INTERVAL_MS = 6 * 60 * 60 * 1000;
export const READERS_SWEEP_JOB = "readers-sweep";

/** The server's timed work, all on the one scheduler: backups on their schedule, the upload and session sweeps, statistics. */
function scheduleJobs(
  { config, db, log, scheduler, clock }: AppDeps,
  { backups, auth, stats, subscribers }: { backups: BackupsUseCases; auth: AuthUseCases; stats: StatsUseCases; subscribers: SubscribersUseCases },
) {
  if (config.backupSchedule) scheduler.cron(BACKUP_JOB, config.backupSchedule, async () => void (await backups.backUp("scheduled")));
  // Uploads left behind without a write to notice them (a form abandoned after an upload, a CLI import).
  scheduler.every(UPLOAD_SWEEP_JOB, UPLOAD_SWEEP_INTERVAL_MS, () => sweepUploadsLogged(db, config.dataDir, log, clock.now()));
  // Expired sessions no longer sign anybody in; their rows go so the sessions table stays small.
  scheduler.every(SESSION_SWEEP_JOB, SESSION_SWEEP_INTERVAL_MS, () => void auth.sweepExpiredSessions());
  // Subscriptions nobody confirmed within 7 days are forgotten; unsubscribes are kept 3 years (docs/decisions/0062).
  scheduler.every(READERS_SWEEP_JOB, READERS_SWEEP_INTERVAL_MS, () => void subscribers.sweepExpired());
  // Counted views are written at intervals and once more when the server stops (SIGTERM stops the scheduler).
  scheduler.every(STATS_FLUSH_JOB, STATS_FLUSH_INTERVAL_MS, () => stats.flush(), { runAtStop: true });
}

/** API reads a visitor makes and that only change with the content; never health, sessions or downloads. */
const UNCACHED_READS = new Set(["/api/health", "/api/auth/me", "/api/cv/download", "/api/export", "/api/export/markdown", "/api/fediverse/follow"]);
const FEEDS = new Set(["/robots.txt", "/sitemap.xml", "/rss.xml"]);

/**
 * Private previews: a secret link's page and read are for whoever holds it, never kept. Readers' subscriptions: the
 * form's state follows the mail settings, and the admin's reads of them are the owner's.
 */
const UNCACHED_API_PREFIXES = ["/api/preview/", "/api/subscribers"];
/** The pages a reader's mail links to: each is about one secret token, never kept. */
const READER_PAGES = new Set(["/subscribe/confirm", "/unsubscribe"]);

function cacheableKindFor(pages: PublicPageDefinition[]) {
  // The fixed start of each private page's path ("/preview/"), worked out once: this runs on every request.
  const privatePrefixes = pages.filter((page) => page.private).map((page) => page.path.split(":")[0]!);
  return (pathname: string): CacheableKind | null => {
    if (pathname.startsWith("/api/")) return UNCACHED_READS.has(pathname) || UNCACHED_API_PREFIXES.some((prefix) => pathname.startsWith(prefix)) ? null : "api";
    if (FEEDS.has(pathname)) return "feed";
    if (READER_PAGES.has(pathname)) return null;
    if (pathname.startsWith("/assets/") || pathname.startsWith("/uploads/") || pathname.startsWith("/images/")) return null;
    if (isStandalonePath(pathname) || privatePrefixes.some((prefix) => pathname.startsWith(prefix))) return null;
    return pathname.includes(".") ? null : "page";
  };
}
export type App = ReturnType<typeof createApp>;
