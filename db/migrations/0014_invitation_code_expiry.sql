ALTER TABLE `invitation_codes` ADD `expires_at` integer;--> statement-breakpoint
CREATE INDEX `invitation_codes_expires_idx` ON `invitation_codes` (`expires_at`);