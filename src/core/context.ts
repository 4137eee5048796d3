// Everything a use case needs, passed explicitly: the database, time, configuration, a logger.
import type { UploadFileOpener } from "./claims/document-store";
import type { Clock } from "./platform/clock";
import type { AppConfig } from "./platform/config";
import type { Db } from "./db/db";
import type { Log } from "./platform/log";
import type { PasswordHasher } from "./security/password-hasher";

export type AppContext = {
  db: Db;
  clock: Clock;
  config: AppConfig;
  log: Log;
  /** Opens the file an upload is written to (document-store.ts); tests hand in a failing disk. */
  openUploadFile?: UploadFileOpener;
  /** Hashes and checks passwords (security/password-hasher.ts): argon2id at the production cost unless set; tests set a cheaper one. */
  passwordHasher?: PasswordHasher;
};
