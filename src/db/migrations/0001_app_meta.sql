CREATE TABLE `app_meta` (
	`key` text PRIMARY KEY NOT NULL,
	`value` text NOT NULL
);
--> statement-breakpoint
-- A database made before this table existed: its oldest article or message dates it, else this upgrade does.
INSERT INTO `app_meta` (`key`, `value`) SELECT 'database_created_at', coalesce((SELECT min(`created_at`) FROM (SELECT `created_at` FROM `articles` UNION ALL SELECT `created_at` FROM `messages`)), strftime('%Y-%m-%dT%H:%M:%fZ', 'now'));
