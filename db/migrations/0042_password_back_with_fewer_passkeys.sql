-- A member whose password sign-in is off must keep two passkeys (decision 0138). Whatever removes
-- a passkey (the member revoking a device, an admin, a cascade from a deleted device) and leaves
-- fewer than two turns the password back on, so nobody is locked out by a lost device.
CREATE TRIGGER `passkeys_password_back_on_delete` AFTER DELETE ON `passkeys` BEGIN
  UPDATE `users` SET `password_sign_in` = 1
  WHERE `id` = old.`user_id` AND `password_sign_in` = 0
    AND (SELECT count(*) FROM `passkeys` WHERE `user_id` = old.`user_id`) < 2;
END;
