// /api/admin/system-status: what an operator checks first: version, database size, and how the
// scheduled backups are doing (a failed one shows here, with its error), and the settings the setup
// checklist sends the operator to see: mail and SMS delivery, trusted proxies.
import { Elysia } from "elysia";
import { ok } from "#shared/answer";
import { statSync } from "node:fs";
import type { AppContext } from "#core/context";
import { databasePath } from "#core/db/db";
import { APP_VERSION } from "#core/platform/version";
import type { ServerSettingsView } from "#shared/answers/system";
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

/** A delivery address as the panel may show it: scheme, host and port, never credentials, path or token. */
function shownAddress(url: string | null): string | null {
  if (!url) return null;
  try {
    const parsed = new URL(url);
    return `${parsed.protocol}//${parsed.host}`;
  } catch {
    return "set (not a readable address)";
  }
}

function serverSettings(ctx: AppContext): ServerSettingsView {
  return {
    mailDelivery: shownAddress(ctx.config.smtpUrl),
    smsDelivery: shownAddress(ctx.config.smsWebhookUrl),
    trustedProxies: ctx.config.trustedProxies,
  };
}

export const systemStatusRoutes = (ctx: AppContext, backups: ScheduledBackups) =>
  new Elysia({ prefix: "/admin" }).use(adminAuth(ctx)).get(
    "/system-status",
    () =>
      ok({
        version: APP_VERSION,
        databaseBytes: databaseBytes(ctx),
        backup: backups.status(),
        settings: serverSettings(ctx),
      }),
    {
      requireAdmin: true,
      ...routeDoc({
        tag: "System",
        auth: "admin",
        summary: "Version, database size, how the scheduled backups are doing, and where messages are delivered",
        answer: "SystemStatus",
      }),
    },
  );
