import { expect, test } from "bun:test";
import { makeTestContext } from "../../../tests/helpers/context";
import { reportServerEnvironment } from "./server-report";
import { selectSetupRows } from "./setup-repository";

const reportOf = (ctx: ReturnType<typeof makeTestContext>, line: string) => selectSetupRows(ctx.db).find((row) => row.line === line);

test("a restart in the same environment writes nothing; a changed line is written with the time it changed", () => {
  const ctx = makeTestContext({ config: { smtpUrl: "smtp://127.0.0.1:2525", backupDir: null } });
  reportServerEnvironment(ctx);
  const first = reportOf(ctx, "messageTransport");
  expect(first).toMatchObject({ serverState: "done", serverDetail: "Delivers by mail (AAN_SMTP_URL)" });
  const firstBackups = reportOf(ctx, "scheduledBackups")!.serverSeenAt;

  ctx.clock.advance(60_000);
  const changesBefore = ctx.db.$client.query("SELECT total_changes() AS n").get() as { n: number };
  reportServerEnvironment(ctx);
  expect((ctx.db.$client.query("SELECT total_changes() AS n").get() as { n: number }).n).toBe(changesBefore.n);
  expect(reportOf(ctx, "messageTransport")!.serverSeenAt).toEqual(first!.serverSeenAt);

  ctx.clock.advance(60_000);
  reportServerEnvironment({ ...ctx, config: { ...ctx.config, smtpUrl: null } });
  expect(reportOf(ctx, "messageTransport")).toMatchObject({ serverState: "open", serverDetail: "", serverSeenAt: ctx.clock.now() });
  expect(reportOf(ctx, "scheduledBackups")!.serverSeenAt).toEqual(firstBackups);
});
