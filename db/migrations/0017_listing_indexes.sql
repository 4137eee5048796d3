DROP INDEX `credibility_entries_created_idx`;--> statement-breakpoint
DROP INDEX `credibility_entries_active_created_idx`;--> statement-breakpoint
CREATE INDEX `credibility_entries_created_idx` ON `credibility_entries` (`created_at`,`id`,`import_id`);--> statement-breakpoint
CREATE INDEX `credibility_entries_active_created_idx` ON `credibility_entries` (`is_active`,`created_at`,`id`,`import_id`);--> statement-breakpoint
CREATE INDEX `users_created_idx` ON `users` (`created_at`,`id`);