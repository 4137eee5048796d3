CREATE TABLE `claim_deadlines` (
	`claim_id` text NOT NULL,
	`rule_id` text NOT NULL,
	`user_id` text NOT NULL,
	`owed_by` text NOT NULL,
	`starts_on` text,
	`due_on` text,
	`met_on` text,
	`open` integer NOT NULL,
	`time_zone` text NOT NULL,
	PRIMARY KEY(`claim_id`, `rule_id`),
	FOREIGN KEY (`claim_id`) REFERENCES `claims`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `claim_deadlines_open_due_idx` ON `claim_deadlines` (`due_on`,`time_zone`) WHERE open = 1;--> statement-breakpoint
CREATE INDEX `claim_deadlines_open_owed_idx` ON `claim_deadlines` (`owed_by`,`due_on`,`time_zone`) WHERE open = 1;--> statement-breakpoint
CREATE INDEX `claim_deadlines_open_user_idx` ON `claim_deadlines` (`user_id`,`due_on`,`time_zone`) WHERE open = 1;--> statement-breakpoint
CREATE TABLE `claim_events` (
	`id` text PRIMARY KEY NOT NULL,
	`claim_id` text NOT NULL,
	`kind` text NOT NULL,
	`on` text NOT NULL,
	`note` text,
	`created_by` text NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`claim_id`) REFERENCES `claims`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `claim_events_claim_idx` ON `claim_events` (`claim_id`,`on`);--> statement-breakpoint
CREATE TABLE `deadline_packs` (
	`scope` text PRIMARY KEY NOT NULL,
	`fingerprint` text NOT NULL
);
