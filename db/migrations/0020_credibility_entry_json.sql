-- Each credibility entry's API view, kept as JSON text beside it (issue 13, decision 0053): a page
-- of 50 entries is then 50 stored texts joined, instead of 1,100 values read, each entry's view
-- built, and the whole written out again by JSON.stringify (about 100 → 45 µs a page at 100,000
-- entries). SQLite keeps the text in step with the entry from any connection (server, CLI, an
-- import): the triggers below rewrite it at every insert and update and drop it at a delete.
--
-- `credibility_entry_as_json` is the one place the view is written in SQL. It must give what
-- toEntryView (src/core/credibility/credibility.ts) gives, field for field and in its order;
-- tests/integration/credibility-entry-json.test.ts compares the two for every column. A change of
-- the view is a new migration that recreates this SQL view and rebuilds the table.
-- Money: integer cents → "1234.56" (never negative: see src/core/money.ts); times: integer
-- milliseconds → ISO 8601 with milliseconds, in integer arithmetic (no float rounding).
-- Keyed on the entry's rowid, as the FTS5 index is (migration 0018).
-- Custom migration: drizzle-kit has no SQL views written by hand, nor triggers.
CREATE VIEW `credibility_entry_as_json` AS SELECT
  `rowid` AS `entry_rowid`,
  json_object(
    'id', `id`,
    'contractorName', `contractor_name`,
    'contractorCompany', `contractor_company`,
    'contractorAddress', `contractor_address`,
    'contractorPhone', `contractor_phone`,
    'contractorEmail', `contractor_email`,
    'clientName', `client_name`,
    'clientAddress', `client_address`,
    'claimType', `claim_type`,
    'publicAdjuster', `public_adjuster`,
    'fieldAdjuster', `field_adjuster`,
    'deskAdjuster', `desk_adjuster`,
    'notes', `notes`,
    'successStory', `success_story`,
    'isActive', json(CASE WHEN `is_active` THEN 'true' ELSE 'false' END),
    'originalAmount', CASE WHEN `original_amount_cents` IS NULL THEN NULL ELSE printf('%d.%02d', `original_amount_cents` / 100, `original_amount_cents` % 100) END,
    'reducedAmount', CASE WHEN `reduced_amount_cents` IS NULL THEN NULL ELSE printf('%d.%02d', `reduced_amount_cents` / 100, `reduced_amount_cents` % 100) END,
    'finalAmount', CASE WHEN `final_amount_cents` IS NULL THEN NULL ELSE printf('%d.%02d', `final_amount_cents` / 100, `final_amount_cents` % 100) END,
    'deductible', CASE WHEN `deductible_cents` IS NULL THEN NULL ELSE printf('%d.%02d', `deductible_cents` / 100, `deductible_cents` % 100) END,
    'createdAt', strftime('%Y-%m-%dT%H:%M:%S', `created_at` / 1000, 'unixepoch') || printf('.%03dZ', `created_at` % 1000),
    'updatedAt', strftime('%Y-%m-%dT%H:%M:%S', `updated_at` / 1000, 'unixepoch') || printf('.%03dZ', `updated_at` % 1000)
  ) AS `json`
FROM `credibility_entries`;
--> statement-breakpoint
CREATE TABLE `credibility_entry_json` (
  `entry_rowid` integer PRIMARY KEY NOT NULL,
  `json` text NOT NULL
);
--> statement-breakpoint
INSERT INTO `credibility_entry_json` (`entry_rowid`, `json`) SELECT `entry_rowid`, `json` FROM `credibility_entry_as_json`;
--> statement-breakpoint
CREATE TRIGGER `credibility_entries_json_insert` AFTER INSERT ON `credibility_entries` BEGIN
  INSERT INTO `credibility_entry_json` (`entry_rowid`, `json`)
  SELECT `entry_rowid`, `json` FROM `credibility_entry_as_json` WHERE `entry_rowid` = new.`rowid`;
END;
--> statement-breakpoint
CREATE TRIGGER `credibility_entries_json_update` AFTER UPDATE ON `credibility_entries` BEGIN
  UPDATE `credibility_entry_json`
  SET `json` = (SELECT `json` FROM `credibility_entry_as_json` WHERE `entry_rowid` = new.`rowid`)
  WHERE `entry_rowid` = new.`rowid`;
END;
--> statement-breakpoint
CREATE TRIGGER `credibility_entries_json_delete` AFTER DELETE ON `credibility_entries` BEGIN
  DELETE FROM `credibility_entry_json` WHERE `entry_rowid` = old.`rowid`;
END;
