// The sign-in throttle called directly (src/core/security/login-throttle.ts), on a test context
// with a manual clock: within 15 minutes, 5 failures for one username or 20 from one address shut
// further attempts out. Attempts still in flight count too, and a new attempt waits for them
// rather than being refused; an attempt in flight for 60 seconds was abandoned and stops counting.
// The HTTP side (429, the audit rows, parallel sign-ins) is in admin-throttle.test.ts.
import { describe, expect, test } from "bun:test";
import { DomainError } from "#shared/errors";
import { clearLoginFailures, reserveLoginAttempt, settleLoginFailure } from "#core/security/login-throttle";
import { makeTestContext, type TestContext } from "../helpers/context";

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const ADDRESS = "198.51.100.9";
const OTHER_ADDRESS = "203.0.113.5";

const reserve = (ctx: TestContext, username = "commander", address = ADDRESS) => reserveLoginAttempt(ctx, "admin", username, address);

/** n failed attempts, one after the other. */
async function fail(ctx: TestContext, n: number, username = "commander", address = ADDRESS): Promise<void> {
  for (let i = 0; i < n; i++) settleLoginFailure(ctx, await reserve(ctx, username, address));
}

/** The refusal of an attempt, or undefined when it got in (and then is settled as a failure). */
async function refusal(ctx: TestContext, username = "commander", address = ADDRESS): Promise<DomainError | undefined> {
  try {
    settleLoginFailure(ctx, await reserve(ctx, username, address));
    return undefined;
  } catch (error) {
    if (error instanceof DomainError) return error;
    throw error;
  }
}

async function expectThrottled(ctx: TestContext, username?: string, address?: string, minutes?: number) {
  const error = await refusal(ctx, username, address);
  expect(error?.kind).toBe("throttled");
  expect(error?.message).toMatch(/^Too many sign-in attempts\. Try again in \d+ minutes?\.$/);
  if (minutes !== undefined) expect(error?.message).toContain(`in ${minutes} minute${minutes === 1 ? "" : "s"}.`);
}

/**
 * n attempts in flight (usernames from `nameOf`), and one more attempt for `next`, seen to be
 * waiting for them: the time it is given is plenty for one that was let in (it polls every 20 ms).
 */
async function waitingBehind(ctx: TestContext, n: number, next = "commander", nameOf = (_i: number) => "commander") {
  const inFlight = await Promise.all(Array.from({ length: n }, (_, i) => reserve(ctx, nameOf(i))));
  let done = false;
  const waiting = reserve(ctx, next);
  waiting.then(
    () => (done = true),
    () => (done = true),
  );
  await Bun.sleep(60);
  expect(done).toBe(false);
  return { inFlight, waiting };
}

describe("per username", () => {
  test("5 failures shut the username out; the 5th attempt itself still gets in", async () => {
    const ctx = makeTestContext();
    await fail(ctx, 4);
    expect(await refusal(ctx)).toBeUndefined();
    await expectThrottled(ctx, "commander", ADDRESS, 15);
  });

  test("the username is counted trimmed and case-insensitively", async () => {
    const ctx = makeTestContext();
    for (const name of ["Commander", "COMMANDER", " commander ", "CoMmAnDeR", "commandeR"]) await fail(ctx, 1, name);
    await expectThrottled(ctx, "commander");
  });

  test("the failures count from every address; another username from the same address still gets in", async () => {
    const ctx = makeTestContext();
    for (let i = 0; i < 5; i++) await fail(ctx, 1, "commander", `192.0.2.${i}`);
    await expectThrottled(ctx, "commander", OTHER_ADDRESS);
    expect(await refusal(ctx, "deputy", "192.0.2.0")).toBeUndefined();
  });

  test("a success forgives the username's failures", async () => {
    const ctx = makeTestContext();
    await fail(ctx, 4);
    clearLoginFailures(ctx, await reserve(ctx));
    await fail(ctx, 4);
    expect(await refusal(ctx)).toBeUndefined();
    await expectThrottled(ctx);
  });

  test("admin and member sign-ins are counted apart", async () => {
    const ctx = makeTestContext();
    await fail(ctx, 5);
    await expectThrottled(ctx);
    const member = await reserveLoginAttempt(ctx, "member", "commander", ADDRESS);
    expect(member.scope).toBe("member");
    settleLoginFailure(ctx, member);
  });
});

