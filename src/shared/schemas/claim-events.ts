// A claim's events and the due lists: the inputs the web's "Add event" form, the API and the CLI
// share, with their messages.
import { z } from "#zod";
import { CLAIM_EVENT_KINDS, OWED_BY } from "../claim-events";
import { builtOnFirstUse } from "./built-on-first-use";
import { isCivilDate } from "../civil-date";
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

export const CURSOR_MESSAGE = "After must be the next cursor of an earlier page";
export const PAGE_OR_CURSOR_MESSAGE = "Ask for a page by its number or by after, not both";

/** Where a page of a due list starts: after this row (its due day, claim and rule), and its number. */
export type DueCursor = { page: number; dueOn: string; claimId: string; ruleId: string };

const CURSOR_SHAPE =
  /^([1-9]\d{0,6})\.(\d{4}-\d{2}-\d{2})\.([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\.([a-z0-9-]{1,100})$/;

/** A page's `next` cursor as text: "<page>.<due day>.<claim id>.<rule id>", read back by `readDueCursor`. */
export const dueCursorText = (cursor: DueCursor): string => `${cursor.page}.${cursor.dueOn}.${cursor.claimId}.${cursor.ruleId}`;

export function readDueCursor(text: string): DueCursor | undefined {
  const match = CURSOR_SHAPE.exec(text);
  if (!match || !isCivilDate(match[2]!) || Number(match[1]) < 2) return undefined;
  return { page: Number(match[1]), dueOn: match[2]!, claimId: match[3]!, ruleId: match[4]! };
}

/**
 * `?due=overdue|<N>d&owedBy=&pageSize=` and `page=` or `after=`: the open deadlines overdue, or
 * due from today to N days on; a page by its number, or the one after an answer's `next` cursor.
 */
export const dueListSchema = builtOnFirstUse(() =>
  z
    .object({
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
        .optional(),
      after: z
        .string({ error: CURSOR_MESSAGE })
        .transform((text, ctx) => {
          const cursor = readDueCursor(text.trim());
          if (!cursor) {
            ctx.addIssue({ code: "custom", message: CURSOR_MESSAGE });
            return z.NEVER;
          }
          return cursor;
        })
        .optional(),
      pageSize: z.coerce
        .number({ error: PAGE_SIZE_MESSAGE })
        .int(PAGE_SIZE_MESSAGE)
        .min(1, PAGE_SIZE_MESSAGE)
        .max(PAGE_SIZE_MAX, PAGE_SIZE_MESSAGE)
        .default(PAGE_SIZE_DEFAULT),
    })
    .refine((query) => query.page === undefined || query.after === undefined, { message: PAGE_OR_CURSOR_MESSAGE, path: ["after"] }),
);
export type DueListQuery = z.output<typeof dueListSchema>;
