import type { BackupListing } from "../../api/backups";
import type { AdminHealth } from "../../api/health";
import type { FediverseView } from "../../api/fediverse";
import type { NotificationSettingsView } from "../../api/notifications";
import type { Article, Project, SiteInfo } from "../../api/types";

/** A step of the setup checklist: done, still to do, or unknown because its read failed. */
export type SetupState = "done" | "todo" | "unknown";

export type SetupKey = "identity" | "photo" | "cv" | "project" | "article" | "notifications" | "backup" | "publicUrl" | "fediverse";

export type SetupItem = {
  key: SetupKey;
  state: SetupState;
  /** The admin screen where the step is done (or, for the site's address set on the server, says how). */
  to: string;
};

/** One admin read as the checklist sees it: its data once loaded, and whether it failed. */
export type Read<T> = { data?: T; error?: unknown };

export type SetupReads = {
  siteInfo: Read<SiteInfo>;
  projects: Read<Project[]>;
  articles: Read<Article[]>;
  notifications: Read<NotificationSettingsView>;
  backups: Read<BackupListing>;
  health: Read<AdminHealth>;
  fediverse: Read<FediverseView>;
};

const filled = (value: unknown) => typeof value === "string" && value.trim() !== "";

/** Name and headline: the owner's name and the home page's headline, both filled. */
export function hasIdentity(info: SiteInfo): boolean {
  return filled(info.ownerName) && filled(info.headline);
}

/** Each step's state from what the admin already reads; a read still loading gives no list (the card shows its skeleton). */
export function setupItems(reads: SetupReads): SetupItem[] | null {
  const steps: [SetupKey, Read<unknown>, () => boolean, string][] = [
    ["identity", reads.siteInfo, () => hasIdentity(reads.siteInfo.data!), "/admin/settings?tab=general"],
    ["photo", reads.siteInfo, () => filled(reads.siteInfo.data!.heroImageUrl), "/admin/settings?tab=general"],
    ["cv", reads.siteInfo, () => filled(reads.siteInfo.data!.cvFileUrl), "/admin/settings?tab=general"],
    ["project", reads.projects, () => reads.projects.data!.length > 0, "/admin/projects/new"],
    ["article", reads.articles, () => reads.articles.data!.some((article) => article.published), "/admin/articles/new"],
    [
      "notifications",
      reads.notifications,
      () => reads.notifications.data!.email.configured || reads.notifications.data!.webhooks.length > 0,
      "/admin/settings?tab=notifications",
    ],
    ["backup", reads.backups, () => reads.backups.data!.backups.length > 0, "/admin/settings?tab=backups"],
    // The address is set on the server: the Fediverse screen shows the line to add for each way of running it.
    ["publicUrl", reads.health, () => reads.health.data!.publicUrlSet === true, "/admin/fediverse"],
    // Chosen before anyone follows (it cannot change after), or kept as it is by the first follower.
    ["fediverse", reads.fediverse, () => reads.fediverse.data!.usernameChosen || reads.fediverse.data!.usernameLocked, "/admin/fediverse"],
  ];
  if (steps.some(([, read]) => read.data === undefined && !read.error)) return null;
  return steps.map(([key, read, done, to]) => ({
    key,
    state: read.data === undefined ? "unknown" : done() ? "done" : "todo",
    to,
  }));
}
