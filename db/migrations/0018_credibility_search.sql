-- Text search over credibility entries (issue 13, decision 0045): an FTS5 index of the searched
-- fields (CREDIBILITY_SEARCH_FIELDS in src/shared/credibility-search.ts, in its order) with the
-- trigram tokenizer, so "contains" (three characters or more, any case) is an index lookup instead
-- of a scan. External content: the text stays in credibility_entries only; the index is keyed on
-- its rowid and kept in step by the triggers below, from any connection (server or CLI).
-- Custom migration: drizzle-kit has no virtual tables or triggers.
CREATE VIRTUAL TABLE `credibility_search` USING fts5(
  `contractor_name`, `contractor_company`, `client_name`, `claim_type`, `notes`,
  content = 'credibility_entries', content_rowid = 'rowid', tokenize = 'trigram'
);
--> statement-breakpoint
INSERT INTO `credibility_search` (`credibility_search`) VALUES ('rebuild');
--> statement-breakpoint
CREATE TRIGGER `credibility_entries_search_insert` AFTER INSERT ON `credibility_entries` BEGIN
  INSERT INTO `credibility_search` (`rowid`, `contractor_name`, `contractor_company`, `client_name`, `claim_type`, `notes`)
  VALUES (new.`rowid`, new.`contractor_name`, new.`contractor_company`, new.`client_name`, new.`claim_type`, new.`notes`);
END;
--> statement-breakpoint
CREATE TRIGGER `credibility_entries_search_delete` AFTER DELETE ON `credibility_entries` BEGIN
  INSERT INTO `credibility_search` (`credibility_search`, `rowid`, `contractor_name`, `contractor_company`, `client_name`, `claim_type`, `notes`)
  VALUES ('delete', old.`rowid`, old.`contractor_name`, old.`contractor_company`, old.`client_name`, old.`claim_type`, old.`notes`);
END;
--> statement-breakpoint
-- Only a change of a searched column touches the index (deactivating an entry does not).
CREATE TRIGGER `credibility_entries_search_update` AFTER UPDATE OF `contractor_name`, `contractor_company`, `client_name`, `claim_type`, `notes` ON `credibility_entries` BEGIN
  INSERT INTO `credibility_search` (`credibility_search`, `rowid`, `contractor_name`, `contractor_company`, `client_name`, `claim_type`, `notes`)
  VALUES ('delete', old.`rowid`, old.`contractor_name`, old.`contractor_company`, old.`client_name`, old.`claim_type`, old.`notes`);
  INSERT INTO `credibility_search` (`rowid`, `contractor_name`, `contractor_company`, `client_name`, `claim_type`, `notes`)
  VALUES (new.`rowid`, new.`contractor_name`, new.`contractor_company`, new.`client_name`, new.`claim_type`, new.`notes`);
END;
