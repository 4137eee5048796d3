// Answers about a claim's events and deadlines, and the due lists.
import { z } from "#zod";
import { CLAIM_EVENT_KINDS, OWED_BY } from "../claim-events";
import { REMINDER_CHANNELS } from "../schemas/deadline-notices";
import { day, page, success, uuid } from "./common";

export const claimEvent = z.object({
  id: uuid,
  kind: z.enum(CLAIM_EVENT_KINDS),
  on: day,
  note: z.string().optional(),
});
export type ClaimEventView = z.output<typeof claimEvent>;

export const DEADLINE_STATUSES = ["not-started", "upcoming", "due-today", "overdue", "met", "missed"] as const;

export const claimDeadline = z.object({
  ruleId: z.string(),
  title: z.string(),
  owedBy: z.enum(OWED_BY),
  startsOn: day.optional().meta({ description: "When the clock started (absent: its starting event has not happened)" }),
  dueOn: day.optional(),
  status: z.enum(DEADLINE_STATUSES).meta({
    description:
      "upcoming, due-today and overdue are judged against today in the claim's state; met is on or before the due day, missed after it",
  }),
  metOn: day.optional(),
  consequence: z.string(),
  citation: z.object({ text: z.string(), url: z.string() }),
  verifiedOn: day.optional().meta({ description: "The day the rule was checked against its official text" }),
  unverified: z.boolean().meta({ description: "True when the rule's text could not be verified: every screen says so" }),
  caveat: z.string().optional().meta({ description: "What the clock does not know and a reader must" }),
  waitsFor: z
    .array(z.object({ kind: z.string(), label: z.string() }))
    .optional()
    .meta({
      description:
        "Only while not-started: the starting events not recorded yet, by key (an event kind, or loss for the date of loss) and in words",
    }),
});
export type ClaimDeadlineView = z.output<typeof claimDeadline>;

export const dueDeadline = claimDeadline.extend({
  claimId: uuid,
  claimNumber: z.string().nullable(),
  state: z.string().nullable().meta({ description: "The claim's state: today, for the days counted, is today there" }),
});
export type DueDeadlineView = z.output<typeof dueDeadline>;

export const claimEventsAnswer = success({ events: z.array(claimEvent) });
export type ClaimEventsAnswer = z.output<typeof claimEventsAnswer>;
export const claimEventAnswer = success({ event: claimEvent });
export type ClaimEventAnswer = z.output<typeof claimEventAnswer>;
export const claimDeadlinesAnswer = success({
  state: z.string().nullable(),
  stateHasRules: z.boolean().meta({ description: "False when the claim has no state, or its state has no rule pack yet" }),
  notice: z.string().meta({ description: "The one line the screens show above the deadlines" }),
  deadlines: z.array(claimDeadline),
});
export type ClaimDeadlinesAnswer = z.output<typeof claimDeadlinesAnswer>;
export const dueDeadlinesAnswer = success({
  deadlines: z.array(dueDeadline),
  ...page,
  next: z.string().optional().meta({
    description: "The cursor of the page after this one (ask with ?after=); absent on the last page",
  }),
});
export type DueDeadlinesAnswer = z.output<typeof dueDeadlinesAnswer>;

export const NAMED_VIEWS = { ClaimEvent: claimEvent, ClaimDeadline: claimDeadline, DueDeadline: dueDeadline } as const;

// The member's choices about deadlines: reminders and the calendar feed.
export const deadlineRemindersAnswer = success({
  channel: z.enum(REMINDER_CHANNELS).meta({ description: "How reminders reach the member: email, sms or none" }),
});
export type DeadlineRemindersAnswer = z.output<typeof deadlineRemindersAnswer>;
export const calendarFeedStatusAnswer = success({
  enabled: z.boolean(),
  createdAt: z.string().optional().meta({ format: "date-time", description: "When the current address was made" }),
});
export type CalendarFeedStatusAnswer = z.output<typeof calendarFeedStatusAnswer>;
export const calendarFeedAnswer = success({
  url: z.string().meta({ description: "The feed's private address, shown this once: a new one replaces it" }),
});
export type CalendarFeedAnswer = z.output<typeof calendarFeedAnswer>;

export const NAMED_ANSWERS = {
  ClaimEvents: claimEventsAnswer,
  ClaimEvent: claimEventAnswer,
  ClaimDeadlines: claimDeadlinesAnswer,
  DueDeadlines: dueDeadlinesAnswer,
  DeadlineReminders: deadlineRemindersAnswer,
  CalendarFeedStatus: calendarFeedStatusAnswer,
  CalendarFeed: calendarFeedAnswer,
} as const;
