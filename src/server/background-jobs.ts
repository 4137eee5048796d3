// What `aan serve` does besides answering requests: the hourly maintenance (old sign-in attempts,
// audit rows and member activity past retention, expired sessions, abandoned imports, renewal notices and deadline reminders due) and sending the outbox's due
// messages, including retries of failed sends; with an object store, the hourly sweep of its
// objects without a row. A job that fails is logged and tried next time.
import type { AppContext } from "#core/context";
import { MAINTENANCE_INTERVAL_MS, runMaintenance } from "#core/db/maintenance";
import { deliverDue } from "#core/notifications/outbox";
import { sweepOrphanObjects } from "#core/claims/upload-recovery";
import { queueRenewalNotices } from "#core/subscriptions/renewal-notices";
import { queueDeadlineReminders } from "#core/deadlines/deadline-reminders";

export const DELIVERY_INTERVAL_MS = 30_000;

export type BackgroundJobs = {
  /** Settles once the first maintenance and delivery round, run as the server starts, is done. */
  firstRound: Promise<void>;
  stop(): void;
};

/** The hourly sweep of the store's objects without a row: a store that fails it is logged, and the next hour tries again. */
export const sweepStoreOnce = (ctx: AppContext): Promise<void> =>
  sweepOrphanObjects(ctx, false).then(
    (removed) => (removed > 0 ? ctx.log.info("storage_orphans_removed", { removed }) : undefined),
    (error: unknown) => ctx.log.error("storage_sweep_failed", { message: error instanceof Error ? error.message : String(error) }),
  );

export function startBackgroundJobs(ctx: AppContext): BackgroundJobs {
  const maintain = () => {
    if (ctx.config.storage) void sweepStoreOnce(ctx);
    try {
      const report = runMaintenance(ctx);
      ctx.log.info("maintenance", { ...report, renewalNotices: queueRenewalNotices(ctx), deadlineReminders: queueDeadlineReminders(ctx) });
    } catch (error) {
      ctx.log.error("maintenance_failed", { message: error instanceof Error ? error.message : String(error) });
    }
  };
  const deliver = () =>
    deliverDue(ctx).then(
      () => undefined,
      (error: unknown) =>
        ctx.log.error("notification_delivery_failed", { message: error instanceof Error ? error.message : String(error) }),
    );
  const { promise: firstRound, resolve: firstRoundDone } = Promise.withResolvers<void>();
  const first = setTimeout(() => {
    maintain();
    void deliver().then(firstRoundDone);
  }, 0);
  const maintenance = setInterval(maintain, MAINTENANCE_INTERVAL_MS);
  const delivery = setInterval(() => void deliver(), DELIVERY_INTERVAL_MS);
  return {
    firstRound,
    stop() {
      clearTimeout(first);
      clearInterval(maintenance);
      clearInterval(delivery);
    },
  };
}
