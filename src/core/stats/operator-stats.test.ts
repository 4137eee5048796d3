// The operator's overview at the use-case level: which ranges it answers for (the shared rule and
// its one refusal), the UTC days a range covers and the buckets of each chart, every bucket there
// when nothing happened, and how the kept counts are read: a member active on several days of a
// week is one active member that week, the first week holds only the range's own days, refused
// sign-ins count their repeats and nothing else.
import { beforeAll, beforeEach, describe, expect, test } from "bun:test";
import { DomainError } from "#shared/errors";
import { STATS_RANGE_MESSAGE, STATS_RANGES } from "#shared/schemas/stats";
import { anonymousActor } from "../actor";
import { recordRefusal } from "../audit/audit-log";
import { cloneTestContext, makeTestContext, type TestContext } from "../../../tests/helpers/context";
import { insertActivity, insertUser } from "../members/member-repository";
import { operatorStats } from "./operator-stats";

// A Wednesday afternoon: the 30-day range starts on a Tuesday, the 90-day one on a Friday.
const NOW = Date.parse("2026-11-25T15:30:00Z");
const at = (iso: string) => new Date(Date.parse(iso));

let migrated: TestContext;
let ctx: TestContext;
beforeAll(() => {
  migrated = makeTestContext();
  migrated.clock.set(new Date(NOW));
});
beforeEach(() => {
  ctx = cloneTestContext(migrated);
});

function member(name: string, signedUp: Date): string {
  const id = crypto.randomUUID();
  insertUser(ctx.db, {
    id,
    username: name,
    email: `${name}@example.com`,
    password: "not-a-hash",
    firstName: name,
    lastName: "Doe",
    phone: "(713) 555-0142",
    companyName: "Doe Roofing",
    position: "Contractor",
    createdAt: signedUp,
  });
  return id;
}
const signIn = (userId: string, when: Date) => insertActivity(ctx.db, { userId, action: "login", createdAt: when });
/** The value of a series' bucket that starts at `iso`. */
const bucketAt = (series: { times: string[]; lines: Record<string, number[]> }, line: string, iso: string) =>
  series.lines[line]![series.times.indexOf(new Date(iso).toISOString())];

describe("the range", () => {
  test.each([
    ["absent", undefined, 30],
    ["blank", { range: "" }, 30],
    ["a bare number", { range: 7 }, 7],
    ["days with a d", { range: "90d" }, 90],
    ["spaces and a capital D", { range: " 365D " }, 365],
  ])("%s reads as days", (_, input, days) => {
    expect(operatorStats(ctx, input ?? {}).range.days).toBe(days as (typeof STATS_RANGES)[number]);
  });

  test.each([["14"], ["30 days"], ["-7"], [7.5]])("%p is refused with the one shared message", (range) => {
    expect(() => operatorStats(ctx, { range })).toThrow(expect.objectContaining({ kind: "invalid", message: STATS_RANGE_MESSAGE }));
  });

  test("a range of N days is the N UTC days ending today, today included", () => {
    expect(operatorStats(ctx, { range: 7 }).range).toEqual({
      days: 7,
      from: "2026-11-19T00:00:00.000Z",
      to: "2026-11-26T00:00:00.000Z",
      generatedAt: "2026-11-25T15:30:00.000Z",
    });
  });
});

describe("the buckets", () => {
  test.each(STATS_RANGES.map((range) => [range]))("%i days: every chart has every bucket, at zero, when nothing happened", (range) => {
    const stats = operatorStats(ctx, { range });
    const series: Array<{ times: string[]; lines: Record<string, Array<number | string>> }> = [
      stats.members.activity,
      stats.members.devices,
      stats.claims.filed,
      stats.claims.completed,
      stats.payments.events,
      stats.payments.amountApplied,
      stats.security.signIns,
      stats.security.newDevices,
    ];
    for (const { times, lines } of series) {
      expect(times[0]).toBe(stats.range.from);
      for (const values of Object.values(lines)) {
        expect(values).toHaveLength(times.length);
        expect(values.every((value) => value === 0 || value === "0.00")).toBe(true);
      }
    }
    expect(stats.funnel).toEqual({ generated: 0, assigned: 0, redeemed: 0, withPackage: 0 });
    expect(Object.values(stats.claims.medianDaysInStatus).every((days) => days === null)).toBe(true);
    expect(stats.claims.completedTotals).toEqual({ count: 0, original: "0.00", final: "0.00" });
    expect(stats.payments.totals).toEqual({ applied: 0, unmatched: 0, amountApplied: "0.00" });
    expect(stats.packages.subscriptions.length).toBeGreaterThan(0);
    for (const { states } of stats.packages.subscriptions) expect(states).toEqual({ active: 0, suspended: 0, terminated: 0, cancelled: 0 });
  });

  test("members and money per day up to 30 days, per week beyond; claims per day only for 7; sign-ins per hour for 7", () => {
    const kinds = (range: number) => {
      const stats = operatorStats(ctx, { range });
      return [stats.members.activity.bucket, stats.claims.filed.bucket, stats.security.signIns.bucket, stats.members.devices.bucket];
    };
    expect(kinds(7)).toEqual(["day", "day", "hour", "day"]);
    expect(kinds(30)).toEqual(["day", "week", "day", "day"]);
    expect(kinds(90)).toEqual(["week", "week", "day", "day"]);
    expect(operatorStats(ctx, { range: 7 }).security.signIns.times).toHaveLength(7 * 24);
  });

  test("weeks start on Monday; the first starts with the range and holds only its days", () => {
    const { times } = operatorStats(ctx, { range: 90 }).members.activity;
    expect(times.slice(0, 3)).toEqual(["2026-08-28T00:00:00.000Z", "2026-08-31T00:00:00.000Z", "2026-09-07T00:00:00.000Z"]);
    expect(times.at(-1)).toBe("2026-11-23T00:00:00.000Z");
  });
});

