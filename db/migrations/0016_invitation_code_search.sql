-- Text search over invitation codes (issue 13, decision 0044): an FTS5 index with the trigram
-- tokenizer, so "contains" (three characters or more, any case) is an index lookup instead of a
-- scan. External content: the text stays in invitation_codes only; the index is keyed on its
-- rowid and kept in step by the triggers below, from any connection (server or CLI).
-- Custom migration: drizzle-kit has no virtual tables or triggers.
CREATE VIRTUAL TABLE `invitation_code_search` USING fts5(
  `code`, `assignee_username`, `assignee_first_name`, `assignee_last_name`, `assignee_email`, `assignee_phone`,
  content = 'invitation_codes', content_rowid = 'rowid', tokenize = 'trigram'
);
--> statement-breakpoint
INSERT INTO `invitation_code_search` (`invitation_code_search`) VALUES ('rebuild');
--> statement-breakpoint
CREATE TRIGGER `invitation_codes_search_insert` AFTER INSERT ON `invitation_codes` BEGIN
  INSERT INTO `invitation_code_search` (`rowid`, `code`, `assignee_username`, `assignee_first_name`, `assignee_last_name`, `assignee_email`, `assignee_phone`)
  VALUES (new.`rowid`, new.`code`, new.`assignee_username`, new.`assignee_first_name`, new.`assignee_last_name`, new.`assignee_email`, new.`assignee_phone`);
END;
--> statement-breakpoint
CREATE TRIGGER `invitation_codes_search_delete` AFTER DELETE ON `invitation_codes` BEGIN
  INSERT INTO `invitation_code_search` (`invitation_code_search`, `rowid`, `code`, `assignee_username`, `assignee_first_name`, `assignee_last_name`, `assignee_email`, `assignee_phone`)
  VALUES ('delete', old.`rowid`, old.`code`, old.`assignee_username`, old.`assignee_first_name`, old.`assignee_last_name`, old.`assignee_email`, old.`assignee_phone`);
END;
--> statement-breakpoint
-- Only a change of a searched column touches the index (a redemption or an extension does not).
CREATE TRIGGER `invitation_codes_search_update` AFTER UPDATE OF `code`, `assignee_username`, `assignee_first_name`, `assignee_last_name`, `assignee_email`, `assignee_phone` ON `invitation_codes` BEGIN
  INSERT INTO `invitation_code_search` (`invitation_code_search`, `rowid`, `code`, `assignee_username`, `assignee_first_name`, `assignee_last_name`, `assignee_email`, `assignee_phone`)
  VALUES ('delete', old.`rowid`, old.`code`, old.`assignee_username`, old.`assignee_first_name`, old.`assignee_last_name`, old.`assignee_email`, old.`assignee_phone`);
  INSERT INTO `invitation_code_search` (`rowid`, `code`, `assignee_username`, `assignee_first_name`, `assignee_last_name`, `assignee_email`, `assignee_phone`)
  VALUES (new.`rowid`, new.`code`, new.`assignee_username`, new.`assignee_first_name`, new.`assignee_last_name`, new.`assignee_email`, new.`assignee_phone`);
END;
