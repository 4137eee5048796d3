-- Listing caches are keyed on data_versions: every change of a cached table raises its counter,
-- whichever connection made it (the server or the CLI). Custom migration: drizzle-kit has no triggers.
INSERT INTO `data_versions` (`resource`, `version`) VALUES ('invitation_codes', 0) ON CONFLICT DO NOTHING;
--> statement-breakpoint
CREATE TRIGGER `invitation_codes_insert_version` AFTER INSERT ON `invitation_codes` BEGIN UPDATE `data_versions` SET `version` = `version` + 1 WHERE `resource` = 'invitation_codes'; END;
--> statement-breakpoint
CREATE TRIGGER `invitation_codes_update_version` AFTER UPDATE ON `invitation_codes` BEGIN UPDATE `data_versions` SET `version` = `version` + 1 WHERE `resource` = 'invitation_codes'; END;
--> statement-breakpoint
CREATE TRIGGER `invitation_codes_delete_version` AFTER DELETE ON `invitation_codes` BEGIN UPDATE `data_versions` SET `version` = `version` + 1 WHERE `resource` = 'invitation_codes'; END;
--> statement-breakpoint
INSERT INTO `data_versions` (`resource`, `version`) VALUES ('credibility_entries', 0) ON CONFLICT DO NOTHING;
--> statement-breakpoint
CREATE TRIGGER `credibility_entries_insert_version` AFTER INSERT ON `credibility_entries` BEGIN UPDATE `data_versions` SET `version` = `version` + 1 WHERE `resource` = 'credibility_entries'; END;
--> statement-breakpoint
CREATE TRIGGER `credibility_entries_update_version` AFTER UPDATE ON `credibility_entries` BEGIN UPDATE `data_versions` SET `version` = `version` + 1 WHERE `resource` = 'credibility_entries'; END;
--> statement-breakpoint
CREATE TRIGGER `credibility_entries_delete_version` AFTER DELETE ON `credibility_entries` BEGIN UPDATE `data_versions` SET `version` = `version` + 1 WHERE `resource` = 'credibility_entries'; END;
