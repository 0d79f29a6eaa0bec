CREATE TABLE `article_preview_links` (
	`article_id` integer PRIMARY KEY NOT NULL,
	`token_hash` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`article_id`) REFERENCES `articles`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `article_preview_links_token_hash_unique` ON `article_preview_links` (`token_hash`);--> statement-breakpoint
CREATE TABLE `article_search` (
	`id` integer PRIMARY KEY NOT NULL,
	`article_id` integer NOT NULL,
	`lang` text NOT NULL,
	`title` text NOT NULL,
	`summary` text NOT NULL,
	`category` text NOT NULL,
	`body` text NOT NULL,
	`source_updated_at` text NOT NULL,
	FOREIGN KEY (`article_id`) REFERENCES `articles`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `article_search_article_lang` ON `article_search` (`article_id`,`lang`);--> statement-breakpoint
ALTER TABLE `articles` ADD `publish_at` text;--> statement-breakpoint
CREATE INDEX `articles_publish_at` ON `articles` (`publish_at`);--> statement-breakpoint
-- Search (written by hand: drizzle-kit has no virtual tables). An external-content FTS5 index over article_search,
-- trigram tokens (substrings of any script, Japanese and Chinese included), case and accents folded. Triggers keep
-- it in step with every write to article_search; a live restore rebuilds it from that table ('rebuild').
CREATE VIRTUAL TABLE `article_search_fts` USING fts5(title, summary, category, body, content='article_search', content_rowid='id', tokenize='trigram remove_diacritics 1');
--> statement-breakpoint
CREATE TRIGGER `article_search_ai` AFTER INSERT ON `article_search` BEGIN
  INSERT INTO `article_search_fts` (rowid, title, summary, category, body) VALUES (new.id, new.title, new.summary, new.category, new.body);
END;
--> statement-breakpoint
CREATE TRIGGER `article_search_ad` AFTER DELETE ON `article_search` BEGIN
  INSERT INTO `article_search_fts` (`article_search_fts`, rowid, title, summary, category, body) VALUES ('delete', old.id, old.title, old.summary, old.category, old.body);
END;
--> statement-breakpoint
CREATE TRIGGER `article_search_au` AFTER UPDATE ON `article_search` BEGIN
  INSERT INTO `article_search_fts` (`article_search_fts`, rowid, title, summary, category, body) VALUES ('delete', old.id, old.title, old.summary, old.category, old.body);
  INSERT INTO `article_search_fts` (rowid, title, summary, category, body) VALUES (new.id, new.title, new.summary, new.category, new.body);
END;
