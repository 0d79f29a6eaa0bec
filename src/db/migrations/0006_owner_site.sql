ALTER TABLE `projects` ADD `period` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `site_info` ADD `site_title` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `site_info` ADD `headline` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `site_info` ADD `availability` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `site_info` ADD `years_of_experience` integer;--> statement-breakpoint
ALTER TABLE `site_info` ADD `highlights` text DEFAULT '[]' NOT NULL;--> statement-breakpoint
ALTER TABLE `site_info` ADD `footer_note` text DEFAULT '' NOT NULL;