ALTER TABLE `user_activity_log` ADD `repeats` integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE `user_activity_log` ADD `last_at` integer;--> statement-breakpoint
ALTER TABLE `user_activity_log` ADD `refusal_minute` integer;--> statement-breakpoint
CREATE UNIQUE INDEX `user_activity_log_refusal_minute_idx` ON `user_activity_log` (`user_id`,`action`,`refusal_minute`) WHERE "user_activity_log"."refusal_minute" IS NOT NULL;--> statement-breakpoint
-- A refusal counted into its minute's row counts in the overview as a row of its own did: the
-- insert trigger (stats_devices) counted the row's first, this counts each repeat added to it.
CREATE TRIGGER `stats_devices_repeats` AFTER UPDATE OF `repeats` ON `user_activity_log`
WHEN NEW.`action` IN ('device.added', 'device.refused') AND NEW.`repeats` > OLD.`repeats`
BEGIN
  INSERT INTO `stats_daily` (`metric`, `day`, `key`, `count`) VALUES (NEW.`action`, NEW.`created_at` / 86400000, '', NEW.`repeats` - OLD.`repeats`)
    ON CONFLICT (`metric`, `day`, `key`) DO UPDATE SET `count` = `count` + excluded.`count`;
END;
