CREATE TABLE `deadline_reminders` (
	`claim_id` text NOT NULL,
	`rule_id` text NOT NULL,
	`due_on` text NOT NULL,
	`kind` text NOT NULL,
	`queued_at` integer NOT NULL,
	PRIMARY KEY(`claim_id`, `rule_id`, `due_on`, `kind`),
	FOREIGN KEY (`claim_id`) REFERENCES `claims`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `member_deadline_settings` (
	`user_id` text PRIMARY KEY NOT NULL,
	`reminders` text DEFAULT 'email' NOT NULL,
	`feed_token_hash` text,
	`feed_created_at` integer,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `member_deadline_settings_feed_token_hash_unique` ON `member_deadline_settings` (`feed_token_hash`);