import type { AppContext } from "../context";
import { APP_VERSION } from "./version";

/** Health of the service: answers only after the database has answered a query. */
export function checkHealth(ctx: AppContext) {
  ctx.db.$client.query("SELECT 1").get();
  return { status: "ok" as const, version: APP_VERSION, database: "ok" as const };
}
