-- The overview's counts, kept as rows are written (db/schema/stats.ts): each trigger adds one to
-- its day's count (`day`: whole days since 1970-01-01, UTC), so a year of charts reads a few
-- hundred rows and the counts outlive the rows' retention. Then the counts of the rows already
-- there.
CREATE TRIGGER `member_active_days_on_login` AFTER INSERT ON `user_activity_log`
WHEN NEW.`action` = 'login'
BEGIN
  INSERT OR IGNORE INTO `member_active_days` (`day`, `user_id`) VALUES (NEW.`created_at` / 86400000, NEW.`user_id`);
END;
--> statement-breakpoint
-- A member's first sign-in of a day counts them active that day and, through member_active_weeks
-- (the week's Monday: 1970-01-01 was a Thursday), active that week. INSERT OR IGNORE fires no
-- trigger for a row it ignores.
CREATE TRIGGER `stats_active_on_day` AFTER INSERT ON `member_active_days`
BEGIN
  INSERT INTO `stats_daily` (`metric`, `day`, `key`, `count`) VALUES ('active', NEW.`day`, '', 1)
    ON CONFLICT (`metric`, `day`, `key`) DO UPDATE SET `count` = `count` + 1;
  INSERT OR IGNORE INTO `member_active_weeks` (`week`, `user_id`) VALUES (NEW.`day` - ((NEW.`day` + 3) % 7), NEW.`user_id`);
END;
--> statement-breakpoint
CREATE TRIGGER `stats_active_on_week` AFTER INSERT ON `member_active_weeks`
BEGIN
  INSERT INTO `stats_daily` (`metric`, `day`, `key`, `count`) VALUES ('active_week', NEW.`week`, '', 1)
    ON CONFLICT (`metric`, `day`, `key`) DO UPDATE SET `count` = `count` + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `stats_sign_ups` AFTER INSERT ON `users`
BEGIN
  INSERT INTO `stats_daily` (`metric`, `day`, `key`, `count`) VALUES ('sign_ups', NEW.`created_at` / 86400000, '', 1)
    ON CONFLICT (`metric`, `day`, `key`) DO UPDATE SET `count` = `count` + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `stats_devices` AFTER INSERT ON `user_activity_log`
WHEN NEW.`action` IN ('device.added', 'device.refused')
BEGIN
  INSERT INTO `stats_daily` (`metric`, `day`, `key`, `count`) VALUES (NEW.`action`, NEW.`created_at` / 86400000, '', 1)
    ON CONFLICT (`metric`, `day`, `key`) DO UPDATE SET `count` = `count` + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `stats_claims_filed` AFTER INSERT ON `claims`
BEGIN
  INSERT INTO `stats_daily` (`metric`, `day`, `key`, `count`) VALUES ('claims_filed', NEW.`created_at` / 86400000, NEW.`service_request_type`, 1)
    ON CONFLICT (`metric`, `day`, `key`) DO UPDATE SET `count` = `count` + 1;
END;
--> statement-breakpoint
INSERT OR IGNORE INTO `member_active_days` (`day`, `user_id`)
SELECT `created_at` / 86400000, `user_id` FROM `user_activity_log` WHERE `action` = 'login' ORDER BY 1;
--> statement-breakpoint
INSERT INTO `stats_daily` (`metric`, `day`, `key`, `count`)
SELECT 'sign_ups', `created_at` / 86400000 AS d, '', count(*) FROM `users` WHERE true GROUP BY d
ON CONFLICT (`metric`, `day`, `key`) DO UPDATE SET `count` = `count` + excluded.`count`;
--> statement-breakpoint
INSERT INTO `stats_daily` (`metric`, `day`, `key`, `count`)
SELECT 'claims_filed', `created_at` / 86400000 AS d, `service_request_type`, count(*) FROM `claims` WHERE true GROUP BY d, `service_request_type`
ON CONFLICT (`metric`, `day`, `key`) DO UPDATE SET `count` = `count` + excluded.`count`;
--> statement-breakpoint
INSERT INTO `stats_daily` (`metric`, `day`, `key`, `count`)
SELECT `action`, `created_at` / 86400000 AS d, '', count(*) FROM `user_activity_log` WHERE `action` IN ('device.added', 'device.refused') GROUP BY `action`, d
ON CONFLICT (`metric`, `day`, `key`) DO UPDATE SET `count` = `count` + excluded.`count`;
--> statement-breakpoint
-- Device rows already rolled up into activity_daily (decision 0059) still count.
INSERT INTO `stats_daily` (`metric`, `day`, `key`, `count`)
SELECT `action`, CAST(julianday(`day`) - 2440587.5 AS INTEGER), '', `count` FROM `activity_daily` WHERE `action` IN ('device.added', 'device.refused')
ON CONFLICT (`metric`, `day`, `key`) DO UPDATE SET `count` = `count` + excluded.`count`;
--> statement-breakpoint
-- A status change ends the stay in the status it leaves: each status is entered once, so the
-- stay began at the row that entered it.
CREATE TRIGGER `claim_stays_on_change` AFTER INSERT ON `claim_status_history`
WHEN NEW.`from_status` IS NOT NULL
BEGIN
  INSERT INTO `claim_stays` (`claim_id`, `status`, `left_at`, `ms`)
  SELECT NEW.`claim_id`, NEW.`from_status`, NEW.`at`, NEW.`at` - entered.`at`
  FROM `claim_status_history` entered
  WHERE entered.`claim_id` = NEW.`claim_id` AND entered.`to_status` = NEW.`from_status`
  ORDER BY entered.`at` DESC LIMIT 1;
END;
--> statement-breakpoint
-- A completed claim counts on the day it was completed, with its amounts as they are then (the
-- final amount is written with the move, before this row, and a completed claim moves no more).
CREATE TRIGGER `stats_claims_completed` AFTER INSERT ON `claim_status_history`
WHEN NEW.`to_status` = 'completed'
BEGIN
  INSERT INTO `stats_daily` (`metric`, `day`, `key`, `count`)
  SELECT m.`metric`, NEW.`at` / 86400000, '', m.`value` FROM (
    SELECT 'claims_completed' AS `metric`, 1 AS `value`
    UNION ALL SELECT 'completed_original', coalesce((SELECT `original_claim_amount_cents` FROM `claims` WHERE `id` = NEW.`claim_id`), 0)
    UNION ALL SELECT 'completed_final', coalesce((SELECT `final_claim_amount_cents` FROM `claims` WHERE `id` = NEW.`claim_id`), 0)
  ) m WHERE true
  ON CONFLICT (`metric`, `day`, `key`) DO UPDATE SET `count` = `count` + excluded.`count`;
END;
--> statement-breakpoint
INSERT INTO `claim_stays` (`claim_id`, `status`, `left_at`, `ms`)
SELECT moved.`claim_id`, moved.`from_status`, moved.`at`, moved.`at` - (
  SELECT entered.`at` FROM `claim_status_history` entered
  WHERE entered.`claim_id` = moved.`claim_id` AND entered.`to_status` = moved.`from_status` ORDER BY entered.`at` DESC LIMIT 1) AS ms
FROM `claim_status_history` moved WHERE moved.`from_status` IS NOT NULL AND ms IS NOT NULL;
--> statement-breakpoint
INSERT INTO `stats_daily` (`metric`, `day`, `key`, `count`)
SELECT m.`metric`, m.`day`, '', m.`value` FROM (
  SELECT 'claims_completed' AS `metric`, done.`at` / 86400000 AS `day`, count(*) AS `value`
    FROM `claim_status_history` done WHERE done.`to_status` = 'completed' GROUP BY `day`
  UNION ALL SELECT 'completed_original', done.`at` / 86400000 AS `day`, coalesce(sum(c.`original_claim_amount_cents`), 0)
    FROM `claim_status_history` done JOIN `claims` c ON c.`id` = done.`claim_id` WHERE done.`to_status` = 'completed' GROUP BY `day`
  UNION ALL SELECT 'completed_final', done.`at` / 86400000 AS `day`, coalesce(sum(c.`final_claim_amount_cents`), 0)
    FROM `claim_status_history` done JOIN `claims` c ON c.`id` = done.`claim_id` WHERE done.`to_status` = 'completed' GROUP BY `day`
) m WHERE true
ON CONFLICT (`metric`, `day`, `key`) DO UPDATE SET `count` = `count` + excluded.`count`;
