// A text search as SQL LIKE: `text` matched anywhere, with LIKE's own wildcards (% and _) and the
// escape character taken literally. Use with `ESCAPE '\'`.
import { sql, type AnyColumn, type SQL } from "drizzle-orm";

export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** `column LIKE '%text%' ESCAPE '\'`, case-insensitive for ASCII as SQLite's LIKE is. */
export function columnContains(column: AnyColumn, text: string): SQL {
  return sql`${column} LIKE ${containsPattern(text)} ESCAPE '\\'`;
}
