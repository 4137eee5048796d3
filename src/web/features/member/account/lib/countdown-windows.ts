// The two countdown windows of a member as the screens need them: which exist (a badge each,
// public-screens.md §2.2), which the client still has to start, and where each one stands. A
// paying member is past both: the windows no longer bind them (decision 0041).
import type { Schema } from "#web/lib/api-types";
import { isPayingState, type SubscriptionState } from "#shared/billing-policy";

export type CountdownKind = "purchase" | "access";
export const COUNTDOWN_KINDS: readonly CountdownKind[] = ["purchase", "access"];
export const WINDOW_NAMES: Record<CountdownKind, string> = { purchase: "Purchase window", access: "Access window" };

type Status = Pick<Schema<"CountdownStatusAnswer">, "purchaseDeadline" | "accessDeadline" | "hasPurchaseCountdown" | "hasAccessCountdown">;

export function deadlineOf(status: Status, kind: CountdownKind): string | null {
  const has = kind === "purchase" ? status.hasPurchaseCountdown : status.hasAccessCountdown;
  const deadline = kind === "purchase" ? status.purchaseDeadline : status.accessDeadline;
  return has && deadline ? deadline : null;
}

/** The windows not started yet: the client starts them (decision 0026). */
export function windowsToStart(status: Status): CountdownKind[] {
  return COUNTDOWN_KINDS.filter((kind) => deadlineOf(status, kind) === null);
}

/**
 * Whether the windows bind this member: not while they pay (a subscription active, or suspended
 * and still payable; the server lifts the access window for them too). Unknown (undefined) until
 * the subscription has been read, so no badge flashes up for a paying member; when it cannot be
 * read, the windows are shown, as the server applies them to any member it does not see paying.
 */
export function windowsApply(subscription: { state: SubscriptionState } | undefined, readFailed: boolean): boolean | undefined {
  if (subscription) return !isPayingState(subscription.state);
  return readFailed ? true : undefined;
}

/** One badge per window that exists, in a fixed order: purchase above access; none while the windows do not apply (or it is not known yet). */
export function badgesOf(status: Status | null | undefined, apply: boolean | undefined): Array<{ kind: CountdownKind; deadline: string }> {
  if (!status || apply !== true) return [];
  return COUNTDOWN_KINDS.flatMap((kind) => {
    const deadline = deadlineOf(status, kind);
    return deadline ? [{ kind, deadline }] : [];
  });
}

export type WindowState = "not started" | "running" | "expired" | "lifted";

/** Where a window stands; "lifted" for a paying member, whatever its deadline. */
export function windowState(deadline: string | null, now: number, apply = true): WindowState {
  if (!apply) return "lifted";
  if (!deadline) return "not started";
  return new Date(deadline).getTime() > now ? "running" : "expired";
}
