import type { AppContext } from "../context";
import { replicaLagSeconds, replicaStatusOf } from "./replica-status";
import { APP_VERSION } from "./version";

/** A replica this many seconds behind reads as "behind" (Litestream copies every second). */
export const REPLICA_BEHIND_SECONDS = 10;

/** Health of the service: answers only after the database has answered a query. */
export function checkHealth(ctx: AppContext) {
  ctx.db.$client.query("SELECT 1").get();
  const health = { status: "ok" as const, version: APP_VERSION, database: "ok" as const };
  const replica = replicaStatusOf(ctx.config);
  if (!replica) return health;
  const lagSeconds = Math.round(replicaLagSeconds(ctx.config, replica, ctx.clock.now()) * 10) / 10;
  const state = !replica.running
    ? ("not running" as const)
    : lagSeconds > REPLICA_BEHIND_SECONDS
      ? ("behind" as const)
      : ("current" as const);
  return { ...health, replica: { state, lagSeconds, lastSyncAt: replica.lastSyncAt?.toISOString() ?? null } };
}
