import type { Config } from "./config";
import type { Db } from "./db/open";
import type { Logger } from "./lib/log";
import type { AssetStore } from "./modules/spa/asset-store";
import type { PublicUser } from "./modules/auth/auth.repository";

/** Everything the app is built from, passed in as one object so tests can build it on an in-memory database. */
export type AppDeps = {
  config: Config;
  db: Db;
  log: Logger;
  /** The built SPA; absent in API tests. */
  assets?: AssetStore;
  /** Time source for uptime and dates; tests may pin it. */
  now?: () => Date;
};

export type AppEnv = {
  Variables: {
    /** The signed-in admin, or null for a visitor (an invalid token counts as a visitor). */
    user: PublicUser | null;
    /** How the user was authenticated: cookie-authenticated writes need a same-origin check. */
    authVia: "bearer" | "cookie" | null;
    clientIp: string;
  };
};
