ALTER TABLE `sessions` ADD `device_id` text;--> statement-breakpoint
CREATE INDEX `sessions_device_idx` ON `sessions` (`device_id`);