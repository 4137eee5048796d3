// The deadline clock: a pure function of the rule packs, the claim's state, its date of loss, its
// events and today. Every deadline says who owes it, when it started and is due, whether it was
// met (and when), and the text it comes from.
import { startingEventWords, type ClaimEventKind, type OwedBy, type StartingEvent } from "#shared/claim-events";
import { addDays, addMonths, type CivilDate } from "#shared/civil-date";
import { addBusinessDays, isBusinessDay, type HolidayCalendar } from "./holidays";
import type { Rule, RulePack } from "./rule-pack";

export type ClaimEvent = { kind: ClaimEventKind; on: CivilDate };

export type DeadlineStatus = "not-started" | "upcoming" | "due-today" | "overdue" | "met" | "missed";

export type Deadline = {
  ruleId: string;
  title: string;
  owedBy: OwedBy;
  status: DeadlineStatus;
  startsOn?: CivilDate;
  dueOn?: CivilDate;
  metOn?: CivilDate;
  consequence: string;
  citation: { text: string; url: string };
  verifiedOn?: CivilDate;
  unverified: boolean;
  caveat?: string;
  /** Only while not started: the starting events not recorded yet. */
  waitsFor?: { kind: StartingEvent; label: string }[];
};

export type ClaimClock = {
  state: string | null;
  /** False when the claim's state has no rule pack yet: only the policy form's clauses are computed. */
  stateHasRules: boolean;
  deadlines: Deadline[];
};

export type ClockInput = { state: string | null; dateOfLoss: CivilDate | null; events: readonly ClaimEvent[]; today: CivilDate };

/** The latest date of each kind: a clock restarts when its starting event happens again (items sent again after a new request). */
function latestOf(events: readonly ClaimEvent[]): Map<ClaimEventKind, CivilDate> {
  const latest = new Map<ClaimEventKind, CivilDate>();
  for (const { kind, on } of events) if (!latest.has(kind) || on > latest.get(kind)!) latest.set(kind, on);
  return latest;
}

function startOf(rule: Rule, latest: Map<ClaimEventKind, CivilDate>, dateOfLoss: CivilDate | null): CivilDate | undefined {
  let start: CivilDate | undefined;
  for (const kind of rule.startsWith) {
    const on = kind === "loss" ? (dateOfLoss ?? undefined) : latest.get(kind);
    if (!on) return undefined;
    if (!start || on > start) start = on;
  }
  return start;
}

/** The starting events a rule still waits for. */
function missingStarts(rule: Rule, latest: Map<ClaimEventKind, CivilDate>, dateOfLoss: CivilDate | null) {
  return rule.startsWith
    .filter((kind) => (kind === "loss" ? !dateOfLoss : !latest.has(kind)))
    .map((kind) => ({ kind, label: startingEventWords(kind) }));
}

function dueOf(rule: Rule, pack: RulePack, start: CivilDate, catastrophe: boolean): CivilDate {
  const calendar: HolidayCalendar = { holidays: pack.holidays.names, weekendRule: pack.holidays.weekendRule };
  if (rule.unit === "business-days") {
    const due = addBusinessDays(start, rule.amount, calendar);
    return catastrophe && rule.extendedByCatastrophe && pack.catastropheExtensionDays ? addDays(due, pack.catastropheExtensionDays) : due;
  }
  let due = rule.unit === "months" ? addMonths(start, rule.amount) : addDays(start, rule.amount);
  if (catastrophe && rule.extendedByCatastrophe && pack.catastropheExtensionDays) due = addDays(due, pack.catastropheExtensionDays);
  // Where the state's law says so, a period ending on a weekend day or a holiday runs to the next business day.
  if (pack.lastDayRollsForward) while (!isBusinessDay(due, calendar)) due = addDays(due, 1);
  return due;
}

const applies = (rule: Rule, judged: CivilDate) =>
  !rule.period || ((!rule.period.from || judged >= rule.period.from) && (!rule.period.until || judged < rule.period.until));

function deadlineOf(rule: Rule, pack: RulePack, input: ClockInput, latest: Map<ClaimEventKind, CivilDate>): Deadline | undefined {
  const start = startOf(rule, latest, input.dateOfLoss);
  // A rule of a period is judged by the date the law names; before the clock starts, by the date of loss.
  const judged =
    rule.period?.judgedBy === "start" ? (start ?? input.dateOfLoss ?? input.today) : (input.dateOfLoss ?? start ?? input.today);
  if (!applies(rule, judged)) return undefined;
  const base = {
    ruleId: rule.id,
    title: rule.title,
    owedBy: rule.owedBy,
    consequence: rule.consequence,
    citation: rule.citation,
    ...(rule.verifiedOn ? { verifiedOn: rule.verifiedOn } : {}),
    unverified: !rule.verifiedOn,
    ...(rule.caveat ? { caveat: rule.caveat } : {}),
  };
  if (!start) return { ...base, status: "not-started", waitsFor: missingStarts(rule, latest, input.dateOfLoss) };
  const dueOn = dueOf(rule, pack, start, latest.has("catastrophe-declared"));
  const metOn = input.events
    .filter((e) => rule.metBy.includes(e.kind) && e.on >= start)
    .map((e) => e.on)
    .sort()[0];
  const status: DeadlineStatus = metOn
    ? metOn <= dueOn
      ? "met"
      : "missed"
    : input.today < dueOn
      ? "upcoming"
      : input.today === dueOn
        ? "due-today"
        : "overdue";
  return { ...base, status, startsOn: start, dueOn, ...(metOn ? { metOn } : {}) };
}

/** The claim's deadlines: its state's pack and the policy form's clauses, soonest due first, those not started last. */
export function claimClock(packs: readonly RulePack[], input: ClockInput): ClaimClock {
  const statePack = input.state ? packs.find((p) => p.scope === input.state) : undefined;
  const policy = packs.filter((p) => p.scope === "policy");
  const latest = latestOf(input.events);
  const deadlines = [...(statePack ? [statePack] : []), ...policy].flatMap((pack) =>
    pack.rules.flatMap((rule) => deadlineOf(rule, pack, input, latest) ?? []),
  );
  deadlines.sort((a, b) => (a.dueOn ?? "9999").localeCompare(b.dueOn ?? "9999") || a.ruleId.localeCompare(b.ruleId));
  return { state: input.state, stateHasRules: Boolean(statePack), deadlines };
}
