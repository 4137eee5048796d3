// `aan stats`: the same figures as GET /api/admin/stats (`--json` is that answer), in the terminal
// with a sparkline per series, green on a terminal; the range as 7d, 30d, 90d, 365d or a bare
// number, anything else refused with the API's message.
import { beforeAll, describe, expect, test } from "bun:test";
import { closeDatabase, openDatabase } from "#core/db/db";
import { loadConfig } from "#core/platform/config";
import { systemClock } from "#core/platform/clock";
import { silentLog } from "#core/platform/log";
import { createApp } from "#server/app";
import { STATS_RANGE_MESSAGE } from "#shared/schemas/stats";
import type { OperatorStats } from "#shared/answers/stats";
import { formatDollars } from "#shared/number-text";
import { loginAdmin } from "../helpers/admin-session";
import { ANSI, ROOT_PASSWORD, ROOT_USERNAME, runCli, runCliOk, setupDataDir } from "../helpers/cli";
import { makeRequester } from "../helpers/context";
import { seedStatsWorld } from "../helpers/stats-world";

let dataDir: string;
const aan = (args: string[], options: { stdoutIsTerminal?: boolean } = {}) => runCliOk([...args, "-d", dataDir], options);
const withoutTime = (stats: OperatorStats) => ({ ...stats, range: { ...stats.range, generatedAt: "" } });
const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

beforeAll(async () => {
  dataDir = await setupDataDir();
  const db = openDatabase(dataDir);
  seedStatsWorld(db.$client, Date.now() - 60_000, {
    members: 150,
    claims: 200,
    activity: 2000,
    audit: 300,
    paymentEvents: 80,
    extraCodes: 40,
  });
  closeDatabase(db);
});

test("`aan stats --json` prints the answer of GET /api/admin/stats", async () => {
  const ctx = { db: openDatabase(dataDir), clock: systemClock, config: loadConfig({ dataDir, webRoot: "" }, {}), log: silentLog };
  try {
    const request = makeRequester(createApp(ctx));
    const cookie = await loginAdmin(request, ROOT_USERNAME, ROOT_PASSWORD);
    for (const [flag, days] of [
      ["7d", 7],
      ["90d", 90],
      ["365", 365],
    ] as const) {
      const fromCli = (await aan(["stats", "--range", flag, "--json"])).json() as OperatorStats;
      const fromApi = (await request("GET", `/api/admin/stats?range=${days}`, { cookie })).json as OperatorStats;
      expect(fromCli.range.days).toBe(days);
      expect(withoutTime(fromCli)).toEqual(withoutTime(fromApi));
    }
  } finally {
    closeDatabase(ctx.db);
  }
});

describe("the human text", () => {
  let stats: OperatorStats;
  let text: string;
  beforeAll(async () => {
    stats = (await aan(["stats", "--json"])).json();
    text = (await aan(["stats"])).stdout;
  });

  test("30 days unless told: every group with its figures", () => {
    expect(stats.range.days).toBe(30);
    expect(text).toContain(`OVERVIEW · last 30 days · ${stats.range.from.slice(0, 10)}`);
    for (const heading of [
      "INVITATION FUNNEL",
      "MEMBERS (per day",
      "CLAIMS (filed per week;",
      "PACKAGES",
      "PAYMENTS",
      "SECURITY (sign-ins per day",
    ])
      expect(text).toContain(heading);
    const { funnel } = stats;
    expect(text).toContain(
      `generated ${funnel.generated} → assigned ${funnel.assigned} → redeemed ${funnel.redeemed} → with a package ${funnel.withPackage}`,
    );
    const phantom = stats.packages.subscriptions.find((p) => p.plan === "phantom")!.states;
    expect(text).toMatch(
      new RegExp(
        `Phantom +active ${phantom.active} · suspended ${phantom.suspended} · terminated ${phantom.terminated} · cancelled ${phantom.cancelled}`,
      ),
    );
    expect(text).toContain(formatDollars(stats.payments.totals.amountApplied));
  });

  test("each series is a sparkline in block characters, one per day, with its total", () => {
    const line = (label: string) => text.split("\n").find((row) => row.trimStart().startsWith(label))!;
    const signUps = line("sign-ups");
    const blocks = signUps.match(/[▁▂▃▄▅▆▇█]+/)![0];
    expect(blocks).toHaveLength(30);
    expect(signUps).toContain(`total ${sum(stats.members.activity.lines.signUps).toLocaleString("en-US")}`);
    // The highest day is the full block, a day without sign-ups the lowest.
    const values = stats.members.activity.lines.signUps;
    expect(blocks[values.indexOf(Math.max(...values))]).toBe("█");
    for (const [i, value] of values.entries()) if (value === 0) expect(blocks[i]).toBe("▁");
    for (const label of [
      "active members",
      "devices added",
      "devices refused",
      "Estimate",
      "applied",
      "unmatched",
      "failed sign-ins",
      "throttled sign-ins",
      "new devices",
    ])
      expect(line(label)).toMatch(/[▁▂▃▄▅▆▇█]{5,}/);
  });

  test("a year folds into the line: weeks for members, days folded for devices", async () => {
    const year = (await aan(["stats", "--range", "365d"])).stdout;
    for (const row of year.split("\n")) expect(row.length).toBeLessThanOrEqual(200);
    const devices = year.split("\n").find((row) => row.includes("devices added"))!;
    expect(devices.match(/[▁▂▃▄▅▆▇█]+/)![0].length).toBeLessThanOrEqual(80 - 24 - 22);
  });

  test("green on a terminal, plain text through a pipe", async () => {
    expect(text).not.toMatch(ANSI);
    const painted = (await aan(["stats", "--range", "7"], { stdoutIsTerminal: true })).stdout;
    expect(painted).toContain("\x1b[32m  sign-ups");
    expect(painted).toContain("\x1b[92;1mOVERVIEW");
  });
});

test.each(["12d", "0", "week", "30.5"])("`--range %s` is refused with the API's message, exit 1", async (range) => {
  const result = await runCli(["stats", "--range", range, "-d", dataDir]);
  expect(result.exitCode).toBe(1);
  expect(result.stderr).toContain(STATS_RANGE_MESSAGE);
  expect(result.stdout).toBe("");
});
