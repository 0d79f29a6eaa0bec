import type { Config } from "./config";
import type { Db } from "./db/open";
import type { Logger } from "./lib/log";
import type { Scheduler } from "./platform/scheduler/scheduler.jobs";
import type { Clock } from "./platform/scheduler/scheduler.clock";
import type { PublicPageDefinition } from "../web/entry-server";
import type { AssetStore } from "./platform/spa/spa.asset-store";
import type { PublicUser } from "./modules/auth/auth.repository";
import type { ResolveHost } from "./modules/notifications/notifications.address";

/** Everything the app is built from, passed in as one object so tests can build it on an in-memory database. */
export type AppDeps = {
  config: Config;
  db: Db;
  log: Logger;
  /** Where timed jobs run (backups, the upload sweep), on `clock`. */
  scheduler: Scheduler;
  /**
   * The one time everything goes by, resolved once by whoever builds the app (the system's in `serve`, a manual one
   * tests move) and passed down: no server code reads the time any other way (app.clock.test.ts checks).
   */
  clock: Clock;
  /** The built SPA; absent in API tests. */
  assets?: AssetStore;
  /** The table of public pages; the web app's own unless a test adds a page. */
  publicPages?: PublicPageDefinition[];
  /** How webhook host names are resolved (the system's DNS unless a test answers for it). */
  resolveHost?: ResolveHost;
};

export type AppEnv = {
  Variables: {
    /** The signed-in admin, or null for a visitor (an invalid token counts as a visitor). */
    user: PublicUser | null;
    /** How the user was authenticated: cookie-authenticated writes need a same-origin check. */
    authVia: "bearer" | "cookie" | null;
    /** The session the caller's token belongs to (sessions can be listed and ended), or null for a visitor. */
    sessionId: string | null;
    clientIp: string;
  };
};
