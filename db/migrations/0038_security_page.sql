ALTER TABLE `admin_audit_log` ADD `member_id` text;--> statement-breakpoint
CREATE INDEX `admin_audit_log_member_idx` ON `admin_audit_log` (`member_id`,`id`) WHERE "admin_audit_log"."member_id" IS NOT NULL;--> statement-breakpoint
ALTER TABLE `user_activity_log` ADD `approximate_address` text;--> statement-breakpoint
CREATE INDEX `user_activity_log_user_action_idx` ON `user_activity_log` (`user_id`,`action`,`created_at`,`id`);