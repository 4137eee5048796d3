CREATE TABLE `claim_stay_lengths` (
	`status` text NOT NULL,
	`length_day` integer NOT NULL,
	`left_day` integer NOT NULL,
	`count` integer NOT NULL,
	PRIMARY KEY(`status`, `length_day`, `left_day`)
);
--> statement-breakpoint
CREATE INDEX `claim_stay_lengths_covering_idx` ON `claim_stay_lengths` (`status`,`length_day`,`left_day`,`count`);--> statement-breakpoint
CREATE TABLE `stats_totals` (
	`metric` text NOT NULL,
	`key` text DEFAULT '' NOT NULL,
	`count` integer NOT NULL,
	PRIMARY KEY(`metric`, `key`)
);
--> statement-breakpoint
CREATE TABLE `subscription_latest` (
	`user_id` text PRIMARY KEY NOT NULL,
	`plan_id` text NOT NULL,
	`is_active` integer NOT NULL,
	`cancelled` integer NOT NULL,
	`due_day` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `subscription_period_sums` (
	`plan_id` text NOT NULL,
	`cancelled` integer NOT NULL,
	`due_day` integer NOT NULL,
	`periods` integer NOT NULL,
	`estimates_used` integer NOT NULL,
	`estimates_quota` integer NOT NULL,
	`appraisals_used` integer NOT NULL,
	`appraisals_quota` integer NOT NULL,
	`engineer_assignments_used` integer NOT NULL,
	`engineer_assignments_quota` integer NOT NULL,
	`attorney_assistance_used` integer NOT NULL,
	`attorney_assistance_quota` integer NOT NULL,
	PRIMARY KEY(`plan_id`, `cancelled`, `due_day`)
);
--> statement-breakpoint
CREATE TABLE `subscription_state_counts` (
	`plan_id` text NOT NULL,
	`is_active` integer NOT NULL,
	`cancelled` integer NOT NULL,
	`due_day` integer NOT NULL,
	`count` integer NOT NULL,
	PRIMARY KEY(`plan_id`, `is_active`, `cancelled`, `due_day`)
);
--> statement-breakpoint
DROP INDEX `invitation_codes_funnel_idx`;--> statement-breakpoint
CREATE INDEX `invitation_codes_used_by_idx` ON `invitation_codes` (`used_by_user_id`);--> statement-breakpoint
DROP INDEX `user_subscriptions_latest_idx`;