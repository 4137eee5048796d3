-- The rest of the overview's figures kept as rows are written (tables in stats_kept_totals,
-- db/schema/stats.ts), so the answer reads a few hundred kept rows instead of scanning codes,
-- claims, subscriptions, payments and audit rows. Unlike the day counts of stats_counts_triggers,
-- these rows change after the fact (a code is assigned later, a subscription is cancelled, a claim
-- moves), so each change takes back what the old row counted and adds what the new one counts:
-- the kept figures always equal a count of the rows as they are. Audit rows are the exception:
-- their counts are only added to, so pruning them shrinks nothing. Then the counts of the rows
-- already there.
--
-- The funnel, per day a code was created: generated, assigned (or redeemed: a redeemed code passed
-- that step), redeemed, and redeemed by a member who has had a subscription.
CREATE TRIGGER `stats_codes_inserted` AFTER INSERT ON `invitation_codes`
BEGIN
  INSERT INTO `stats_daily` (`metric`, `day`, `key`, `count`)
  SELECT m.`metric`, NEW.`created_at` / 86400000, '', m.`n` FROM (
    SELECT 'codes_generated' AS `metric`, 1 AS `n`
    UNION ALL SELECT 'codes_assigned', NEW.`assigned_at` IS NOT NULL OR NEW.`is_used` = 1
    UNION ALL SELECT 'codes_redeemed', NEW.`is_used` = 1
    UNION ALL SELECT 'codes_with_package', NEW.`is_used` = 1 AND EXISTS (SELECT 1 FROM `user_subscriptions` s WHERE s.`user_id` = NEW.`used_by_user_id`)
  ) m WHERE m.`n` <> 0
  ON CONFLICT (`metric`, `day`, `key`) DO UPDATE SET `count` = `count` + excluded.`count`;
END;
--> statement-breakpoint
CREATE TRIGGER `stats_codes_updated` AFTER UPDATE OF `created_at`, `is_used`, `assigned_at`, `used_by_user_id` ON `invitation_codes`
BEGIN
  INSERT INTO `stats_daily` (`metric`, `day`, `key`, `count`)
  SELECT m.`metric`, m.`day`, '', sum(m.`n`) FROM (
    SELECT 'codes_generated' AS `metric`, OLD.`created_at` / 86400000 AS `day`, -1 AS `n`
    UNION ALL SELECT 'codes_assigned', OLD.`created_at` / 86400000, -(OLD.`assigned_at` IS NOT NULL OR OLD.`is_used` = 1)
    UNION ALL SELECT 'codes_redeemed', OLD.`created_at` / 86400000, -(OLD.`is_used` = 1)
    UNION ALL SELECT 'codes_with_package', OLD.`created_at` / 86400000,
      -(OLD.`is_used` = 1 AND EXISTS (SELECT 1 FROM `user_subscriptions` s WHERE s.`user_id` = OLD.`used_by_user_id`))
    UNION ALL SELECT 'codes_generated', NEW.`created_at` / 86400000, 1
    UNION ALL SELECT 'codes_assigned', NEW.`created_at` / 86400000, NEW.`assigned_at` IS NOT NULL OR NEW.`is_used` = 1
    UNION ALL SELECT 'codes_redeemed', NEW.`created_at` / 86400000, NEW.`is_used` = 1
    UNION ALL SELECT 'codes_with_package', NEW.`created_at` / 86400000,
      NEW.`is_used` = 1 AND EXISTS (SELECT 1 FROM `user_subscriptions` s WHERE s.`user_id` = NEW.`used_by_user_id`)
  ) m GROUP BY m.`metric`, m.`day` HAVING sum(m.`n`) <> 0
  ON CONFLICT (`metric`, `day`, `key`) DO UPDATE SET `count` = `count` + excluded.`count`;
