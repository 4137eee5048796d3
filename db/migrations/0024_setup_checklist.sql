CREATE TABLE `setup_checklist` (
	`line` text PRIMARY KEY NOT NULL,
	`not_needed_at` integer,
	`not_needed_by` text,
	`server_state` text,
	`server_detail` text,
	`server_seen_at` integer
);
