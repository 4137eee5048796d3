-- The due lists' answers are kept per version of claim_deadlines (decision 0114): every rewrite of a
-- claim's deadlines, from the server or the CLI, raises it.
INSERT INTO `data_versions` (`resource`, `version`) VALUES ('claim_deadlines', 0) ON CONFLICT DO NOTHING
--> statement-breakpoint
CREATE TRIGGER `claim_deadlines_insert_version` AFTER INSERT ON `claim_deadlines` BEGIN UPDATE `data_versions` SET `version` = `version` + 1 WHERE `resource` = 'claim_deadlines'; END
--> statement-breakpoint
CREATE TRIGGER `claim_deadlines_update_version` AFTER UPDATE ON `claim_deadlines` BEGIN UPDATE `data_versions` SET `version` = `version` + 1 WHERE `resource` = 'claim_deadlines'; END
--> statement-breakpoint
CREATE TRIGGER `claim_deadlines_delete_version` AFTER DELETE ON `claim_deadlines` BEGIN UPDATE `data_versions` SET `version` = `version` + 1 WHERE `resource` = 'claim_deadlines'; END
