import { describe, expect, test } from "bun:test";
import { readJournal } from "#core/db/db";

// A database already migrated skips every journal entry whose time is not later than the last one
// it applied (drizzle's rule, kept by applyMigrations). An entry merged from a branch with an
// earlier time would never run on an upgraded database, only on a fresh one.
describe("the migration journal", () => {
  test("each migration's time is later than the one before, and its number follows on", () => {
    const journal = readJournal() as { tag: string; when: number; idx?: number }[];
    const outOfOrder = journal.filter((entry, i) => i > 0 && entry.when <= journal[i - 1]!.when).map((entry) => entry.tag);
    expect(outOfOrder).toEqual([]);
    const misnumbered = journal.filter((entry, i) => !entry.tag.startsWith(String(i).padStart(4, "0") + "_")).map((entry) => entry.tag);
    expect(misnumbered).toEqual([]);
  });
});
