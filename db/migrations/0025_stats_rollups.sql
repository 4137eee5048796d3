CREATE TABLE `audit_daily` (
	`day` text NOT NULL,
	`action` text NOT NULL,
	`outcome` text NOT NULL,
	`count` integer NOT NULL,
	PRIMARY KEY(`day`, `action`, `outcome`)
);
--> statement-breakpoint
CREATE TABLE `member_active_days` (
	`day` integer NOT NULL,
	`user_id` text NOT NULL,
	PRIMARY KEY(`day`, `user_id`)
);
--> statement-breakpoint
CREATE TABLE `claim_stays` (
	`claim_id` text NOT NULL,
	`status` text NOT NULL,
	`left_at` integer NOT NULL,
	`ms` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `claim_stays_left_idx` ON `claim_stays` (`status`,`left_at`,`ms`);--> statement-breakpoint
CREATE INDEX `claim_stays_ms_idx` ON `claim_stays` (`status`,`ms`,`left_at`);--> statement-breakpoint
CREATE TABLE `member_active_weeks` (
	`week` integer NOT NULL,
	`user_id` text NOT NULL,
	PRIMARY KEY(`week`, `user_id`)
);
--> statement-breakpoint
CREATE TABLE `stats_daily` (
	`metric` text NOT NULL,
	`day` integer NOT NULL,
	`key` text DEFAULT '' NOT NULL,
	`count` integer NOT NULL,
	PRIMARY KEY(`metric`, `day`, `key`)
);
--> statement-breakpoint
CREATE INDEX `admin_audit_log_outcome_idx` ON `admin_audit_log` (`action`,`outcome`,`at`,`repeats`);--> statement-breakpoint
CREATE INDEX `claim_status_history_entered_idx` ON `claim_status_history` (`claim_id`,`to_status`,`at`);--> statement-breakpoint
CREATE INDEX `invitation_codes_funnel_idx` ON `invitation_codes` (`created_at`,`is_used`,`assigned_at`,`used_by_user_id`);--> statement-breakpoint
CREATE INDEX `subscription_payments_paid_idx` ON `subscription_payments` (`paid_at`,`source`,`amount_cents`);--> statement-breakpoint
CREATE INDEX `user_subscriptions_latest_idx` ON `user_subscriptions` (`user_id`,`start_date`,`plan_id`,`is_active`,`due_date`,`cancelled_at`);