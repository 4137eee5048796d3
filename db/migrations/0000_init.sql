CREATE TABLE `admin_accounts` (
	`id` text PRIMARY KEY NOT NULL,
	`username` text NOT NULL,
	`password_hash` text NOT NULL,
	`full_name` text NOT NULL,
	`role` text DEFAULT 'admin' NOT NULL,
	`is_active` integer DEFAULT true NOT NULL,
	`last_login_at` integer,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `admin_accounts_username_unique` ON `admin_accounts` (`username`);--> statement-breakpoint
CREATE TABLE `claims` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`subscription_id` text,
	`claim_number` text,
	`property_address` text NOT NULL,
	`homeowner` text NOT NULL,
	`col` text NOT NULL,
	`dol` text NOT NULL,
	`inspection_status` text NOT NULL,
	`service_request_type` text NOT NULL,
	`original_claim_amount_cents` integer,
	`final_claim_amount_cents` integer,
	`status` text DEFAULT 'submitted' NOT NULL,
	`documents` text DEFAULT '[]' NOT NULL,
	`notes` text,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`subscription_id`) REFERENCES `user_subscriptions`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `claims_user_idx` ON `claims` (`user_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `user_documents` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`claim_id` text,
	`filename` text NOT NULL,
	`original_filename` text NOT NULL,
	`file_size` integer NOT NULL,
	`mime_type` text NOT NULL,
	`file_type` text NOT NULL,
	`is_viewable` integer DEFAULT true NOT NULL,
	`uploaded_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`claim_id`) REFERENCES `claims`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `user_documents_user_idx` ON `user_documents` (`user_id`);--> statement-breakpoint
