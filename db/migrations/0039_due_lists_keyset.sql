DROP INDEX `claim_deadlines_open_due_idx`;--> statement-breakpoint
DROP INDEX `claim_deadlines_open_owed_idx`;--> statement-breakpoint
DROP INDEX `claim_deadlines_open_user_idx`;--> statement-breakpoint
CREATE INDEX `claim_deadlines_open_due_idx` ON `claim_deadlines` (`due_on`,`claim_id`,`rule_id`,`time_zone`) WHERE open = 1;--> statement-breakpoint
CREATE INDEX `claim_deadlines_open_owed_idx` ON `claim_deadlines` (`owed_by`,`due_on`,`claim_id`,`rule_id`,`time_zone`) WHERE open = 1;--> statement-breakpoint
CREATE INDEX `claim_deadlines_open_user_idx` ON `claim_deadlines` (`user_id`,`due_on`,`claim_id`,`rule_id`,`time_zone`) WHERE open = 1;