END;
--> statement-breakpoint
CREATE TRIGGER `stats_codes_deleted` AFTER DELETE ON `invitation_codes`
BEGIN
  INSERT INTO `stats_daily` (`metric`, `day`, `key`, `count`)
  SELECT m.`metric`, OLD.`created_at` / 86400000, '', -m.`n` FROM (
    SELECT 'codes_generated' AS `metric`, 1 AS `n`
    UNION ALL SELECT 'codes_assigned', OLD.`assigned_at` IS NOT NULL OR OLD.`is_used` = 1
    UNION ALL SELECT 'codes_redeemed', OLD.`is_used` = 1
    UNION ALL SELECT 'codes_with_package', OLD.`is_used` = 1 AND EXISTS (SELECT 1 FROM `user_subscriptions` s WHERE s.`user_id` = OLD.`used_by_user_id`)
  ) m WHERE m.`n` <> 0
  ON CONFLICT (`metric`, `day`, `key`) DO UPDATE SET `count` = `count` + excluded.`count`;
END;
--> statement-breakpoint
-- A member's first subscription puts the codes they redeemed "with a package"; their last one gone
-- (a deleted member's cascade) takes them out again.
CREATE TRIGGER `stats_codes_first_package` AFTER INSERT ON `user_subscriptions`
WHEN (SELECT count(*) FROM `user_subscriptions` s WHERE s.`user_id` = NEW.`user_id`) = 1
BEGIN
  INSERT INTO `stats_daily` (`metric`, `day`, `key`, `count`)
  SELECT 'codes_with_package', c.`created_at` / 86400000 AS `d`, '', count(*)
  FROM `invitation_codes` c WHERE c.`used_by_user_id` = NEW.`user_id` AND c.`is_used` = 1 GROUP BY `d`
  ON CONFLICT (`metric`, `day`, `key`) DO UPDATE SET `count` = `count` + excluded.`count`;
END;
--> statement-breakpoint
CREATE TRIGGER `stats_codes_last_package` AFTER DELETE ON `user_subscriptions`
WHEN NOT EXISTS (SELECT 1 FROM `user_subscriptions` s WHERE s.`user_id` = OLD.`user_id`)
BEGIN
  INSERT INTO `stats_daily` (`metric`, `day`, `key`, `count`)
  SELECT 'codes_with_package', c.`created_at` / 86400000 AS `d`, '', -count(*)
  FROM `invitation_codes` c WHERE c.`used_by_user_id` = OLD.`user_id` AND c.`is_used` = 1 GROUP BY `d`
  ON CONFLICT (`metric`, `day`, `key`) DO UPDATE SET `count` = `count` + excluded.`count`;
END;
--> statement-breakpoint
-- Claims in each status now.
CREATE TRIGGER `stats_claims_status_inserted` AFTER INSERT ON `claims`
BEGIN
  INSERT INTO `stats_totals` (`metric`, `key`, `count`) VALUES ('claims_by_status', NEW.`status`, 1)
    ON CONFLICT (`metric`, `key`) DO UPDATE SET `count` = `count` + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `stats_claims_status_updated` AFTER UPDATE OF `status` ON `claims`
WHEN OLD.`status` IS NOT NEW.`status`
BEGIN
  UPDATE `stats_totals` SET `count` = `count` - 1 WHERE `metric` = 'claims_by_status' AND `key` = OLD.`status`;
  INSERT INTO `stats_totals` (`metric`, `key`, `count`) VALUES ('claims_by_status', NEW.`status`, 1)
    ON CONFLICT (`metric`, `key`) DO UPDATE SET `count` = `count` + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `stats_claims_status_deleted` AFTER DELETE ON `claims`
BEGIN
  UPDATE `stats_totals` SET `count` = `count` - 1 WHERE `metric` = 'claims_by_status' AND `key` = OLD.`status`;
END;
--> statement-breakpoint
-- Stays per status, ending day and length in whole days (rounded down, so a slice holds exactly the
-- lengths from its day to the next): the median's slice of claim_stays_ms_idx.
CREATE TRIGGER `claim_stay_lengths_on_insert` AFTER INSERT ON `claim_stays`
BEGIN
  INSERT INTO `claim_stay_lengths` (`status`, `length_day`, `left_day`, `count`)
  VALUES (NEW.`status`, NEW.`ms` / 86400000 - (NEW.`ms` < 0 AND NEW.`ms` % 86400000 <> 0), NEW.`left_at` / 86400000, 1)
  ON CONFLICT (`status`, `length_day`, `left_day`) DO UPDATE SET `count` = `count` + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `claim_stay_lengths_on_delete` AFTER DELETE ON `claim_stays`
BEGIN
  UPDATE `claim_stay_lengths` SET `count` = `count` - 1
  WHERE `status` = OLD.`status` AND `length_day` = OLD.`ms` / 86400000 - (OLD.`ms` < 0 AND OLD.`ms` % 86400000 <> 0)
    AND `left_day` = OLD.`left_at` / 86400000;
END;
--> statement-breakpoint
-- Each member's latest subscription, rewritten from their rows whenever one of them changes; its
-- row counted in subscription_state_counts as it comes and goes.
CREATE TRIGGER `subscription_latest_counted` AFTER INSERT ON `subscription_latest`
BEGIN
  INSERT INTO `subscription_state_counts` (`plan_id`, `is_active`, `cancelled`, `due_day`, `count`)
  VALUES (NEW.`plan_id`, NEW.`is_active`, NEW.`cancelled`, NEW.`due_day`, 1)
  ON CONFLICT (`plan_id`, `is_active`, `cancelled`, `due_day`) DO UPDATE SET `count` = `count` + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `subscription_latest_uncounted` AFTER DELETE ON `subscription_latest`
BEGIN
  UPDATE `subscription_state_counts` SET `count` = `count` - 1
  WHERE `plan_id` = OLD.`plan_id` AND `is_active` = OLD.`is_active` AND `cancelled` = OLD.`cancelled` AND `due_day` = OLD.`due_day`;
END;
--> statement-breakpoint
CREATE TRIGGER `subscription_latest_on_insert` AFTER INSERT ON `user_subscriptions`
BEGIN
  DELETE FROM `subscription_latest` WHERE `user_id` = NEW.`user_id`;
  INSERT INTO `subscription_latest` (`user_id`, `plan_id`, `is_active`, `cancelled`, `due_day`)
  SELECT s.`user_id`, s.`plan_id`, s.`is_active`, s.`cancelled_at` IS NOT NULL, s.`due_date` / 86400000
  FROM `user_subscriptions` s WHERE s.`user_id` = NEW.`user_id` ORDER BY s.`start_date` DESC, s.`rowid` DESC LIMIT 1;
END;
--> statement-breakpoint
CREATE TRIGGER `subscription_latest_on_update` AFTER UPDATE OF `user_id`, `plan_id`, `start_date`, `is_active`, `due_date`, `cancelled_at` ON `user_subscriptions`
BEGIN
  DELETE FROM `subscription_latest` WHERE `user_id` IN (OLD.`user_id`, NEW.`user_id`);
  INSERT INTO `subscription_latest` (`user_id`, `plan_id`, `is_active`, `cancelled`, `due_day`)
  SELECT u.`id`, s.`plan_id`, s.`is_active`, s.`cancelled_at` IS NOT NULL, s.`due_date` / 86400000
  FROM (SELECT OLD.`user_id` AS `id` UNION SELECT NEW.`user_id`) u
  JOIN `user_subscriptions` s ON s.`rowid` = (
    SELECT l.`rowid` FROM `user_subscriptions` l WHERE l.`user_id` = u.`id` ORDER BY l.`start_date` DESC, l.`rowid` DESC LIMIT 1);
END;
--> statement-breakpoint
CREATE TRIGGER `subscription_latest_on_delete` AFTER DELETE ON `user_subscriptions`
BEGIN
  DELETE FROM `subscription_latest` WHERE `user_id` = OLD.`user_id`;
  INSERT INTO `subscription_latest` (`user_id`, `plan_id`, `is_active`, `cancelled`, `due_day`)
  SELECT s.`user_id`, s.`plan_id`, s.`is_active`, s.`cancelled_at` IS NOT NULL, s.`due_date` / 86400000
  FROM `user_subscriptions` s WHERE s.`user_id` = OLD.`user_id` ORDER BY s.`start_date` DESC, s.`rowid` DESC LIMIT 1;
END;
--> statement-breakpoint
-- The current periods' quotas: what a period held leaves with its old row, what it holds comes
-- with its new one.
CREATE TRIGGER `subscription_period_sums_on_insert` AFTER INSERT ON `user_subscriptions`
WHEN NEW.`is_active` = 1
BEGIN
  INSERT INTO `subscription_period_sums` VALUES (NEW.`plan_id`, NEW.`cancelled_at` IS NOT NULL, NEW.`due_date` / 86400000, 1,
    NEW.`estimates_used`, NEW.`estimates_quota`, NEW.`appraisals_used`, NEW.`appraisals_quota`,
    NEW.`engineer_assignments_used`, NEW.`engineer_assignments_quota`, NEW.`attorney_assistance_used`, NEW.`attorney_assistance_quota`)
  ON CONFLICT (`plan_id`, `cancelled`, `due_day`) DO UPDATE SET `periods` = `periods` + 1,
    `estimates_used` = `estimates_used` + excluded.`estimates_used`, `estimates_quota` = `estimates_quota` + excluded.`estimates_quota`,
    `appraisals_used` = `appraisals_used` + excluded.`appraisals_used`, `appraisals_quota` = `appraisals_quota` + excluded.`appraisals_quota`,
    `engineer_assignments_used` = `engineer_assignments_used` + excluded.`engineer_assignments_used`,
    `engineer_assignments_quota` = `engineer_assignments_quota` + excluded.`engineer_assignments_quota`,
    `attorney_assistance_used` = `attorney_assistance_used` + excluded.`attorney_assistance_used`,
    `attorney_assistance_quota` = `attorney_assistance_quota` + excluded.`attorney_assistance_quota`;
END;
--> statement-breakpoint
CREATE TRIGGER `subscription_period_sums_on_delete` AFTER DELETE ON `user_subscriptions`
WHEN OLD.`is_active` = 1
BEGIN
  UPDATE `subscription_period_sums` SET `periods` = `periods` - 1,
    `estimates_used` = `estimates_used` - OLD.`estimates_used`, `estimates_quota` = `estimates_quota` - OLD.`estimates_quota`,
    `appraisals_used` = `appraisals_used` - OLD.`appraisals_used`, `appraisals_quota` = `appraisals_quota` - OLD.`appraisals_quota`,
    `engineer_assignments_used` = `engineer_assignments_used` - OLD.`engineer_assignments_used`,
    `engineer_assignments_quota` = `engineer_assignments_quota` - OLD.`engineer_assignments_quota`,
    `attorney_assistance_used` = `attorney_assistance_used` - OLD.`attorney_assistance_used`,
    `attorney_assistance_quota` = `attorney_assistance_quota` - OLD.`attorney_assistance_quota`
  WHERE `plan_id` = OLD.`plan_id` AND `cancelled` = (OLD.`cancelled_at` IS NOT NULL) AND `due_day` = OLD.`due_date` / 86400000;
END;
--> statement-breakpoint
CREATE TRIGGER `subscription_period_sums_on_update` AFTER UPDATE ON `user_subscriptions`
WHEN OLD.`is_active` = 1 OR NEW.`is_active` = 1
BEGIN
  UPDATE `subscription_period_sums` SET `periods` = `periods` - 1,
    `estimates_used` = `estimates_used` - OLD.`estimates_used`, `estimates_quota` = `estimates_quota` - OLD.`estimates_quota`,
    `appraisals_used` = `appraisals_used` - OLD.`appraisals_used`, `appraisals_quota` = `appraisals_quota` - OLD.`appraisals_quota`,
    `engineer_assignments_used` = `engineer_assignments_used` - OLD.`engineer_assignments_used`,
    `engineer_assignments_quota` = `engineer_assignments_quota` - OLD.`engineer_assignments_quota`,
    `attorney_assistance_used` = `attorney_assistance_used` - OLD.`attorney_assistance_used`,
    `attorney_assistance_quota` = `attorney_assistance_quota` - OLD.`attorney_assistance_quota`
  WHERE OLD.`is_active` = 1
    AND `plan_id` = OLD.`plan_id` AND `cancelled` = (OLD.`cancelled_at` IS NOT NULL) AND `due_day` = OLD.`due_date` / 86400000;
  INSERT INTO `subscription_period_sums`
  SELECT NEW.`plan_id`, NEW.`cancelled_at` IS NOT NULL, NEW.`due_date` / 86400000, 1,
    NEW.`estimates_used`, NEW.`estimates_quota`, NEW.`appraisals_used`, NEW.`appraisals_quota`,
    NEW.`engineer_assignments_used`, NEW.`engineer_assignments_quota`, NEW.`attorney_assistance_used`, NEW.`attorney_assistance_quota`
  WHERE NEW.`is_active` = 1
  ON CONFLICT (`plan_id`, `cancelled`, `due_day`) DO UPDATE SET `periods` = `periods` + 1,
    `estimates_used` = `estimates_used` + excluded.`estimates_used`, `estimates_quota` = `estimates_quota` + excluded.`estimates_quota`,
    `appraisals_used` = `appraisals_used` + excluded.`appraisals_used`, `appraisals_quota` = `appraisals_quota` + excluded.`appraisals_quota`,
    `engineer_assignments_used` = `engineer_assignments_used` + excluded.`engineer_assignments_used`,
    `engineer_assignments_quota` = `engineer_assignments_quota` + excluded.`engineer_assignments_quota`,
    `attorney_assistance_used` = `attorney_assistance_used` + excluded.`attorney_assistance_used`,
    `attorney_assistance_quota` = `attorney_assistance_quota` + excluded.`attorney_assistance_quota`;
END;
--> statement-breakpoint
-- Provider events per day by outcome, and the amount the payments recorded from them paid.
CREATE TRIGGER `stats_payment_events_inserted` AFTER INSERT ON `payment_events`
WHEN NEW.`outcome` IN ('applied', 'unmatched')
BEGIN
  INSERT INTO `stats_daily` (`metric`, `day`, `key`, `count`) VALUES ('payment_events', NEW.`received_at` / 86400000, NEW.`outcome`, 1)
    ON CONFLICT (`metric`, `day`, `key`) DO UPDATE SET `count` = `count` + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `stats_payment_events_updated` AFTER UPDATE OF `outcome`, `received_at` ON `payment_events`
BEGIN
  UPDATE `stats_daily` SET `count` = `count` - 1
  WHERE OLD.`outcome` IN ('applied', 'unmatched') AND `metric` = 'payment_events' AND `day` = OLD.`received_at` / 86400000 AND `key` = OLD.`outcome`;
  INSERT INTO `stats_daily` (`metric`, `day`, `key`, `count`)
  SELECT 'payment_events', NEW.`received_at` / 86400000, NEW.`outcome`, 1 WHERE NEW.`outcome` IN ('applied', 'unmatched')
    ON CONFLICT (`metric`, `day`, `key`) DO UPDATE SET `count` = `count` + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `stats_payment_events_deleted` AFTER DELETE ON `payment_events`
WHEN OLD.`outcome` IN ('applied', 'unmatched')
BEGIN
  UPDATE `stats_daily` SET `count` = `count` - 1
  WHERE `metric` = 'payment_events' AND `day` = OLD.`received_at` / 86400000 AND `key` = OLD.`outcome`;
END;
--> statement-breakpoint
CREATE TRIGGER `stats_amount_applied_inserted` AFTER INSERT ON `subscription_payments`
WHEN NEW.`source` LIKE 'payment:%'
BEGIN
  INSERT INTO `stats_daily` (`metric`, `day`, `key`, `count`) VALUES ('amount_applied', NEW.`paid_at` / 86400000, '', coalesce(NEW.`amount_cents`, 0))
    ON CONFLICT (`metric`, `day`, `key`) DO UPDATE SET `count` = `count` + excluded.`count`;
END;
--> statement-breakpoint
CREATE TRIGGER `stats_amount_applied_updated` AFTER UPDATE OF `source`, `paid_at`, `amount_cents` ON `subscription_payments`
BEGIN
  UPDATE `stats_daily` SET `count` = `count` - coalesce(OLD.`amount_cents`, 0)
  WHERE OLD.`source` LIKE 'payment:%' AND `metric` = 'amount_applied' AND `day` = OLD.`paid_at` / 86400000 AND `key` = '';
  INSERT INTO `stats_daily` (`metric`, `day`, `key`, `count`)
  SELECT 'amount_applied', NEW.`paid_at` / 86400000, '', coalesce(NEW.`amount_cents`, 0) WHERE NEW.`source` LIKE 'payment:%'
    ON CONFLICT (`metric`, `day`, `key`) DO UPDATE SET `count` = `count` + excluded.`count`;
END;
--> statement-breakpoint
CREATE TRIGGER `stats_amount_applied_deleted` AFTER DELETE ON `subscription_payments`
WHEN OLD.`source` LIKE 'payment:%'
BEGIN
  UPDATE `stats_daily` SET `count` = `count` - coalesce(OLD.`amount_cents`, 0)
  WHERE `metric` = 'amount_applied' AND `day` = OLD.`paid_at` / 86400000 AND `key` = '';
END;
--> statement-breakpoint
-- Failed and throttled sign-ins per day (`key`: the outcome), repeats included: a repeat of an
-- anonymous refusal adds to its row's repeats. Only added to, so maintenance pruning the rows
-- leaves the days' counts as they were.
CREATE TRIGGER `stats_sign_ins_refused` AFTER INSERT ON `admin_audit_log`
WHEN NEW.`action` IN ('login', 'member.login') AND NEW.`outcome` IN ('failure', 'throttled')
BEGIN
  INSERT INTO `stats_daily` (`metric`, `day`, `key`, `count`) VALUES ('sign_ins_refused', NEW.`at` / 86400000, NEW.`outcome`, NEW.`repeats`)
    ON CONFLICT (`metric`, `day`, `key`) DO UPDATE SET `count` = `count` + excluded.`count`;
END;
--> statement-breakpoint
CREATE TRIGGER `stats_sign_ins_refused_repeated` AFTER UPDATE OF `repeats` ON `admin_audit_log`
WHEN NEW.`action` IN ('login', 'member.login') AND NEW.`outcome` IN ('failure', 'throttled') AND NEW.`repeats` <> OLD.`repeats`
BEGIN
  INSERT INTO `stats_daily` (`metric`, `day`, `key`, `count`) VALUES ('sign_ins_refused', NEW.`at` / 86400000, NEW.`outcome`, NEW.`repeats` - OLD.`repeats`)
    ON CONFLICT (`metric`, `day`, `key`) DO UPDATE SET `count` = `count` + excluded.`count`;
END;
--> statement-breakpoint
-- The counts of the rows a database already holds.
INSERT INTO `stats_daily` (`metric`, `day`, `key`, `count`)
SELECT m.`metric`, m.`day`, '', m.`n` FROM (
  SELECT 'codes_generated' AS `metric`, `created_at` / 86400000 AS `day`, count(*) AS `n` FROM `invitation_codes` GROUP BY `day`
  UNION ALL SELECT 'codes_assigned', `created_at` / 86400000 AS `day`, count(*) FROM `invitation_codes`
    WHERE `assigned_at` IS NOT NULL OR `is_used` = 1 GROUP BY `day`
  UNION ALL SELECT 'codes_redeemed', `created_at` / 86400000 AS `day`, count(*) FROM `invitation_codes` WHERE `is_used` = 1 GROUP BY `day`
  UNION ALL SELECT 'codes_with_package', c.`created_at` / 86400000 AS `day`, count(*) FROM `invitation_codes` c
    WHERE c.`is_used` = 1 AND EXISTS (SELECT 1 FROM `user_subscriptions` s WHERE s.`user_id` = c.`used_by_user_id`) GROUP BY `day`
  UNION ALL SELECT 'amount_applied', `paid_at` / 86400000 AS `day`, coalesce(sum(`amount_cents`), 0) FROM `subscription_payments`
    WHERE `source` LIKE 'payment:%' GROUP BY `day`
) m WHERE true
ON CONFLICT (`metric`, `day`, `key`) DO UPDATE SET `count` = `count` + excluded.`count`;
--> statement-breakpoint
INSERT INTO `stats_daily` (`metric`, `day`, `key`, `count`)
SELECT 'payment_events', `received_at` / 86400000 AS `day`, `outcome`, count(*) FROM `payment_events`
WHERE `outcome` IN ('applied', 'unmatched') GROUP BY `day`, `outcome`
ON CONFLICT (`metric`, `day`, `key`) DO UPDATE SET `count` = `count` + excluded.`count`;
--> statement-breakpoint
-- Sign-ins refused: the rows kept, and the days maintenance already pruned (audit_daily).
INSERT INTO `stats_daily` (`metric`, `day`, `key`, `count`)
SELECT 'sign_ins_refused', m.`day`, m.`outcome`, sum(m.`n`) FROM (
  SELECT `at` / 86400000 AS `day`, `outcome`, `repeats` AS `n` FROM `admin_audit_log`
    WHERE `action` IN ('login', 'member.login') AND `outcome` IN ('failure', 'throttled')
  UNION ALL SELECT CAST(julianday(`day`) - 2440587.5 AS INTEGER), `outcome`, `count` FROM `audit_daily`
    WHERE `action` IN ('login', 'member.login') AND `outcome` IN ('failure', 'throttled')
) m GROUP BY m.`day`, m.`outcome`
ON CONFLICT (`metric`, `day`, `key`) DO UPDATE SET `count` = `count` + excluded.`count`;
--> statement-breakpoint
INSERT INTO `stats_totals` (`metric`, `key`, `count`)
SELECT 'claims_by_status', `status`, count(*) FROM `claims` GROUP BY `status`;
--> statement-breakpoint
INSERT INTO `subscription_latest` (`user_id`, `plan_id`, `is_active`, `cancelled`, `due_day`)
SELECT s.`user_id`, s.`plan_id`, s.`is_active`, s.`cancelled_at` IS NOT NULL, s.`due_date` / 86400000
FROM `user_subscriptions` s
WHERE s.`rowid` = (SELECT l.`rowid` FROM `user_subscriptions` l WHERE l.`user_id` = s.`user_id` ORDER BY l.`start_date` DESC, l.`rowid` DESC LIMIT 1);
--> statement-breakpoint
INSERT INTO `subscription_period_sums`
SELECT `plan_id`, `cancelled_at` IS NOT NULL AS `c`, `due_date` / 86400000 AS `d`, count(*),
  sum(`estimates_used`), sum(`estimates_quota`), sum(`appraisals_used`), sum(`appraisals_quota`),
  sum(`engineer_assignments_used`), sum(`engineer_assignments_quota`), sum(`attorney_assistance_used`), sum(`attorney_assistance_quota`)
FROM `user_subscriptions` WHERE `is_active` = 1 GROUP BY `plan_id`, `c`, `d`;
--> statement-breakpoint
INSERT INTO `claim_stay_lengths` (`status`, `length_day`, `left_day`, `count`)
SELECT `status`, `ms` / 86400000 - (`ms` < 0 AND `ms` % 86400000 <> 0) AS `l`, `left_at` / 86400000 AS `d`, count(*)
FROM `claim_stays` GROUP BY `status`, `l`, `d`;
