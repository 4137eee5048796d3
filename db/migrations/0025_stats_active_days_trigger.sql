-- Each member's sign-in marks their UTC day (whole days since 1970-01-01) in member_active_days,
-- once per member and day, so the overview counts active members per day and per week without
-- reading the activity log, and after its rows are pruned.
CREATE TRIGGER `member_active_days_on_login` AFTER INSERT ON `user_activity_log`
WHEN NEW.`action` = 'login'
BEGIN
  INSERT OR IGNORE INTO `member_active_days` (`day`, `user_id`) VALUES (NEW.`created_at` / 86400000, NEW.`user_id`);
END;
--> statement-breakpoint
INSERT OR IGNORE INTO `member_active_days` (`day`, `user_id`)
SELECT `created_at` / 86400000, `user_id` FROM `user_activity_log` WHERE `action` = 'login';
