-- A completed or cancelled claim owes nothing more that anyone should be chased for: its deadlines
-- leave the due lists, the reminders and the calendar feed (decision 0130). `open` says so, so
-- every list stays a read of its partial index. The trigger follows any change of status, from the
-- server or the CLI; the clock's rewrite (rowsOf) writes the same rule.
UPDATE `claim_deadlines` SET `open` = 0
WHERE `open` = 1 AND `claim_id` IN (SELECT `id` FROM `claims` WHERE `status` IN ('completed', 'cancelled'))
--> statement-breakpoint
CREATE TRIGGER `claim_deadlines_follow_claim_status` AFTER UPDATE OF `status` ON `claims`
WHEN (OLD.`status` IN ('completed', 'cancelled')) IS NOT (NEW.`status` IN ('completed', 'cancelled'))
BEGIN
  UPDATE `claim_deadlines`
  SET `open` = CASE
    WHEN NEW.`status` IN ('completed', 'cancelled') THEN 0
    WHEN `due_on` IS NOT NULL AND `met_on` IS NULL THEN 1
    ELSE 0
  END
  WHERE `claim_id` = NEW.`id`;
END
