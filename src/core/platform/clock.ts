// Time comes through the context so tests can move it (session expiry, throttle windows).
export type Clock = { now(): Date };

export const systemClock: Clock = { now: () => new Date() };

/** A clock that tests advance by hand. */
export function manualClock(start = new Date("2026-01-01T00:00:00Z")) {
  let current = start.getTime();
  return {
    now: () => new Date(current),
    advance(ms: number) {
      current += ms;
    },
    set(date: Date) {
      current = date.getTime();
    },
  };
}
