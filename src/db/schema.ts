/** Every table, for drizzle-kit and for typed queries. Each lives in its domain folder. */
export * from "../modules/auth/auth.table";
export * from "../modules/projects/projects.table";
export * from "../modules/cv/cv.table";
export * from "../modules/articles/articles.table";
export * from "../modules/messages/messages.table";
export * from "../modules/site-info/site-info.table";
export * from "../platform/outbox/outbox.table";
export * from "../modules/notifications/notifications.table";
export * from "./app-meta.table";
export * from "../modules/stats/stats.table";
export * from "../modules/offsite/offsite.table";
export * from "../modules/subscribers/subscribers.table";
export * from "../modules/theme/theme.table";
export * from "../modules/fediverse/fediverse.table";
