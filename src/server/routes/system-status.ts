// /api/admin/system-status: what an operator checks first: version, database size, and how the
// scheduled backups are doing (a failed one shows here, with its error).
import { Elysia } from "elysia";
import { statSync } from "node:fs";
import type { AppContext } from "#core/context";
import { databasePath } from "#core/db/db";
import { APP_VERSION } from "#core/platform/version";
import { adminAuth } from "../plugins/admin-session";
import type { ScheduledBackups } from "../scheduled-backups";
import { routeDoc } from "../openapi/route-doc";

function databaseBytes(ctx: AppContext): number | null {
  try {
    const path = databasePath(ctx.config.dataDir);
    return statSync(path).size + (statSync(`${path}-wal`, { throwIfNoEntry: false })?.size ?? 0);
  } catch {
    return null;
  }
}

export const systemStatusRoutes = (ctx: AppContext, backups: ScheduledBackups) =>
  new Elysia({ prefix: "/admin" })
    .use(adminAuth(ctx))
    .get(
      "/system-status",
      () => ({ success: true as const, version: APP_VERSION, databaseBytes: databaseBytes(ctx), backup: backups.status() }),
      {
        requireAdmin: true,
        detail: routeDoc({
          tag: "System",
          auth: "admin",
          summary: "Version, database size and how the scheduled backups are doing",
          answer: "SystemStatus",
        }),
      },
    );
