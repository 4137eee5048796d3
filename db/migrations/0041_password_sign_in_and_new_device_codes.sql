CREATE TABLE `new_device_codes` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`code_hash` text NOT NULL,
	`channel` text NOT NULL,
	`attempts` integer DEFAULT 0 NOT NULL,
	`expires_at` integer NOT NULL,
	`verified_at` integer,
	`used_at` integer,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `new_device_codes_user_idx` ON `new_device_codes` (`user_id`,`created_at`);--> statement-breakpoint
ALTER TABLE `users` ADD `password_sign_in` integer DEFAULT true NOT NULL;