describe("members", () => {
  test("a member is active once a day however often they sign in, and once a week however many days", () => {
    const jane = member("jane", at("2026-01-01T00:00:00Z"));
    const joe = member("joe", at("2026-01-01T00:00:00Z"));
    for (const day of ["2026-11-23T08:00:00Z", "2026-11-24T08:00:00Z", "2026-11-25T08:00:00Z", "2026-11-25T09:00:00Z"])
      signIn(jane, at(day));
    signIn(joe, at("2026-11-25T10:00:00Z"));
    const daily = operatorStats(ctx, { range: 30 }).members.activity;
    expect(["2026-11-23", "2026-11-24", "2026-11-25"].map((day) => bucketAt(daily, "active", `${day}T00:00:00Z`))).toEqual([1, 1, 2]);
    const weekly = operatorStats(ctx, { range: 90 }).members.activity;
    expect(bucketAt(weekly, "active", "2026-11-23T00:00:00Z")).toBe(2);
  });

  test("the first, short week counts the members active on the range's own days, once each", () => {
    const jane = member("jane", at("2026-01-01T00:00:00Z"));
    const joe = member("joe", at("2026-01-01T00:00:00Z"));
    // The range starts on Friday 28 August: Thursday is the week before it.
    signIn(jane, at("2026-08-28T08:00:00Z"));
    signIn(jane, at("2026-08-30T08:00:00Z"));
    signIn(joe, at("2026-08-27T08:00:00Z"));
    const weekly = operatorStats(ctx, { range: 90 }).members.activity;
    expect(weekly.lines.active[0]).toBe(1);
  });

  test("sign-ups count on their UTC day, and only those in the range", () => {
    member("early", at("2026-10-26T23:59:59Z"));
    member("first", at("2026-10-27T00:00:00Z"));
    member("today", at("2026-11-25T01:00:00Z"));
    member("today2", at("2026-11-25T15:00:00Z"));
    const activity = operatorStats(ctx, { range: 30 }).members.activity;
    expect(activity.lines.signUps[0]).toBe(1);
    expect(activity.lines.signUps.at(-1)).toBe(2);
    expect(activity.lines.signUps.reduce((sum, n) => sum + n, 0)).toBe(3);
  });

  test("devices added and refused per day, from the members' activity", () => {
    const jane = member("jane", at("2026-01-01T00:00:00Z"));
    insertActivity(ctx.db, { userId: jane, action: "device.added", createdAt: at("2026-11-24T08:00:00Z") });
    insertActivity(ctx.db, { userId: jane, action: "device.refused", createdAt: at("2026-11-25T08:00:00Z"), repeats: 1 });
    const stats = operatorStats(ctx, { range: 7 });
    expect(bucketAt(stats.members.devices, "added", "2026-11-24T00:00:00Z")).toBe(1);
    expect(bucketAt(stats.members.devices, "refused", "2026-11-25T00:00:00Z")).toBe(1);
    expect(stats.security.newDevices.lines.devices).toEqual(stats.members.devices.lines.added);
  });
});

describe("security", () => {
  const from = (address: string) => anonymousActor({ clientAddress: address, userAgent: "tests" }, "mallory");
  function refuse(
    action: "login" | "member.login" | "codes.assign",
    kind: "unauthenticated" | "throttled",
    when: string,
    address = "203.0.113.9",
  ) {
    ctx.clock.set(at(when));
    recordRefusal(
      ctx,
      from(address),
      action,
      new DomainError(kind, kind === "throttled" ? "Too many attempts" : "Invalid username or password"),
    );
  }

  test("refused admin and member sign-ins per hour for 7 days, repeats included; throttled ones on their own line", () => {
    refuse("login", "unauthenticated", "2026-11-18T23:59:00Z");
    refuse("login", "unauthenticated", "2026-11-25T09:10:00Z");
    refuse("login", "unauthenticated", "2026-11-25T09:10:30Z");
    refuse("member.login", "unauthenticated", "2026-11-25T09:40:00Z", "198.51.100.4");
    refuse("member.login", "throttled", "2026-11-25T09:45:00Z");
    refuse("codes.assign", "unauthenticated", "2026-11-25T09:50:00Z");
    ctx.clock.set(new Date(NOW));
    const { signIns } = operatorStats(ctx, { range: 7 }).security;
    expect(bucketAt(signIns, "failed", "2026-11-25T09:00:00Z")).toBe(3);
    expect(bucketAt(signIns, "throttled", "2026-11-25T09:00:00Z")).toBe(1);
    expect(signIns.lines.failed.reduce((sum, n) => sum + n, 0)).toBe(3);
  });

  test("per day beyond 7 days, read from the counts kept per day", () => {
    refuse("login", "unauthenticated", "2026-11-25T09:10:00Z");
    refuse("login", "unauthenticated", "2026-11-25T09:10:30Z");
    refuse("member.login", "unauthenticated", "2026-11-25T14:00:00Z");
    ctx.clock.set(new Date(NOW));
    const { signIns } = operatorStats(ctx, { range: 30 }).security;
    expect(signIns.lines.failed.at(-1)).toBe(3);
  });
});
