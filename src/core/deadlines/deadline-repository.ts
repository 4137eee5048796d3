// The only code that touches claim_events, claim_deadlines and deadline_packs. Plain SQL through
// the connection's cached statements: the due lists are range reads of the partial indexes of
// migration 0038, and a recomputation writes hundreds of thousands of rows.
import type { ClaimEventKind, OwedBy } from "#shared/claim-events";
import type { DueListQuery } from "#shared/schemas/claim-events";
import type { ClaimStatus } from "#shared/schemas/claims";
import type { Db } from "../db/db";
import { sqliteOf } from "../db/prepared";

export type ClaimEventRow = {
  id: string;
  claimId: string;
  kind: ClaimEventKind;
  on: string;
  note: string | null;
  createdBy: string;
  createdAt: number;
};

export type StoredDeadline = {
  claimId: string;
  ruleId: string;
  userId: string;
  owedBy: OwedBy;
  startsOn: string | null;
  dueOn: string | null;
  metOn: string | null;
  open: 0 | 1;
  timeZone: string;
};

const EVENT_COLUMNS = 'id, claim_id AS claimId, kind, "on", note, created_by AS createdBy, created_at AS createdAt';

/** A claim's events, in the order they happened (then as entered). */
export function selectEvents(db: Db, claimId: string): ClaimEventRow[] {
  return sqliteOf(db)
    .query(`SELECT ${EVENT_COLUMNS} FROM claim_events WHERE claim_id = ? ORDER BY "on", created_at, rowid`)
    .all(claimId) as ClaimEventRow[];
}

export function insertEvent(db: Db, row: ClaimEventRow): void {
  sqliteOf(db)
    .query(`INSERT INTO claim_events (id, claim_id, kind, "on", note, created_by, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)`)
    .run(row.id, row.claimId, row.kind, row.on, row.note, row.createdBy, row.createdAt);
}

/** Removes one event of one claim; answers the row removed, or undefined when the claim has no such event. */
export function deleteEvent(db: Db, claimId: string, eventId: string): ClaimEventRow | undefined {
  return sqliteOf(db).query(`DELETE FROM claim_events WHERE id = ? AND claim_id = ? RETURNING ${EVENT_COLUMNS}`).get(eventId, claimId) as
    ClaimEventRow | undefined;
}

/** What the clock needs of a claim (its status: a completed or cancelled claim's deadlines are not open). */
export type ClockClaim = { id: string; userId: string; state: string | null; dol: string; status: ClaimStatus };

export function selectClockClaim(db: Db, claimId: string): ClockClaim | undefined {
  return sqliteOf(db).query("SELECT id, user_id AS userId, state, dol, status FROM claims WHERE id = ?").get(claimId) as
    ClockClaim | undefined;
}

/** Replaces a claim's stored deadlines with `rows`. */
export function replaceDeadlines(db: Db, claimId: string, rows: readonly StoredDeadline[]): void {
  const sqlite = sqliteOf(db);
  sqlite.query("DELETE FROM claim_deadlines WHERE claim_id = ?").run(claimId);
  insertDeadlines(db, rows);
}

export function insertDeadlines(db: Db, rows: readonly StoredDeadline[]): void {
  const insert = sqliteOf(db).query(
    "INSERT INTO claim_deadlines (claim_id, rule_id, user_id, owed_by, starts_on, due_on, met_on, open, time_zone) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)",
  );
  for (const r of rows) insert.run(r.claimId, r.ruleId, r.userId, r.owedBy, r.startsOn, r.dueOn, r.metOn, r.open, r.timeZone);
}

export function selectStoredDeadlines(db: Db, claimId: string): StoredDeadline[] {
  return sqliteOf(db)
    .query(
      "SELECT claim_id AS claimId, rule_id AS ruleId, user_id AS userId, owed_by AS owedBy, starts_on AS startsOn, due_on AS dueOn, met_on AS metOn, open, time_zone AS timeZone FROM claim_deadlines WHERE claim_id = ? ORDER BY rule_id",
    )
    .all(claimId) as StoredDeadline[];
}

/** Claims after `afterId` (by id), `limit` of them, with their events: a recomputation's batch. */
export function selectClockClaimsAfter(
  db: Db,
  afterId: string,
  limit: number,
): { claims: ClockClaim[]; events: Map<string, { kind: ClaimEventKind; on: string }[]> } {
  const sqlite = sqliteOf(db);
  const claims = sqlite
    .query("SELECT id, user_id AS userId, state, dol, status FROM claims WHERE id > ? ORDER BY id LIMIT ?")
    .all(afterId, limit) as ClockClaim[];
  const events = new Map<string, { kind: ClaimEventKind; on: string }[]>();
  if (claims.length) {
    const rows = sqlite
      .query(`SELECT claim_id AS claimId, kind, "on" FROM claim_events WHERE claim_id > ? AND claim_id <= ? ORDER BY claim_id`)
      .all(afterId, claims.at(-1)!.id) as { claimId: string; kind: ClaimEventKind; on: string }[];
    for (const row of rows) {
      let list = events.get(row.claimId);
      if (!list) events.set(row.claimId, (list = []));
      list.push({ kind: row.kind, on: row.on });
    }
  }
  return { claims, events };
}

export function deleteAllDeadlines(db: Db): void {
  sqliteOf(db).query("DELETE FROM claim_deadlines").run();
}

export function selectPacksFingerprint(db: Db): string | undefined {
  return (sqliteOf(db).query("SELECT fingerprint FROM deadline_packs WHERE scope = 'shipped'").get() as { fingerprint: string } | null)
    ?.fingerprint;
}

