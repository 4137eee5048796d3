CREATE TABLE `admin_passkeys` (
	`id` text PRIMARY KEY NOT NULL,
	`admin_id` text NOT NULL,
	`name` text NOT NULL,
	`credential_id` text NOT NULL,
	`public_key` text NOT NULL,
	`counter` integer NOT NULL,
	`transports` text,
	`created_at` integer NOT NULL,
	`last_used_at` integer,
	FOREIGN KEY (`admin_id`) REFERENCES `admin_accounts`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `admin_passkeys_credential_idx` ON `admin_passkeys` (`credential_id`);--> statement-breakpoint
CREATE INDEX `admin_passkeys_admin_idx` ON `admin_passkeys` (`admin_id`,`created_at`);--> statement-breakpoint
ALTER TABLE `webauthn_challenges` ADD `admin_id` text REFERENCES admin_accounts(id) ON DELETE cascade;