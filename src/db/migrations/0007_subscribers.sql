CREATE TABLE `subscriber_unsubscribe_tokens` (
	`token_hash` text PRIMARY KEY NOT NULL,
	`subscriber_id` integer NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`subscriber_id`) REFERENCES `subscribers`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `subscriber_unsubscribe_tokens_subscriber` ON `subscriber_unsubscribe_tokens` (`subscriber_id`);--> statement-breakpoint
CREATE TABLE `subscribers` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`email` text NOT NULL,
	`language` text NOT NULL,
	`status` text DEFAULT 'pending' NOT NULL,
	`confirm_token_hash` text,
	`requested_at` text NOT NULL,
	`confirmed_at` text,
	`unsubscribed_at` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `subscribers_email_unique` ON `subscribers` (`email`);--> statement-breakpoint
CREATE UNIQUE INDEX `subscribers_confirm_token_hash_unique` ON `subscribers` (`confirm_token_hash`);--> statement-breakpoint
CREATE INDEX `subscribers_status` ON `subscribers` (`status`);--> statement-breakpoint
ALTER TABLE `articles` ADD `mail_readers` integer DEFAULT true NOT NULL;