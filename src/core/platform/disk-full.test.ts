// isDiskFull knows a full disk however it arrives: SQLite's own error, or drizzle's wrapper of it.
import { Database } from "bun:sqlite";
import { expect, test } from "bun:test";
import { sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/bun-sqlite";
import { isDiskFull } from "./disk-full";

function fullDatabase(): Database {
  const sqlite = new Database(":memory:");
  sqlite.exec("CREATE TABLE t (b BLOB)");
  sqlite.exec("PRAGMA max_page_count = 2");
  return sqlite;
}

const thrown = (work: () => unknown): unknown => {
  try {
    work();
  } catch (error) {
    return error;
  }
  throw new Error("nothing was thrown");
};

test("SQLite's SQLITE_FULL, and the same error wrapped by a drizzle query, are a full disk", () => {
  const sqlite = fullDatabase();
  expect(isDiskFull(thrown(() => sqlite.run("INSERT INTO t VALUES (zeroblob(100000))")))).toBe(true);
  const wrapped = thrown(() => drizzle({ client: sqlite }).run(sql`INSERT INTO t VALUES (zeroblob(100000))`));
  expect((wrapped as Error).message).not.toMatch(/full/);
  expect(isDiskFull(wrapped)).toBe(true);
});

test("ENOSPC from the file system is a full disk; another error is not", () => {
  expect(isDiskFull(Object.assign(new Error("write failed"), { code: "ENOSPC" }))).toBe(true);
  expect(isDiskFull(new Error("constraint failed", { cause: new Error("UNIQUE") }))).toBe(false);
  expect(isDiskFull(undefined)).toBe(false);
});
