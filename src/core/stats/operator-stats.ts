// The operator's overview (GET /api/admin/stats, `aan stats`, the dashboard's Overview): every
// chart group of one range, read in one snapshot.
import type { Result } from "#shared/answer";
import { parseInput } from "#shared/schemas/parse";
import { statsQuerySchema } from "#shared/schemas/stats";
import type { OperatorStats } from "#shared/answers/stats";
import type { AppContext } from "../context";
import { readTransaction } from "../db/db";
import { claimStats } from "./claim-stats";
import { funnelStats } from "./funnel-stats";
import { devicesPerDay, memberStats } from "./member-stats";
import { packageStats } from "./package-stats";
import { paymentStats } from "./payment-stats";
import { securityStats } from "./security-stats";
import { statsWindow } from "./stats-window";

/** `input`: `{ range }` as the API's query or the CLI's option gives it ("30", "30d", 30; absent: 30). */
export function operatorStats(ctx: AppContext, input: unknown): Result<OperatorStats> {
  const { range } = parseInput(statsQuerySchema, input);
  const now = ctx.clock.now();
  const window = statsWindow(range, now);
  return readTransaction(ctx.db, (tx) => {
    const devices = devicesPerDay(tx, window);
    return {
      range: {
        days: range,
        from: new Date(window.from).toISOString(),
        to: new Date(window.to).toISOString(),
        generatedAt: now.toISOString(),
      },
      funnel: funnelStats(tx, window),
      members: memberStats(tx, window, devices),
      claims: claimStats(tx, window),
      packages: packageStats(tx, now),
      payments: paymentStats(tx, window),
      security: securityStats(tx, window, devices),
    };
  });
}
