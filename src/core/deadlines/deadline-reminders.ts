// Reminders of deadlines, queued by the hourly background job: the policyholder's own duties (a
// proof of loss, a pre-suit notice) a week ahead and a day ahead, and one notice when a carrier's
// duty passes its due day unmet. Each (deadline, due day, kind) is queued at most once: the claim
// on it is stored with the message, so a restart or a second server never sends it twice. A
// message names the claim by its number and the duty by its title: no address, names or amounts.
import { OWED_BY_WORDS, type OwedBy } from "#shared/claim-events";
import { PAGE_PATHS } from "#shared/page-paths";
import type { AppContext } from "../context";
import { writeTransaction } from "../db/db";
import { selectUserById } from "../members/member-repository";
import { enqueue } from "../notifications/outbox";
import { pageUrl } from "../platform/page-url";
import { addDays, daysBetween, type CivilDate } from "#shared/civil-date";
import { ruleOf, zoneDaysAt } from "./claim-deadlines";
import { claimReminder, hasOpenDeadlines, selectReminderChannel, selectUnremindedDue, type OpenDeadlineRow } from "./notice-repository";

export type ReminderKind = "7-days" | "1-day" | "carrier-overdue";

/** Which reminder a deadline gets `daysLeft` days before its due day (negative: past it), if any. */
const WINDOWS: ReadonlyArray<{ kind: ReminderKind; owedBy: OwedBy; from: number; to: number }> = [
  { kind: "1-day", owedBy: "policyholder", from: 0, to: 1 },
  { kind: "7-days", owedBy: "policyholder", from: 2, to: 7 },
  // A carrier duty a week or more overdue when first seen (a claim entered late) is shown on the screens, not sent.
  { kind: "carrier-overdue", owedBy: "carrier", from: -7, to: -1 },
];

function inWords(daysLeft: number): string {
  if (daysLeft === 0) return "today";
  if (daysLeft === 1) return "tomorrow";
  return `in ${daysLeft} days`;
}

function reminderText(ctx: AppContext, row: OpenDeadlineRow, kind: ReminderKind, daysLeft: number): { subject: string; body: string } {
  const rule = ruleOf(row.ruleId)!;
  const claim = row.claimNumber ?? row.claimId.slice(0, 8);
  const link = pageUrl(ctx.config, `${PAGE_PATHS.claims}/${row.claimId}`);
  const source = `Computed from ${rule.citation.text}; verify with counsel.`;
  if (kind === "carrier-overdue") {
    return {
      subject: `Claim ${claim}: a carrier deadline passed`,
      body: `AAN: on claim ${claim}, the ${OWED_BY_WORDS.carrier}'s duty "${rule.title}" was due on ${row.dueOn} and is not recorded as met. ${source}\n${link}`,
    };
  }
  return {
    subject: `Claim ${claim}: "${rule.title}" is due ${inWords(daysLeft)}`,
    body: `AAN: on claim ${claim}, your duty "${rule.title}" is due ${inWords(daysLeft)} (${row.dueOn}). ${source}\n${link}`,
  };
}

/** Queues every reminder that is due now; answers how many messages were queued. */
export function queueDeadlineReminders(ctx: AppContext): number {
  if (!hasOpenDeadlines(ctx.db)) return 0;
  const now = ctx.clock.now();
  const zoneDays = zoneDaysAt(now);
  const todayByZone = new Map(zoneDays.flatMap((group) => group.zones.map((zone) => [zone, group.today] as const)));
  const earliest = zoneDays[0]!.today;
  const latest = zoneDays.at(-1)!.today;
  let queued = 0;
  for (const window of WINDOWS) {
    const rows = selectUnremindedDue(ctx.db, window.owedBy, addDays(earliest, window.from), addDays(latest, window.to), window.kind);
    for (const row of rows) {
      const today: CivilDate | undefined = todayByZone.get(row.timeZone);
      const daysLeft = today === undefined ? NaN : daysBetween(today, row.dueOn);
      if (!(daysLeft >= window.from && daysLeft <= window.to) || !ruleOf(row.ruleId)) continue;
      queued += writeTransaction(ctx.db, (tx) => {
        const member = selectUserById(tx, row.userId);
        if (!member?.isActive || !claimReminder(tx, { ...row, kind: window.kind }, now)) return 0;
        const channel = selectReminderChannel(tx, member.id);
        if (channel === "none") return 0;
        // Without an SMS gateway a text would wait in the outbox forever: the e-mail goes instead.
        const bySms = channel === "sms" && ctx.config.smsWebhookUrl !== null;
        const { subject, body } = reminderText(ctx, row, window.kind, daysLeft);
        enqueue(tx, {
          userId: member.id,
          channel: bySms ? "sms" : "email",
          purpose: window.kind === "carrier-overdue" ? "carrier_overdue" : "deadline_reminder",
          recipient: bySms ? member.phone : member.email,
          subject: bySms ? null : subject,
          body,
          createdAt: now,
        });
        return 1;
      });
    }
  }
  return queued;
}
