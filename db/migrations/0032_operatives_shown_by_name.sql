-- Members never read the server's OS account: replies and claim steps made at the terminal before
-- operators were shown by name carried "cli:<account>". They now read as "AAN operations", as a
-- new one does without --as; the audit log keeps the account.
UPDATE `claim_messages` SET `author_name` = 'AAN operations' WHERE `author` = 'operative' AND `admin_id` IS NULL AND `author_name` LIKE 'cli:%';
--> statement-breakpoint
UPDATE `claim_status_history` SET `actor` = 'cli:operations' WHERE `actor` LIKE 'cli:%';
