// A claim's events and the due lists: the inputs the web's "Add event" form, the API and the CLI
// share, with their messages.
import { z } from "#zod";
import { CLAIM_EVENT_KINDS, OWED_BY } from "../claim-events";
import { builtOnFirstUse } from "./built-on-first-use";
import { calendarDate, CLAIM_NOTE_MAX } from "./claims";
import { optionalText } from "./optional-fields";
import { PAGE_NUMBER_MESSAGE, PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX, PAGE_SIZE_MESSAGE } from "./paging";

export const EVENT_KIND_MESSAGE = `Event must be one of: ${CLAIM_EVENT_KINDS.join(", ")}`;

export const claimEventSchema = builtOnFirstUse(() =>
  z.object({
    kind: z.enum(CLAIM_EVENT_KINDS, { error: EVENT_KIND_MESSAGE }),
    on: calendarDate("Event date is required", "Event date"),
    note: optionalText("Note", CLAIM_NOTE_MAX, { multiline: true }),
  }),
);
export type ClaimEventInput = z.output<typeof claimEventSchema>;

export const INVALID_EVENT_ID = "Invalid event ID";
export const eventIdSchema = builtOnFirstUse(() => z.uuid(INVALID_EVENT_ID));

/** The most days ahead a due list looks. */
export const DUE_DAYS_MAX = 366;
export const DUE_MESSAGE = `Due must be "overdue" or a number of days from 0 to ${DUE_DAYS_MAX} followed by d, such as "7d"`;
export const OWED_BY_MESSAGE = `Owed by must be ${OWED_BY.slice(0, -1).join(", ")} or ${OWED_BY.at(-1)}`;

/** `?due=overdue|<N>d&owedBy=&page=&pageSize=`: the open deadlines overdue, or due from today to N days on. */
export const dueListSchema = builtOnFirstUse(() =>
  z.object({
    due: z
      .string({ error: DUE_MESSAGE })
      .trim()
      .default("7d")
      .transform((text, ctx): { overdue: true } | { overdue: false; days: number } => {
        if (text === "overdue") return { overdue: true };
        const match = /^(\d{1,3})d$/.exec(text);
        const days = match ? Number(match[1]) : NaN;
        if (!(days <= DUE_DAYS_MAX)) {
          ctx.addIssue({ code: "custom", message: DUE_MESSAGE });
          return z.NEVER;
        }
        return { overdue: false, days };
      }),
    owedBy: z.enum(OWED_BY, { error: OWED_BY_MESSAGE }).optional(),
    page: z.coerce
      .number({ error: PAGE_NUMBER_MESSAGE })
      .int(PAGE_NUMBER_MESSAGE)
      .min(1, PAGE_NUMBER_MESSAGE)
      .max(1_000_000, PAGE_NUMBER_MESSAGE)
      .default(1),
    pageSize: z.coerce
      .number({ error: PAGE_SIZE_MESSAGE })
      .int(PAGE_SIZE_MESSAGE)
      .min(1, PAGE_SIZE_MESSAGE)
      .max(PAGE_SIZE_MAX, PAGE_SIZE_MESSAGE)
      .default(PAGE_SIZE_DEFAULT),
  }),
);
export type DueListQuery = z.output<typeof dueListSchema>;
