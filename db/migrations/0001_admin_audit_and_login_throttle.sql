CREATE TABLE `admin_audit_log` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`at` integer NOT NULL,
	`actor` text NOT NULL,
	`admin_id` text,
	`client_address` text,
	`user_agent` text,
	`action` text NOT NULL,
	`outcome` text NOT NULL,
	`detail` text
);
--> statement-breakpoint
CREATE INDEX `admin_audit_log_at_idx` ON `admin_audit_log` (`at`);--> statement-breakpoint
CREATE INDEX `admin_audit_log_action_idx` ON `admin_audit_log` (`action`,`at`);--> statement-breakpoint
CREATE TABLE `login_failures` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`scope` text NOT NULL,
	`username` text NOT NULL,
	`client_address` text NOT NULL,
	`at` integer NOT NULL,
	`settled` integer DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE INDEX `login_failures_username_idx` ON `login_failures` (`scope`,`username`,`at`);--> statement-breakpoint
CREATE INDEX `login_failures_address_idx` ON `login_failures` (`scope`,`client_address`,`at`);