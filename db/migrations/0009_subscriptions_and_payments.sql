CREATE TABLE `payment_events` (
	`id` text PRIMARY KEY NOT NULL,
	`type` text NOT NULL,
	`received_at` integer NOT NULL,
	`outcome` text NOT NULL,
	`detail` text NOT NULL,
	`client_reference_id` text,
	`user_id` text,
	`subscription_id` text,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`subscription_id`) REFERENCES `user_subscriptions`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `payment_events_received_idx` ON `payment_events` (`received_at`);--> statement-breakpoint
CREATE INDEX `payment_events_outcome_idx` ON `payment_events` (`outcome`,`received_at`);--> statement-breakpoint
CREATE TABLE `renewal_notices` (
	`subscription_id` text NOT NULL,
	`due_date` integer NOT NULL,
	`queued_at` integer NOT NULL,
	FOREIGN KEY (`subscription_id`) REFERENCES `user_subscriptions`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `renewal_notices_key` ON `renewal_notices` (`subscription_id`,`due_date`);--> statement-breakpoint
CREATE TABLE `subscription_payments` (
	`id` text PRIMARY KEY NOT NULL,
	`subscription_id` text NOT NULL,
	`paid_at` integer NOT NULL,
	`amount_cents` integer,
	`settled_due_date` integer NOT NULL,
	`next_due_date` integer NOT NULL,
	`source` text NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`subscription_id`) REFERENCES `user_subscriptions`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `subscription_payments_subscription_idx` ON `subscription_payments` (`subscription_id`,`paid_at`);--> statement-breakpoint
ALTER TABLE `subscription_plans` ADD `price_per_week_cents` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `user_subscriptions` ADD `frequency` text DEFAULT 'monthly' NOT NULL;--> statement-breakpoint
ALTER TABLE `user_subscriptions` ADD `due_date` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `user_subscriptions` ADD `cancelled_at` integer;--> statement-breakpoint
ALTER TABLE `user_subscriptions` ADD `price_cents` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `user_subscriptions` ADD `estimates_quota` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `user_subscriptions` ADD `appraisals_quota` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `user_subscriptions` ADD `engineer_assignments_quota` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `user_subscriptions` ADD `attorney_assistance_quota` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `user_subscriptions` ADD `provider_customer_id` text;--> statement-breakpoint
ALTER TABLE `user_subscriptions` ADD `activated_by` text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX `user_subscriptions_one_active_idx` ON `user_subscriptions` (`user_id`) WHERE "user_subscriptions"."is_active" = 1;--> statement-breakpoint
CREATE INDEX `user_subscriptions_due_idx` ON `user_subscriptions` (`is_active`,`due_date`);