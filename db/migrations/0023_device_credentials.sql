ALTER TABLE `devices` ADD `credential_hash` text;--> statement-breakpoint
ALTER TABLE `devices` ADD `credential_expires_at` integer;--> statement-breakpoint
ALTER TABLE `devices` ADD `last_label` text;--> statement-breakpoint
ALTER TABLE `devices` ADD `details_changed_at` integer;--> statement-breakpoint
CREATE UNIQUE INDEX `devices_user_credential_idx` ON `devices` (`user_id`,`credential_hash`);--> statement-breakpoint
CREATE INDEX `devices_credential_idx` ON `devices` (`credential_hash`);