CREATE TABLE `claim_message_files` (
	`message_id` text NOT NULL,
	`document_id` text NOT NULL,
	`position` integer NOT NULL,
	PRIMARY KEY(`message_id`, `document_id`),
	FOREIGN KEY (`message_id`) REFERENCES `claim_messages`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`document_id`) REFERENCES `user_documents`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `claim_message_files_document_idx` ON `claim_message_files` (`document_id`);--> statement-breakpoint
CREATE TABLE `claim_messages` (
	`id` text PRIMARY KEY NOT NULL,
	`claim_id` text NOT NULL,
	`seq` integer NOT NULL,
	`author` text NOT NULL,
	`user_id` text,
	`admin_id` text,
	`author_name` text NOT NULL,
	`text` text NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`claim_id`) REFERENCES `claims`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`admin_id`) REFERENCES `admin_accounts`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `claim_messages_claim_seq_idx` ON `claim_messages` (`claim_id`,`seq`);--> statement-breakpoint
CREATE INDEX `claim_messages_user_idx` ON `claim_messages` (`user_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `claim_threads` (
	`claim_id` text PRIMARY KEY NOT NULL,
	`last_seq` integer DEFAULT 0 NOT NULL,
	`last_author` text,
	`last_message_at` integer,
	`member_read_seq` integer DEFAULT 0 NOT NULL,
	`operative_read_seq` integer DEFAULT 0 NOT NULL,
	`member_notice_at` integer,
	`operative_notice_at` integer,
	FOREIGN KEY (`claim_id`) REFERENCES `claims`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `claim_threads_waiting_idx` ON `claim_threads` (`last_author`,`last_message_at`);