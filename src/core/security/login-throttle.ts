// Sign-in throttling: within 15 minutes, 5 failed attempts for one username or 20 from one client
// address shut further attempts out (429) until the window passes.
//
// Each attempt first reserves a row (in flight) inside one BEGIN IMMEDIATE transaction that also
// checks the counts; a failed attempt settles its row as a failure, a successful one deletes it
// and the username's settled failures. Both limits count settled failures AND attempts in flight,
// so a burst of parallel guesses can never have more passwords checked than the limit allows.
// An attempt that is over a limit only because others are still in flight is not refused: it
// waits (asynchronously, the server keeps serving) until they settle, then counts again. So ten
// parallel correct sign-ins of one admin all pass, while 300 parallel wrong ones from one address
// have at most 20 passwords checked.
import { DomainError } from "#shared/errors";
import type { AppContext } from "../context";
import { writeTransaction } from "../db";
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

const throttleKey = (username: string) => username.trim().toLowerCase();

function throttledError(retryAt: Date, now: Date): DomainError {
  const minutes = Math.max(1, Math.ceil((retryAt.getTime() - now.getTime()) / 60_000));
  return new DomainError(
    "throttled",
    `Too many sign-in attempts. Try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`,
  );
}

/** One look at the counts: a reservation, "wait" (others in flight), or a throttled refusal. */
function tryReserve(ctx: AppContext, scope: LoginScope, username: string, clientAddress: string): LoginReservation | "wait" {
  return writeTransaction(ctx.db, (tx) => {
    const now = ctx.clock.now();
    const since = new Date(now.getTime() - LOGIN_WINDOW_MS);
    const freshSince = new Date(now.getTime() - IN_FLIGHT_STALE_MS);
    const byName = countAttempts(tx, scope, { username }, since, freshSince);
    const byAddress = countAttempts(tx, scope, { clientAddress }, since, freshSince);
    const settledOver = byName.settled >= MAX_FAILURES_PER_USERNAME ? { username } : byAddress.settled >= MAX_FAILURES_PER_ADDRESS ? { clientAddress } : undefined;
    if (settledOver) {
      const oldest = oldestSettledFailureSince(tx, scope, settledOver, since) ?? now;
      throw throttledError(new Date(oldest.getTime() + LOGIN_WINDOW_MS), now);
    }
    if (byName.settled + byName.inFlight >= MAX_FAILURES_PER_USERNAME || byAddress.settled + byAddress.inFlight >= MAX_FAILURES_PER_ADDRESS) {
      return "wait" as const;
    }
    const id = insertFailure(tx, { scope, username, clientAddress, at: now });
    return { id, scope, username };
  });
}

export async function reserveLoginAttempt(
  ctx: AppContext,
  scope: LoginScope,
  rawUsername: string,
  clientAddress: string,
): Promise<LoginReservation> {
  const username = throttleKey(rawUsername);
  const giveUpAt = performance.now() + IN_FLIGHT_WAIT_MS;
  for (;;) {
    const reservation = tryReserve(ctx, scope, username, clientAddress);
    if (reservation !== "wait") return reservation;
    if (performance.now() >= giveUpAt) throw throttledError(new Date(ctx.clock.now().getTime() + 60_000), ctx.clock.now());
    await Bun.sleep(IN_FLIGHT_POLL_MS);
  }
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

/** Failures older than the window count for nothing: the schedule removes them. */
export function pruneLoginFailures(ctx: AppContext): number {
  const now = ctx.clock.now().getTime();
  return writeTransaction(ctx.db, (tx) => deleteFailuresBefore(tx, new Date(now - LOGIN_WINDOW_MS), new Date(now - IN_FLIGHT_STALE_MS)));
}
