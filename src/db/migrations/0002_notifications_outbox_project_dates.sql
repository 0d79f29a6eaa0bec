CREATE TABLE `outbox` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`topic` text NOT NULL,
	`payload` text NOT NULL,
	`subject_key` text,
	`state` text DEFAULT 'pending' NOT NULL,
	`attempts` integer DEFAULT 0 NOT NULL,
	`next_attempt_at` text,
	`last_error` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `outbox_due` ON `outbox` (`state`,`next_attempt_at`);--> statement-breakpoint
CREATE INDEX `outbox_subject` ON `outbox` (`subject_key`);--> statement-breakpoint
CREATE TABLE `notification_settings` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`smtp_host` text DEFAULT '' NOT NULL,
	`smtp_port` integer DEFAULT 587 NOT NULL,
	`smtp_security` text DEFAULT 'starttls' NOT NULL,
	`smtp_user` text DEFAULT '' NOT NULL,
	`smtp_password` text DEFAULT '' NOT NULL,
	`mail_from` text DEFAULT '' NOT NULL,
	`mail_to` text DEFAULT '' NOT NULL,
	`language` text DEFAULT 'es' NOT NULL
);
--> statement-breakpoint
CREATE TABLE `notification_webhooks` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`url` text NOT NULL,
	`format` text NOT NULL,
	`last_status` text
);
--> statement-breakpoint
ALTER TABLE `projects` ADD `created_at` text;