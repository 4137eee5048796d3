DROP INDEX `invitation_codes_created_idx`;--> statement-breakpoint
DROP INDEX `invitation_codes_expires_idx`;--> statement-breakpoint
CREATE INDEX `invitation_codes_state_idx` ON `invitation_codes` (`is_used`,`created_at`,`code`,`expires_at`,`assignee_username`);--> statement-breakpoint
CREATE INDEX `invitation_codes_created_idx` ON `invitation_codes` (`created_at`,`code`);--> statement-breakpoint
CREATE INDEX `invitation_codes_expires_idx` ON `invitation_codes` (`is_used`,`expires_at`);