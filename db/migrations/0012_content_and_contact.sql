CREATE TABLE `appraisers` (
	`id` text PRIMARY KEY NOT NULL,
	`name` text NOT NULL,
	`state` text NOT NULL,
	`credentials` text NOT NULL,
	`appraisals` integer DEFAULT 0 NOT NULL,
	`success_rate_hundredths` integer NOT NULL,
	`is_preferred` integer DEFAULT false NOT NULL,
	`hide_spinning_star` integer DEFAULT false NOT NULL,
	`specialties` text DEFAULT '[]' NOT NULL,
	`additional_credentials` text DEFAULT '[]' NOT NULL,
	`is_demo` integer DEFAULT false NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `appraisers_name_idx` ON `appraisers` (`name`);--> statement-breakpoint
CREATE TABLE `site_settings` (
	`key` text PRIMARY KEY NOT NULL,
	`value` text NOT NULL,
	`updated_at` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `testimonials` (
	`id` text PRIMARY KEY NOT NULL,
	`text` text NOT NULL,
	`author_initial` text NOT NULL,
	`author_surname` text NOT NULL,
	`role` text NOT NULL,
	`city` text NOT NULL,
	`is_active` integer DEFAULT true NOT NULL,
	`sort_order` integer DEFAULT 0 NOT NULL,
	`is_demo` integer DEFAULT false NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `testimonials_order_idx` ON `testimonials` (`is_active`,`sort_order`);--> statement-breakpoint
ALTER TABLE `contact_submissions` ADD `client_address` text;--> statement-breakpoint
ALTER TABLE `contact_submissions` ADD `handled_at` integer;--> statement-breakpoint
ALTER TABLE `contact_submissions` ADD `handled_by` text;--> statement-breakpoint
CREATE INDEX `contact_submissions_created_idx` ON `contact_submissions` (`created_at`);--> statement-breakpoint
CREATE INDEX `contact_submissions_address_idx` ON `contact_submissions` (`client_address`,`created_at`);