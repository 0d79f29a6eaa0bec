import { createAppMetaRepository } from "../../db/app-meta.repository";
import type { Db } from "../../db/open";

/** app_meta key: the site's address (scheme and host) the owner last signed in at. */
const OWNER_SITE_BASE = "owner_site_base";

/**
 * Where the owner reaches the site, for links sent to the owner (a notification's "open in admin") when PUBLIC_URL is
 * not set. Written only by a successful sign-in, from that request's trusted base: a visitor's Host, which anybody
 * may write, never becomes a link in the owner's mail.
 */
export function createOwnerAddress(db: Db) {
  const meta = createAppMetaRepository(db);
  return {
    remember: (siteBase: string) => meta.write(OWNER_SITE_BASE, siteBase),
    /** Null until the owner has signed in once (with PUBLIC_URL unset). */
    current: (): string | null => meta.read(OWNER_SITE_BASE),
  };
}