export function savePacksFingerprint(db: Db, fingerprint: string): void {
  sqliteOf(db)
    .query(
      "INSERT INTO deadline_packs (scope, fingerprint) VALUES ('shipped', ?) ON CONFLICT (scope) DO UPDATE SET fingerprint = excluded.fingerprint",
    )
    .run(fingerprint);
}

/** One group of time zones that share today's date. */
export type ZoneDay = { zones: readonly string[]; today: string };

export type DueFilter = {
  /** Overdue: due before today; else due from today to `days` days on. */
  window: DueListQuery["due"];
  /** Today in each time zone rows are judged by, grouped by date (at most two groups in the US). */
  zoneDays: readonly ZoneDay[];
  /** The date range every group falls in, so the index is read as one range. */
  low: string;
  high: string;
  owedBy?: DueListQuery["owedBy"];
  userId?: string;
};

export type DueRow = StoredDeadline & { claimNumber: string | null; state: string | null };

/** A row's place in a due list's order (due day, claim, rule): where the page after it starts. */
export type DueKey = { dueOn: string; claimId: string; ruleId: string };
function dueWhere(filter: DueFilter): { where: string; params: (string | number)[] } {
  const params: (string | number)[] = [];
  const parts = ["d.open = 1"];
  if (filter.userId) {
    parts.push("d.user_id = ?");
    params.push(filter.userId);
  }
  if (filter.owedBy) {
    parts.push("d.owed_by = ?");
    params.push(filter.owedBy);
  }
  if (filter.window.overdue) {
    parts.push("d.due_on < ?");
    params.push(filter.high);
  } else {
    parts.push("d.due_on BETWEEN ? AND ?");
    params.push(filter.low, filter.high);
  }
  // Each row is judged by today where its claim is. The zones share at most two dates (low, and
  // the next day), so only the rows on a boundary day need their zone looked at: most of a range
  // is decided by its due day alone, and a count reads the index without testing zones.
  const later = filter.zoneDays.filter((group) => group.today > filter.low).flatMap((group) => group.zones);
  if (later.length) {
    const zones = later.map(() => "?").join(", ");
    if (filter.window.overdue) {
      // Due on `low`: overdue only where today is already the next day.
      parts.push(`(d.due_on < ? OR d.time_zone IN (${zones}))`);
      params.push(filter.low, ...later);
    } else {
      const earlier = filter.zoneDays.filter((group) => group.today === filter.low).flatMap((group) => group.zones);
      // Due on `low`: due today only where today is still `low`; due on `high`: within the window only where today is the next day.
      parts.push(
        `(d.due_on > ? OR d.time_zone NOT IN (${zones}))`,
        `(d.due_on < ? OR d.time_zone NOT IN (${earlier.map(() => "?").join(", ")}))`,
      );
      params.push(filter.low, ...later, filter.high, ...earlier);
    }
  }
  return { where: parts.join(" AND "), params };
}

// The order of the partial indexes (due day, claim, rule): a page is read in index order, and a
// page after a cursor starts at its key in the index instead of counting the rows before it.
const DUE_ORDER = "ORDER BY d.due_on, d.claim_id, d.rule_id";
const INDEX_OF = (filter: DueFilter) =>
  filter.userId ? "claim_deadlines_open_user_idx" : filter.owedBy ? "claim_deadlines_open_owed_idx" : "claim_deadlines_open_due_idx";

/** How many open deadlines the filter names: a count of the partial index alone. */
export function countDue(db: Db, filter: DueFilter): number {
  const { where, params } = dueWhere(filter);
  return (
    sqliteOf(db)
      .query(`SELECT count(*) AS n FROM claim_deadlines d INDEXED BY ${INDEX_OF(filter)} WHERE ${where}`)
      .get(...params) as {
      n: number;
    }
  ).n;
}

/** Up to `limit` open deadlines the filter names, soonest due first, after `after` when given. */
export function selectDue(db: Db, filter: DueFilter, after: DueKey | undefined, limit: number): DueRow[] {
  const { where, params } = dueWhere(filter);
  const from = after ? " AND (d.due_on, d.claim_id, d.rule_id) > (?, ?, ?)" : "";
  return sqliteOf(db)
    .query(
      `SELECT d.claim_id AS claimId, d.rule_id AS ruleId, d.user_id AS userId, d.owed_by AS owedBy, d.starts_on AS startsOn, d.due_on AS dueOn,
        d.met_on AS metOn, d.open, d.time_zone AS timeZone, c.claim_number AS claimNumber, c.state
       FROM claim_deadlines d INDEXED BY ${INDEX_OF(filter)} JOIN claims c ON c.id = d.claim_id
       WHERE ${where}${from} ${DUE_ORDER} LIMIT ?`,
    )
    .all(...params, ...(after ? [after.dueOn, after.claimId, after.ruleId] : []), limit) as DueRow[];
}

/**
 * The key of the row `skip` rows into the list (0: the first), read from the index alone: where a
 * page asked for by its number starts, without reading the claims of the rows before it.
 */
export function selectDueKeyAt(db: Db, filter: DueFilter, skip: number): DueKey | undefined {
  const { where, params } = dueWhere(filter);
  return (
    (sqliteOf(db)
      .query(
        `SELECT d.due_on AS dueOn, d.claim_id AS claimId, d.rule_id AS ruleId FROM claim_deadlines d INDEXED BY ${INDEX_OF(filter)}
       WHERE ${where} ${DUE_ORDER} LIMIT 1 OFFSET ?`,
      )
      .get(...params, skip) as DueKey | null) ?? undefined
  );
}
