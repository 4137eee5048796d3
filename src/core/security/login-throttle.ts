// Sign-in and registration throttling: within 15 minutes, 5 failed sign-ins for one username or
// 20 from one client address shut further sign-ins out (429) until the window passes; 20 failed
// registrations from one address do the same for registration, in its own count (scope
// "register"), so neither can use up the other's.
//
// Each attempt first reserves a row (in flight) inside one BEGIN IMMEDIATE transaction that also
// checks the counts; a failed attempt settles its row as a failure, a successful one deletes it
// (a sign-in also forgives the username's settled failures). The limits count settled failures
// AND attempts in flight, so a burst of parallel guesses can never have more passwords or codes
// checked than the limit allows, while successes never count: an operator registering a whole
// office from one address is never shut out.
// An attempt that is over a limit only because others are still in flight is not refused: it
// waits (asynchronously, the server keeps serving) until they settle, then counts again. So ten
// parallel correct sign-ins of one admin all pass, while 300 parallel wrong ones from one address
// have at most 20 passwords checked.
import { DomainError } from "#shared/errors";
import type { AppContext } from "../context";
import { writeTransaction } from "../db/db";
import {
  countAttempts,
  deleteFailure,
  deleteFailuresBefore,
  deleteSettledFailuresOf,
  insertFailure,
  oldestSettledFailureSince,
  settleFailure,
  type LoginScope,
} from "./login-repository";

export const LOGIN_WINDOW_MS = 15 * 60 * 1000;
export const MAX_FAILURES_PER_USERNAME = 5;
export const MAX_FAILURES_PER_ADDRESS = 20;
/** An attempt in flight longer than this was abandoned (its process died): it no longer counts. */
export const IN_FLIGHT_STALE_MS = 60 * 1000;
/** How long an attempt waits for others in flight before it is refused as throttled. */
export const IN_FLIGHT_WAIT_MS = 10 * 1000;
const IN_FLIGHT_POLL_MS = 20;

export type LoginReservation = { id: number; scope: LoginScope; username: string };

/** What is counted, and what the refusal calls it. Registration has no per-username limit. */
type Limits = { perUsername: number; perAddress: number; attempts: string };
const SIGN_IN_LIMITS: Limits = { perUsername: MAX_FAILURES_PER_USERNAME, perAddress: MAX_FAILURES_PER_ADDRESS, attempts: "sign-in" };
const REGISTRATION_LIMITS: Limits = { perUsername: Infinity, perAddress: MAX_FAILURES_PER_ADDRESS, attempts: "registration" };

const throttleKey = (username: string) => username.trim().toLowerCase();

function throttledError(limits: Limits, retryAt: Date, now: Date): DomainError {
  const seconds = (retryAt.getTime() - now.getTime()) / 1000;
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  return new DomainError(
    "throttled",
    `Too many ${limits.attempts} attempts. Try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`,
    undefined,
    {
      retryAfterSeconds: seconds,
    },
  );
}

/** One look at the counts: a reservation, "wait" (others in flight), or a throttled refusal. */
function tryReserve(
  ctx: AppContext,
  scope: LoginScope,
  limits: Limits,
  username: string,
  clientAddress: string,
): LoginReservation | "wait" {
  return writeTransaction(ctx.db, (tx) => {
    const now = ctx.clock.now();
    const since = new Date(now.getTime() - LOGIN_WINDOW_MS);
    const freshSince = new Date(now.getTime() - IN_FLIGHT_STALE_MS);
    const byName =
      limits.perUsername === Infinity ? { settled: 0, inFlight: 0 } : countAttempts(tx, scope, { username }, since, freshSince);
    const byAddress = countAttempts(tx, scope, { clientAddress }, since, freshSince);
    const settledOver =
      byName.settled >= limits.perUsername ? { username } : byAddress.settled >= limits.perAddress ? { clientAddress } : undefined;
    if (settledOver) {
      const oldest = oldestSettledFailureSince(tx, scope, settledOver, since) ?? now;
      throw throttledError(limits, new Date(oldest.getTime() + LOGIN_WINDOW_MS), now);
    }
    if (byName.settled + byName.inFlight >= limits.perUsername || byAddress.settled + byAddress.inFlight >= limits.perAddress) {
      return "wait" as const;
    }
    const id = insertFailure(tx, { scope, username, clientAddress, at: now });
    return { id, scope, username };
  });
}

async function reserveAttempt(
  ctx: AppContext,
  scope: LoginScope,
  limits: Limits,
  username: string,
  clientAddress: string,
): Promise<LoginReservation> {
  const giveUpAt = performance.now() + IN_FLIGHT_WAIT_MS;
  for (;;) {
    const reservation = tryReserve(ctx, scope, limits, username, clientAddress);
    if (reservation !== "wait") return reservation;
    if (performance.now() >= giveUpAt) throw throttledError(limits, new Date(ctx.clock.now().getTime() + 60_000), ctx.clock.now());
    await Bun.sleep(IN_FLIGHT_POLL_MS);
  }
}

export function reserveLoginAttempt(
  ctx: AppContext,
  scope: "admin" | "member",
  rawUsername: string,
  clientAddress: string,
): Promise<LoginReservation> {
  return reserveAttempt(ctx, scope, SIGN_IN_LIMITS, throttleKey(rawUsername), clientAddress);
}

/** A registration attempt from `clientAddress`; the username tried is kept only to read the rows. */
export function reserveRegistrationAttempt(ctx: AppContext, rawUsername: string, clientAddress: string): Promise<LoginReservation> {
  return reserveAttempt(ctx, "register", REGISTRATION_LIMITS, throttleKey(rawUsername), clientAddress);
}

/** The attempt failed: it now counts for the username and the address. */
export function settleLoginFailure(ctx: AppContext, reservation: LoginReservation): void {
  writeTransaction(ctx.db, (tx) => settleFailure(tx, reservation.id));
}

/** The attempt succeeded: it was no failure, and the username's failures are forgiven. */
export function clearLoginFailures(ctx: AppContext, reservation: LoginReservation): void {
  writeTransaction(ctx.db, (tx) => {
    deleteFailure(tx, reservation.id);
    // Only settled ones: another attempt still in flight keeps its row until it settles itself.
    deleteSettledFailuresOf(tx, reservation.scope, reservation.username);
  });
}

/** The registration succeeded: it was no failure. The address's earlier failures still count. */
export function clearRegistrationAttempt(ctx: AppContext, reservation: LoginReservation): void {
  writeTransaction(ctx.db, (tx) => deleteFailure(tx, reservation.id));
}

/** Failures older than the window count for nothing: the schedule removes them. */
export function pruneLoginFailures(ctx: AppContext): number {
  const now = ctx.clock.now().getTime();
  return writeTransaction(ctx.db, (tx) => deleteFailuresBefore(tx, new Date(now - LOGIN_WINDOW_MS), new Date(now - IN_FLIGHT_STALE_MS)));
}
