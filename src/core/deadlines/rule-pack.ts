// The rule packs (decision 0097 of the deadline clock): one JSON file a state in ./packs, and one
// for the standard policy form, each read through `rulePackSchema`. A rule says who owes what,
// the event that starts it and the events that meet it, how long it runs, the period it applies
// to, what missing it costs, where it is written, and the day that text was last checked (no day:
// unverified, and every screen says so).
import { z } from "#zod";
import { CLAIM_EVENT_KINDS, OWED_BY } from "#shared/claim-events";
import { builtOnFirstUse } from "#shared/schemas/built-on-first-use";
import { isCivilDate } from "#shared/civil-date";
import { HOLIDAY_DATES, type HolidayName } from "./holidays";

// Built when the packs are first read, not when a route module that reaches this one loads: a
// start answers its first health check without zod.
const civilDateField = () => z.string().refine(isCivilDate, "A date is YYYY-MM-DD");
const eventKind = () => z.enum(CLAIM_EVENT_KINDS);

const ruleSchema = () =>
  z.object({
    id: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)+$/),
    /** Rules of one duty over time share it: the one whose period holds the claim is used. */
    duty: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)+$/),
    title: z.string().min(3).max(120),
    owedBy: z.enum(OWED_BY),
    /** The clock starts once every one of these has happened, on the latest of their dates ("loss": the claim's date of loss). */
    startsWith: z.array(z.union([eventKind(), z.literal("loss")])).min(1),
    metBy: z.array(eventKind()).min(1),
    amount: z.number().int().positive(),
    unit: z.enum(["calendar-days", "business-days", "months"]),
    /** The period the rule applies to, judged by the date of loss or by the date the clock starts, as the law says. */
    period: z
      .object({ judgedBy: z.enum(["date-of-loss", "start"]), from: civilDateField().optional(), until: civilDateField().optional() })
      .optional(),
    /** A declared catastrophe lengthens it by the pack's extension. */
    extendedByCatastrophe: z.boolean().default(false),
    consequence: z.string().min(3).max(300),
    citation: z.object({ text: z.string().min(3).max(120), url: z.url() }),
    verifiedOn: civilDateField().optional(),
    /** What the clock does not know and a reader must (a switch date not verified, a case it does not model). */
    caveat: z.string().min(3).max(300).optional(),
  });

export const rulePackSchema = builtOnFirstUse(() =>
  z
    .object({
      /** Two letters of a state, or "policy" for the standard policy form's clauses, which every claim carries. */
      scope: z.string().regex(/^([A-Z]{2}|policy)$/),
      name: z.string().min(2),
      /** Where "today" is for the pack's claims. */
      timeZone: z.string().min(3),
      holidays: z.object({
        names: z.array(z.enum(Object.keys(HOLIDAY_DATES) as [HolidayName, ...HolidayName[]])),
        weekendRule: z.enum(["not-moved", "sunday-to-monday", "nearest-weekday"]),
        citation: z.object({ text: z.string(), url: z.url() }),
      }),
      catastropheExtensionDays: z.number().int().positive().optional(),
      /** The state's rule that a period whose last day is a weekend day or a holiday runs to the next business day. */
      lastDayRollsForward: z.object({ text: z.string(), url: z.url() }).optional(),
      rules: z.array(ruleSchema()).min(1),
    })
    .superRefine((pack, issues) => {
      const ids = new Set<string>();
      for (const rule of pack.rules) {
        if (ids.has(rule.id)) issues.addIssue({ code: "custom", message: `Rule ${rule.id} appears twice` });
        ids.add(rule.id);
        if (!rule.id.startsWith(`${pack.scope.toLowerCase()}-`))
          issues.addIssue({ code: "custom", message: `Rule ${rule.id} must start with ${pack.scope.toLowerCase()}-` });
        if (rule.extendedByCatastrophe && !pack.catastropheExtensionDays)
          issues.addIssue({ code: "custom", message: `Rule ${rule.id} is extended by a catastrophe the pack gives no days for` });
      }
      // Two rules of one duty must not both apply to one claim.
      const byDuty = Map.groupBy(pack.rules, (rule) => rule.duty);
      for (const [duty, rules] of byDuty) {
        const periods = rules.map((r) => [r.period?.from ?? "0000-01-01", r.period?.until ?? "9999-12-31"] as const).sort();
        for (let i = 1; i < periods.length; i++)
          if (periods[i]![0] < periods[i - 1]![1]) issues.addIssue({ code: "custom", message: `The periods of ${duty} overlap` });
      }
    }),
);

export type RulePack = z.output<typeof rulePackSchema>;
export type Rule = RulePack["rules"][number];
