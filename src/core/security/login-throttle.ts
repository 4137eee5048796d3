// Sign-in throttling: within 15 minutes, 5 failed attempts for one username or 20 from one client
// address shut further attempts out (429) until the window passes.
//
// Each attempt first reserves a row inside one BEGIN IMMEDIATE transaction that also checks the
// counts, so parallel guesses at one username cannot slip past its limit while a password hash
// is being checked. A failed attempt settles its row as a failure; a successful one removes it
// and the username's failures. The per-address limit counts settled failures only, so many
// people signing in at once behind one office address are not shut out.
import { DomainError } from "#shared/errors";
import type { AppContext } from "../context";
import { writeTransaction } from "../db";
import {
  countFailuresByAddress,
  countFailuresByUsername,
  deleteFailure,
  deleteFailuresOf,
  insertFailure,
  settleFailure,
  oldestFailureSince,
  type LoginScope,
} from "./login-repository";

export const LOGIN_WINDOW_MS = 15 * 60 * 1000;
export const MAX_FAILURES_PER_USERNAME = 5;
export const MAX_FAILURES_PER_ADDRESS = 20;

export type LoginReservation = { id: number; scope: LoginScope; username: string };

const throttleKey = (username: string) => username.trim().toLowerCase();

function throttledError(retryAt: Date, now: Date): DomainError {
  const minutes = Math.max(1, Math.ceil((retryAt.getTime() - now.getTime()) / 60_000));
  return new DomainError(
    "throttled",
    `Too many sign-in attempts. Try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`,
  );
}

export function reserveLoginAttempt(
  ctx: AppContext,
  scope: LoginScope,
  rawUsername: string,
  clientAddress: string,
): LoginReservation {
  const username = throttleKey(rawUsername);
  return writeTransaction(ctx.db, (tx) => {
    const now = ctx.clock.now();
    const since = new Date(now.getTime() - LOGIN_WINDOW_MS);
    const byUsername = countFailuresByUsername(tx, scope, username, since) >= MAX_FAILURES_PER_USERNAME;
    const byAddress = !byUsername && countFailuresByAddress(tx, scope, clientAddress, since) >= MAX_FAILURES_PER_ADDRESS;
    if (byUsername || byAddress) {
      const oldest = oldestFailureSince(tx, scope, byUsername ? { username } : { clientAddress }, since) ?? now;
      throw throttledError(new Date(oldest.getTime() + LOGIN_WINDOW_MS), now);
    }
    const id = insertFailure(tx, { scope, username, clientAddress, at: now });
    return { id, scope, username };
  });
}

/** The attempt failed: it now counts for the username and the address. */
export function settleLoginFailure(ctx: AppContext, reservation: LoginReservation): void {
  writeTransaction(ctx.db, (tx) => settleFailure(tx, reservation.id));
}

/** The attempt succeeded: it was no failure, and the username starts afresh. */
export function clearLoginFailures(ctx: AppContext, reservation: LoginReservation): void {
  writeTransaction(ctx.db, (tx) => {
    deleteFailure(tx, reservation.id);
    deleteFailuresOf(tx, reservation.scope, reservation.username);
  });
}
