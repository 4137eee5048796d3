// Pure rules of the countdown badge (public-screens.md §2.10), kept apart from the timer.
import { COUNTDOWN_EXPIRED_TEXT, COUNTDOWN_URGENT_MS } from "#shared/constants";

export type CountdownType = "purchase" | "access";
export type CountdownTone = "red" | "green" | "yellow";

const pad2 = (n: number) => String(n).padStart(2, "0");

/**
 * hh:mm:ss of the time left; hours are not wrapped at 24 (100 h → "100:00:00").
 * Rounds up to the next whole second, so "00:00:01" shows until the deadline is really reached.
 */
export function formatRemaining(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  return `${pad2(hours)}:${pad2(minutes)}:${pad2(seconds)}`;
}

/** Red at 12 hours or less (expired included); otherwise green for purchase, yellow for access. */
export function countdownTone(type: CountdownType, msLeft: number): CountdownTone {
  if (msLeft <= COUNTDOWN_URGENT_MS) return "red";
  return type === "purchase" ? "green" : "yellow";
}

export function isExpired(msLeft: number): boolean {
  return msLeft <= 0;
}

/** What the badge reads: the time left, or "ACCESS EXPIRED" once it has run out. */
export function countdownText(msLeft: number): string {
  return isExpired(msLeft) ? COUNTDOWN_EXPIRED_TEXT : formatRemaining(msLeft);
}

export function msUntil(target: Date | string | number, now: number): number {
  return new Date(target).getTime() - now;
}
