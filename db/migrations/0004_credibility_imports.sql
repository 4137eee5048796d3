CREATE TABLE `credibility_imports` (
	`id` text PRIMARY KEY NOT NULL,
	`actor` text NOT NULL,
	`row_count` integer NOT NULL,
	`started_at` integer NOT NULL,
	`completed_at` integer
);
--> statement-breakpoint
ALTER TABLE `credibility_entries` ADD `import_id` text REFERENCES credibility_imports(id);--> statement-breakpoint
CREATE INDEX `credibility_entries_import_idx` ON `credibility_entries` (`import_id`);