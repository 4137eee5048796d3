// The words and tones of a claim's deadlines, the same on the member's and the admins' screens
// (decision 0118): who owes what ("carrier: accept or reject the claim in writing"), the countdown
// in words ("due in 4 days", "3 days overdue", "missed: met 2 days late"), judged by today in the
// claim's state as the server judges the status (the server's own calendar helpers,
// src/shared/civil-date.ts), and which rows must stand out.
import type { Schema } from "#web/lib/api-types";
import { daysBetween, todayIn } from "#shared/civil-date";
import { notStartedText, OWED_BY_WORDS } from "#shared/claim-events";
import { timeZoneOfState } from "#shared/claim-state";

type Deadline = Pick<Schema<"ClaimDeadline">, "owedBy" | "title" | "status" | "dueOn" | "metOn" | "waitsFor">;

/** Today's calendar date (YYYY-MM-DD) in a claim's state: the day its status was judged by. */
export const todayInState = (state: string | null, now: Date = new Date()): string => todayIn(now, timeZoneOfState(state));

const days = (n: number) => (n === 1 ? "1 day" : `${n} days`);

/** "carrier: accept or reject the claim in writing": who owes it, then what. */
export function dutyText(deadline: Pick<Deadline, "owedBy" | "title">): string {
  const what = deadline.title.charAt(0).toLowerCase() + deadline.title.slice(1);
  return `${OWED_BY_WORDS[deadline.owedBy]}: ${what}`;
}

/**
 * The countdown in words. The status is the server's (judged by today in the claim's state); the
 * number of days is counted here from the same today, and never shown as 0 or less where the
 * status says the day is still ahead or already past.
 */
export function countdownText(deadline: Deadline, today: string): string {
  const { status, dueOn, metOn } = deadline;
  switch (status) {
    case "not-started":
      return notStartedText(deadline.waitsFor ?? []);
    case "due-today":
      return "due today";
    case "upcoming":
      return dueOn ? `due in ${days(Math.max(1, daysBetween(today, dueOn)))}` : "upcoming";
    case "overdue":
      return dueOn ? `${days(Math.max(1, daysBetween(dueOn, today)))} overdue` : "overdue";
    case "met":
      return metOn ? `met on ${metOn}` : "met";
    case "missed":
      return metOn && dueOn ? `missed: met ${days(Math.max(1, daysBetween(dueOn, metOn)))} late` : "missed";
  }
}

/** The countdown of a due list's row, counted from today in its claim's state (the row says which). */
export const dueCountdownText = (row: Deadline & { state: string | null }, now: Date = new Date()): string =>
  countdownText(row, todayInState(row.state, now));

/**
 * How a row stands out: a carrier's duty overdue or missed is the member's leverage (danger, red);
 * the policyholder's or appraisers' own duty overdue or missed is what the member must act on
 * (warn, amber); the rest is plain.
 */
export function deadlineTone(deadline: Pick<Deadline, "owedBy" | "status">): "danger" | "warn" | undefined {
  if (deadline.status !== "overdue" && deadline.status !== "missed") return undefined;
  return deadline.owedBy === "carrier" ? "danger" : "warn";
}

/** The open deadline due first (overdue ones first, then the soonest), or undefined. */
export function nextOpenDeadline<D extends Deadline>(deadlines: readonly D[]): D | undefined {
  const open = deadlines.filter((d) => d.dueOn && (d.status === "overdue" || d.status === "due-today" || d.status === "upcoming"));
  return open.sort((a, b) => (a.dueOn ?? "").localeCompare(b.dueOn ?? ""))[0];
}
