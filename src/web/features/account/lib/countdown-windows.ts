// The two countdown windows of a member as the screens need them: which exist (a badge each,
// public-screens.md §2.2), which the client still has to start, and where each one stands.
import type { CountdownStatusAnswer } from "#shared/api-types";

export type CountdownKind = "purchase" | "access";
export const COUNTDOWN_KINDS: readonly CountdownKind[] = ["purchase", "access"];
export const WINDOW_NAMES: Record<CountdownKind, string> = { purchase: "Purchase window", access: "Access window" };

type Status = Pick<CountdownStatusAnswer, "purchaseDeadline" | "accessDeadline" | "hasPurchaseCountdown" | "hasAccessCountdown">;

export function deadlineOf(status: Status, kind: CountdownKind): string | null {
  const has = kind === "purchase" ? status.hasPurchaseCountdown : status.hasAccessCountdown;
  const deadline = kind === "purchase" ? status.purchaseDeadline : status.accessDeadline;
  return has && deadline ? deadline : null;
}

/** The windows not started yet: the client starts them (decision 0026). */
export function windowsToStart(status: Status): CountdownKind[] {
  return COUNTDOWN_KINDS.filter((kind) => deadlineOf(status, kind) === null);
}

/** One badge per window that exists, in a fixed order: purchase above access. */
export function badgesOf(status: Status | null | undefined): Array<{ kind: CountdownKind; deadline: string }> {
  if (!status) return [];
  return COUNTDOWN_KINDS.flatMap((kind) => {
    const deadline = deadlineOf(status, kind);
    return deadline ? [{ kind, deadline }] : [];
  });
}

export type WindowState = "not started" | "running" | "expired";

export function windowState(deadline: string | null, now: number): WindowState {
  if (!deadline) return "not started";
  return new Date(deadline).getTime() > now ? "running" : "expired";
}
