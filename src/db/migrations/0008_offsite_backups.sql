CREATE TABLE `offsite_copies` (
	`name` text PRIMARY KEY NOT NULL,
	`state` text DEFAULT 'pending' NOT NULL,
	`last_error` text,
	`uploaded_at` text
);
--> statement-breakpoint
CREATE TABLE `offsite_settings` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`endpoint` text DEFAULT '' NOT NULL,
	`bucket` text DEFAULT '' NOT NULL,
	`access_key_id` text DEFAULT '' NOT NULL,
	`secret_access_key` text DEFAULT '' NOT NULL,
	`region` text DEFAULT '' NOT NULL,
	`prefix` text DEFAULT '' NOT NULL
);
