CREATE TABLE `fediverse_actor` (
	`id` integer PRIMARY KEY NOT NULL,
	`username` text,
	`key_pairs` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
);
--> statement-breakpoint
CREATE TABLE `fediverse_announced` (
	`article_id` integer PRIMARY KEY NOT NULL,
	`object_id` text NOT NULL,
	`article_updated_at` text NOT NULL,
	`likes` integer DEFAULT 0 NOT NULL,
	`boosts` integer DEFAULT 0 NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
);
--> statement-breakpoint
CREATE TABLE `fediverse_blocks` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`kind` text NOT NULL,
	`value` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `fediverse_blocks_kind_value` ON `fediverse_blocks` (`kind`,`value`);--> statement-breakpoint
CREATE TABLE `fediverse_followers` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`actor_id` text NOT NULL,
	`handle` text NOT NULL,
	`name` text NOT NULL,
	`url` text,
	`inbox` text NOT NULL,
	`shared_inbox` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `fediverse_followers_actor_id_unique` ON `fediverse_followers` (`actor_id`);--> statement-breakpoint
CREATE TABLE `fediverse_kv` (
	`key` text PRIMARY KEY NOT NULL,
	`value` text NOT NULL,
	`expires_at` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `fediverse_kv_expires` ON `fediverse_kv` (`expires_at`);--> statement-breakpoint
CREATE INDEX `fediverse_kv_created` ON `fediverse_kv` (`created_at`);--> statement-breakpoint
CREATE TABLE `fediverse_replies` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`note_id` text NOT NULL,
	`article_id` integer NOT NULL,
	`author_id` text NOT NULL,
	`author_name` text NOT NULL,
	`author_handle` text NOT NULL,
	`author_url` text NOT NULL,
	`avatar_path` text,
	`content` text NOT NULL,
	`url` text,
	`published_at` text NOT NULL,
	`state` text DEFAULT 'pending' NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`article_id`) REFERENCES `articles`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `fediverse_replies_note_id_unique` ON `fediverse_replies` (`note_id`);--> statement-breakpoint
CREATE INDEX `fediverse_replies_article` ON `fediverse_replies` (`article_id`,`state`);