-- Completing an import makes its entries appear: the credibility listing's version must move.
CREATE TRIGGER `credibility_imports_update_version` AFTER UPDATE ON `credibility_imports` BEGIN UPDATE `data_versions` SET `version` = `version` + 1 WHERE `resource` = 'credibility_entries'; END;
