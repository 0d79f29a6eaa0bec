CREATE TABLE `fediverse_reactions` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`article_id` integer NOT NULL,
	`kind` text NOT NULL,
	`actor_id` text NOT NULL,
	`activity_id` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `fediverse_reactions_once` ON `fediverse_reactions` (`article_id`,`kind`,`actor_id`);--> statement-breakpoint
CREATE INDEX `fediverse_reactions_activity` ON `fediverse_reactions` (`activity_id`);--> statement-breakpoint
PRAGMA foreign_keys=OFF;--> statement-breakpoint
CREATE TABLE `__new_fediverse_kv` (
	`key` text PRIMARY KEY NOT NULL,
	`value` text,
	`expires_at` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
);
--> statement-breakpoint
INSERT INTO `__new_fediverse_kv`("key", "value", "expires_at", "created_at") SELECT "key", "value", "expires_at", "created_at" FROM `fediverse_kv`;--> statement-breakpoint
DROP TABLE `fediverse_kv`;--> statement-breakpoint
ALTER TABLE `__new_fediverse_kv` RENAME TO `fediverse_kv`;--> statement-breakpoint
PRAGMA foreign_keys=ON;--> statement-breakpoint
CREATE INDEX `fediverse_kv_expires` ON `fediverse_kv` (`expires_at`);--> statement-breakpoint
CREATE INDEX `fediverse_kv_created` ON `fediverse_kv` (`created_at`);