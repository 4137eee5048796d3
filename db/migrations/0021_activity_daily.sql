CREATE TABLE `activity_daily` (
	`day` text NOT NULL,
	`action` text NOT NULL,
	`count` integer NOT NULL,
	PRIMARY KEY(`day`, `action`)
);
--> statement-breakpoint
CREATE INDEX `user_activity_log_created_idx` ON `user_activity_log` (`created_at`);