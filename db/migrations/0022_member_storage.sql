-- What each member's documents take on disk, kept in step by SQLite (decision 0055): the storage
-- quota of an upload reads one row here instead of summing every document of the member (46 ms
-- at 100,000 documents, inside the write lock), whoever writes user_documents (the server, the
-- CLI, a restore, plain SQL). Filled here for the documents a database already holds.
-- Custom part (the triggers and the fill): drizzle-kit writes no triggers.
CREATE TABLE `member_storage` (
	`user_id` text PRIMARY KEY NOT NULL,
	`used_bytes` integer DEFAULT 0 NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
INSERT INTO `member_storage` (`user_id`, `used_bytes`) SELECT `user_id`, sum(`file_size`) FROM `user_documents` GROUP BY `user_id`;
--> statement-breakpoint
CREATE TRIGGER `member_storage_document_insert` AFTER INSERT ON `user_documents` BEGIN
  INSERT INTO `member_storage` (`user_id`, `used_bytes`) VALUES (new.`user_id`, new.`file_size`)
    ON CONFLICT (`user_id`) DO UPDATE SET `used_bytes` = `used_bytes` + excluded.`used_bytes`;
END;
--> statement-breakpoint
CREATE TRIGGER `member_storage_document_delete` AFTER DELETE ON `user_documents` BEGIN
  UPDATE `member_storage` SET `used_bytes` = `used_bytes` - old.`file_size` WHERE `user_id` = old.`user_id`;
END;
--> statement-breakpoint
CREATE TRIGGER `member_storage_document_update` AFTER UPDATE OF `user_id`, `file_size` ON `user_documents` BEGIN
  UPDATE `member_storage` SET `used_bytes` = `used_bytes` - old.`file_size` WHERE `user_id` = old.`user_id`;
  INSERT INTO `member_storage` (`user_id`, `used_bytes`) VALUES (new.`user_id`, new.`file_size`)
    ON CONFLICT (`user_id`) DO UPDATE SET `used_bytes` = `used_bytes` + excluded.`used_bytes`;
END;