describe("per address", () => {
  test("20 failures from one address, under any usernames, shut the address out; another address still gets in", async () => {
    const ctx = makeTestContext();
    for (let i = 0; i < 19; i++) await fail(ctx, 1, `guess${i}`);
    expect(await refusal(ctx, "guess19")).toBeUndefined();
    await expectThrottled(ctx, "someone-new", ADDRESS);
    expect(await refusal(ctx, "someone-new", OTHER_ADDRESS)).toBeUndefined();
  });

  test("a success forgives only its own username's failures, not the address's others", async () => {
    const ctx = makeTestContext();
    for (let i = 0; i < 18; i++) await fail(ctx, 1, `guess${i}`);
    await fail(ctx, 1, "commander"); // 19 failures from the address
    clearLoginFailures(ctx, await reserve(ctx, "commander")); // commander's one is forgiven: 18 remain
    expect(await refusal(ctx, "another")).toBeUndefined(); // 19
    expect(await refusal(ctx, "another-one")).toBeUndefined(); // 20
    await expectThrottled(ctx, "a-third");
  });
});

describe("the 15-minute window", () => {
  test("the refusal counts down to the oldest failure leaving the window; then the username gets in again", async () => {
    const ctx = makeTestContext();
    await fail(ctx, 5);
    await expectThrottled(ctx, "commander", ADDRESS, 15);
    ctx.clock.advance(10 * MINUTE);
    await expectThrottled(ctx, "commander", ADDRESS, 5);
    ctx.clock.advance(5 * MINUTE - 1);
    await expectThrottled(ctx, "commander", ADDRESS, 1);
    ctx.clock.advance(1);
    expect(await refusal(ctx)).toBeUndefined();
  });

  test("the window slides: failures leave it one by one", async () => {
    const ctx = makeTestContext();
    await fail(ctx, 1);
    ctx.clock.advance(5 * MINUTE);
    await fail(ctx, 4);
    await expectThrottled(ctx, "commander", ADDRESS, 10);
    ctx.clock.advance(10 * MINUTE); // the first failure is 15 minutes old: 4 remain
    expect(await refusal(ctx)).toBeUndefined();
    await expectThrottled(ctx, "commander", ADDRESS, 5);
  });

  test("the address limit has the same window", async () => {
    const ctx = makeTestContext();
    for (let i = 0; i < 20; i++) await fail(ctx, 1, `guess${i}`);
    await expectThrottled(ctx, "someone-new", ADDRESS, 15);
    ctx.clock.advance(15 * MINUTE);
    expect(await refusal(ctx, "someone-new")).toBeUndefined();
  });
});

describe("attempts in flight", () => {
  test("5 attempts in flight for a username: a 6th waits, and is refused once they settle as failures", async () => {
    const ctx = makeTestContext();
    const { inFlight, waiting } = await waitingBehind(ctx, 5);
    for (const r of inFlight) settleLoginFailure(ctx, r);
    const error = await waiting.then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(DomainError);
    expect((error as DomainError).kind).toBe("throttled");
  });

  test("a waiting attempt gets in as soon as one in flight succeeds", async () => {
    const ctx = makeTestContext();
    const { inFlight, waiting } = await waitingBehind(ctx, 5);
    clearLoginFailures(ctx, inFlight[0]!);
    const reservation = await waiting;
    expect(reservation.username).toBe("commander");
    for (const r of [...inFlight.slice(1), reservation]) settleLoginFailure(ctx, r);
  });

  test("20 attempts in flight from one address make the 21st wait, whatever its username; another address is not held up", async () => {
    const ctx = makeTestContext();
    const { inFlight, waiting } = await waitingBehind(ctx, 20, "someone-new", (i) => `guess${i}`);
    const elsewhere = await reserve(ctx, "someone-new", OTHER_ADDRESS);
    clearLoginFailures(ctx, inFlight[0]!);
    settleLoginFailure(ctx, await waiting);
    for (const r of [...inFlight.slice(1), elsewhere]) settleLoginFailure(ctx, r);
  });

  test("an attempt in flight for 60 seconds was abandoned: it stops counting, and a waiting attempt gets in", async () => {
    const ctx = makeTestContext();
    await Promise.all(Array.from({ length: 5 }, () => reserve(ctx))); // never settled: their process died
    ctx.clock.advance(59 * SECOND);
    const { waiting } = await waitingBehind(ctx, 0); // 59 seconds on, a sixth still waits for them
    ctx.clock.advance(1 * SECOND);
    settleLoginFailure(ctx, await waiting);
    expect(await refusal(ctx)).toBeUndefined();
  });

  test("abandoned attempts never count as failures: the username is not shut out once they are stale", async () => {
    const ctx = makeTestContext();
    await Promise.all(Array.from({ length: 5 }, () => reserve(ctx)));
    ctx.clock.advance(60 * SECOND);
    await fail(ctx, 4);
    expect(await refusal(ctx)).toBeUndefined();
    await expectThrottled(ctx);
  });
});
