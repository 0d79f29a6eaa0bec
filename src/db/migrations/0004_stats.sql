CREATE TABLE `stats_daily` (
	`day` text NOT NULL,
	`dimension` text NOT NULL,
	`value` text NOT NULL,
	`pageviews` integer DEFAULT 0 NOT NULL,
	`visitors` integer DEFAULT 0 NOT NULL,
	PRIMARY KEY(`day`, `dimension`, `value`)
);
--> statement-breakpoint
CREATE TABLE `stats_salt` (
	`day` text PRIMARY KEY NOT NULL,
	`salt` blob NOT NULL
);
--> statement-breakpoint
CREATE TABLE `stats_seen` (
	`id` integer PRIMARY KEY NOT NULL,
	`day` text NOT NULL,
	`keys` blob NOT NULL
);
--> statement-breakpoint
CREATE TABLE `stats_settings` (
	`id` integer PRIMARY KEY DEFAULT 1 NOT NULL,
	`counting` integer DEFAULT true NOT NULL,
	CONSTRAINT "stats_settings_single_row" CHECK("stats_settings"."id" = 1)
);
