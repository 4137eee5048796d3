CREATE TABLE `data_versions` (
	`resource` text PRIMARY KEY NOT NULL,
	`version` integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE `admin_audit_log` ADD `repeats` integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE `admin_audit_log` ADD `last_at` integer;--> statement-breakpoint
CREATE INDEX `admin_audit_log_address_idx` ON `admin_audit_log` (`client_address`,`at`);