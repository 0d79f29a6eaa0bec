CREATE TABLE `subscriber_confirm_mails` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`recipient_hash` text NOT NULL,
	`sent_at` text NOT NULL
);
--> statement-breakpoint
CREATE INDEX `subscriber_confirm_mails_recipient` ON `subscriber_confirm_mails` (`recipient_hash`,`sent_at`);--> statement-breakpoint
ALTER TABLE `subscribers` ADD `resubscribe_mailed_at` text;