CREATE TABLE `credibility_entries` (
	`id` text PRIMARY KEY NOT NULL,
	`contractor_name` text NOT NULL,
	`contractor_company` text NOT NULL,
	`contractor_address` text NOT NULL,
	`contractor_phone` text,
	`contractor_email` text,
	`client_name` text NOT NULL,
	`client_address` text NOT NULL,
	`claim_type` text NOT NULL,
	`original_amount_cents` integer,
	`reduced_amount_cents` integer,
	`final_amount_cents` integer,
	`deductible_cents` integer,
	`public_adjuster` text,
	`field_adjuster` text,
	`desk_adjuster` text,
	`notes` text,
	`success_story` text,
	`is_active` integer DEFAULT true NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `credibility_entries_created_idx` ON `credibility_entries` (`created_at`);--> statement-breakpoint
CREATE TABLE `invitation_codes` (
	`id` text PRIMARY KEY NOT NULL,
	`code` text(50) NOT NULL,
	`is_used` integer DEFAULT false NOT NULL,
	`used_by_user_id` text,
	`assignee_type` text(10),
	`assignee_username` text,
	`assignee_first_name` text,
	`assignee_last_name` text,
	`assignee_phone` text,
	`assignee_email` text,
	`assigned_at` integer,
	`assigned_by_admin_id` text,
	`created_at` integer NOT NULL,
	`used_at` integer,
	FOREIGN KEY (`assigned_by_admin_id`) REFERENCES `admin_accounts`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `invitation_codes_code_unique` ON `invitation_codes` (`code`);--> statement-breakpoint
CREATE INDEX `invitation_codes_created_idx` ON `invitation_codes` (`created_at`);--> statement-breakpoint
CREATE TABLE `contact_submissions` (
	`id` text PRIMARY KEY NOT NULL,
	`name` text NOT NULL,
	`email` text NOT NULL,
	`service_type` text NOT NULL,
	`message` text NOT NULL,
	`created_at` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `service_requests` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text,
	`name` text NOT NULL,
	`email` text NOT NULL,
	`phone` text,
	`service_type` text NOT NULL,
	`plan_type` text NOT NULL,
	`description` text,
	`files` text DEFAULT '[]' NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE TABLE `sessions` (
	`sid` text PRIMARY KEY NOT NULL,
	`sess` text DEFAULT '{}' NOT NULL,
	`expire` integer NOT NULL,
	`kind` text NOT NULL,
	`subject_id` text,
	`created_at` integer NOT NULL,
	`last_seen_at` integer NOT NULL,
	`absolute_expire` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `sessions_subject_idx` ON `sessions` (`kind`,`subject_id`);--> statement-breakpoint
CREATE INDEX `sessions_expire_idx` ON `sessions` (`expire`);--> statement-breakpoint
CREATE INDEX `sessions_last_seen_idx` ON `sessions` (`last_seen_at`);--> statement-breakpoint
CREATE TABLE `subscription_plans` (
	`id` text PRIMARY KEY NOT NULL,
	`name` text NOT NULL,
	`display_name` text NOT NULL,
	`price_per_month_cents` integer NOT NULL,
	`estimates_quota` integer DEFAULT 0 NOT NULL,
	`appraisals_quota` integer DEFAULT 0 NOT NULL,
	`engineer_assignments_quota` integer DEFAULT 0 NOT NULL,
	`attorney_assistance_quota` integer DEFAULT 0 NOT NULL,
	`description` text,
	`is_active` integer DEFAULT true NOT NULL,
	`created_at` integer NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `subscription_plans_name_unique` ON `subscription_plans` (`name`);--> statement-breakpoint
CREATE TABLE `user_subscriptions` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`plan_id` text NOT NULL,
	`start_date` integer NOT NULL,
	`end_date` integer,
	`is_active` integer DEFAULT true NOT NULL,
	`estimates_used` integer DEFAULT 0 NOT NULL,
	`appraisals_used` integer DEFAULT 0 NOT NULL,
	`engineer_assignments_used` integer DEFAULT 0 NOT NULL,
	`attorney_assistance_used` integer DEFAULT 0 NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`plan_id`) REFERENCES `subscription_plans`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `user_subscriptions_user_idx` ON `user_subscriptions` (`user_id`);--> statement-breakpoint
CREATE TABLE `devices` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`device_label` text NOT NULL,
	`device_fingerprint` text NOT NULL,
	`created_at` integer NOT NULL,
	`last_seen_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `devices_user_fingerprint_idx` ON `devices` (`user_id`,`device_fingerprint`);--> statement-breakpoint
CREATE TABLE `password_reset_tokens` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`token` text NOT NULL,
	`reset_type` text NOT NULL,
	`phone` text,
	`email` text,
	`expires_at` integer NOT NULL,
	`is_used` integer DEFAULT false NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `password_reset_tokens_token_unique` ON `password_reset_tokens` (`token`);--> statement-breakpoint
CREATE TABLE `user_activity_log` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`action` text NOT NULL,
	`description` text,
	`metadata` text DEFAULT '{}' NOT NULL,
	`ip_address` text,
	`user_agent` text,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `user_activity_log_user_idx` ON `user_activity_log` (`user_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `user_plans` (
	`user_id` text PRIMARY KEY NOT NULL,
	`plan_name` text NOT NULL,
	`max_devices` integer NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `users` (
	`id` text PRIMARY KEY NOT NULL,
	`username` text NOT NULL,
	`email` text NOT NULL,
	`password` text NOT NULL,
	`first_name` text NOT NULL,
	`last_name` text NOT NULL,
	`phone` text NOT NULL,
	`company_name` text NOT NULL,
	`position` text NOT NULL,
	`license_number` text,
	`invitation_code_id` text,
	`is_active` integer DEFAULT true NOT NULL,
	`first_login_at` integer,
	`purchase_countdown_start` integer,
	`access_countdown_start` integer,
	`reconnaissance_used_at` integer,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`invitation_code_id`) REFERENCES `invitation_codes`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `users_username_unique` ON `users` (`username`);--> statement-breakpoint
CREATE UNIQUE INDEX `users_email_unique` ON `users` (`email`);