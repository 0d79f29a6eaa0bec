CREATE TABLE `theme` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`accent` text NOT NULL,
	`font` text NOT NULL,
	`color_scheme` text NOT NULL,
	`icon` blob,
	`icon_type` text,
	`icon_version` text
);
