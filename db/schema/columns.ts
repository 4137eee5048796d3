// Column helpers that carry the data conventions of ARCHITECTURE.md: uuid text ids,
// integer-ms timestamps, integer-mode booleans, money as integer cents.
import { integer, text } from "drizzle-orm/sqlite-core";

export const uuidPrimaryKey = () =>
  text("id")
    .primaryKey()
    .$defaultFn(() => crypto.randomUUID());

/** Milliseconds since the epoch, read back as a Date. */
export const timestampMs = (name: string) => integer(name, { mode: "timestamp_ms" });

export const createdAt = () =>
  timestampMs("created_at")
    .notNull()
    .$defaultFn(() => new Date());

export const updatedAt = () =>
  timestampMs("updated_at")
    .notNull()
    .$defaultFn(() => new Date());

export const flag = (name: string) => integer(name, { mode: "boolean" });

/** Money in integer cents: "decimal 10,2 / 15,2" in the spec, no float ever. */
export const cents = (name: string) => integer(name);
