// Housekeeping `aan serve` runs at start and every hour: sign-in attempts past the throttle
// window, audit rows and member activity past their retention (both counted into daily totals
// first), the days members signed in beyond the overview's longest range, expired sessions, abandoned imports and uploads that never completed go, so nothing
// grows without bound.
import { deleteAuditRowsBefore } from "../audit/audit-repository";
import { sweepAbandonedUploads } from "../claims/document-store";
import { discardAbandonedImports } from "../credibility/credibility";
import { deleteActiveDaysBefore, rollUpActivityBefore } from "../members/member-repository";
import { STATS_KEPT_DAYS } from "../stats/stats-window";
import type { AppContext } from "../context";
import { writeTransaction } from "./db";
import { pruneLoginFailures } from "../security/login-throttle";
import { deleteExpiredSessions } from "../sessions/session-repository";

export const MAINTENANCE_INTERVAL_MS = 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;
/** Old rows go in batches, so no single transaction keeps the write lock for long. */
const DELETE_BATCH = 2000;
/**
 * Activity rows counted and removed in one run, at most: a database that first meets the
 * retention with years of rows catches up over a few hourly runs instead of holding the server's
 * event loop for a minute (docs/decisions/0059). Far above what an hour adds.
 */
export const ACTIVITY_ROWS_PER_RUN = 10 * DELETE_BATCH;

export type MaintenanceReport = {
  loginAttempts: number;
  auditRows: number;
  activityRows: number;
  activeDays: number;
  sessions: number;
  abandonedImports: number;
  abandonedUploads: number;
};

export function runMaintenance(ctx: AppContext): MaintenanceReport {
  const now = ctx.clock.now();
  const loginAttempts = pruneLoginFailures(ctx);
  const cutoff = new Date(now.getTime() - ctx.config.auditRetentionDays * DAY_MS);
  let auditRows = 0;
  for (let batch = DELETE_BATCH; batch === DELETE_BATCH; auditRows += batch) {
    batch = writeTransaction(ctx.db, (tx) => deleteAuditRowsBefore(tx, cutoff, DELETE_BATCH));
  }
  const activityCutoff = new Date(now.getTime() - ctx.config.activityRetentionDays * DAY_MS);
  let activityRows = 0;
  for (let batch = DELETE_BATCH; batch === DELETE_BATCH && activityRows < ACTIVITY_ROWS_PER_RUN; activityRows += batch) {
    batch = writeTransaction(ctx.db, (tx) => rollUpActivityBefore(tx, activityCutoff, DELETE_BATCH));
  }
  const activeDaysCutoff = Math.floor(now.getTime() / DAY_MS) - STATS_KEPT_DAYS;
  let activeDays = 0;
  for (let batch = DELETE_BATCH; batch === DELETE_BATCH; activeDays += batch) {
    batch = writeTransaction(ctx.db, (tx) => deleteActiveDaysBefore(tx, activeDaysCutoff, DELETE_BATCH));
  }
  const sessions = writeTransaction(ctx.db, (tx) => deleteExpiredSessions(tx, now));
  const abandonedImports = discardAbandonedImports(ctx);
  const abandonedUploads = sweepAbandonedUploads(ctx.config.dataDir, now);
  return { loginAttempts, auditRows, activityRows, activeDays, sessions, abandonedImports, abandonedUploads };
}
