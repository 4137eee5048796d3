CREATE TABLE `claim_status_history` (
	`id` text PRIMARY KEY NOT NULL,
	`claim_id` text NOT NULL,
	`from_status` text,
	`to_status` text NOT NULL,
	`note` text,
	`actor` text NOT NULL,
	`at` integer NOT NULL,
	FOREIGN KEY (`claim_id`) REFERENCES `claims`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `claim_status_history_claim_idx` ON `claim_status_history` (`claim_id`,`at`);--> statement-breakpoint
ALTER TABLE `service_requests` ADD `client_address` text;--> statement-breakpoint
CREATE INDEX `service_requests_user_idx` ON `service_requests` (`user_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `service_requests_address_idx` ON `service_requests` (`client_address`,`created_at`);--> statement-breakpoint
CREATE INDEX `claims_status_idx` ON `claims` (`status`,`created_at`);--> statement-breakpoint
CREATE INDEX `user_documents_claim_idx` ON `user_documents` (`claim_id`);