// The words and tones of a claim's deadlines, the same on the member's and the admins' screens
// (decision 0118): who owes what ("carrier: accept or reject the claim in writing"), the countdown
// in words ("due in 4 days", "3 days overdue", "missed: met 2 days late"), judged by today in the
// claim's state as the server judges the status, and which rows must stand out.
import type { ClaimDeadlineView } from "#shared/answers/deadlines";
import { OWED_BY_WORDS } from "#shared/claim-events";
import { timeZoneOfState } from "#shared/claim-state";

type Deadline = Pick<ClaimDeadlineView, "owedBy" | "title" | "status" | "dueOn" | "metOn">;

/** Today's calendar date (YYYY-MM-DD) in a claim's state: the day its status was judged by. */
export function todayInState(state: string | null, now: Date = new Date()): string {
  // en-CA prints a date as YYYY-MM-DD.
  return new Intl.DateTimeFormat("en-CA", { timeZone: timeZoneOfState(state), year: "numeric", month: "2-digit", day: "2-digit" }).format(
    now,
  );
}

/** Today's calendar date where the browser is (for rows that do not say their claim's state). */
export function localToday(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** Whole days from one calendar date to another (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

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
      return "not started: its starting event is not recorded yet";
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
