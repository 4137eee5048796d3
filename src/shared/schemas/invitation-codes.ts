// Invitation code inputs, with the messages of spec §5.
import { z } from "#zod";
import {
  BATCH_COUNT_MAX,
  BATCH_COUNT_MIN,
  CODE_EXPIRY_DAYS_MAX,
  EMAIL_MAX,
  INVITATION_CODE_MAX_LENGTH,
  PERSON_NAME_MAX,
  USERNAME_MAX,
} from "../constants";
import { asksForPage, PAGE_QUERY_PARAMS, pageQuerySchema } from "./paging";
import { PHONE_FORMAT_MESSAGE } from "../phone";
import { builtOnFirstUse } from "./built-on-first-use";
import { phoneField } from "./phone-field";
import { singleLineText, tooLongMessage } from "./text";

export const INVALID_COUNT = "Invalid Count: Please enter a number between 1 and 100";

export const INVALID_EXPIRY = `Expiry must be a whole number of days between 1 and ${CODE_EXPIRY_DAYS_MAX}`;

/** Days until a code expires, counted from now. */
const expiryDays = () =>
  z.number({ error: INVALID_EXPIRY }).int(INVALID_EXPIRY).min(1, INVALID_EXPIRY).max(CODE_EXPIRY_DAYS_MAX, INVALID_EXPIRY);
export const expiryDaysSchema = builtOnFirstUse(expiryDays);

/**
 * On generate and create: a number of days, null for a code that never expires, or left out for
 * the operator's default (AAN_CODE_EXPIRY_DAYS; none unless set).
 */
const expiresInDays = () => expiryDays().nullable().optional();

const generateCodes = () =>
  z.object({
    count: z.number({ error: INVALID_COUNT }).int(INVALID_COUNT).min(BATCH_COUNT_MIN, INVALID_COUNT).max(BATCH_COUNT_MAX, INVALID_COUNT),
    expiresInDays: expiresInDays(),
  });
export const generateCodesSchema = builtOnFirstUse(generateCodes);

/** Extending sets a new expiry counted from now, or removes it (null). */
export const extendCodeSchema = builtOnFirstUse(() => z.object({ expiresInDays: expiryDays().nullable() }, { error: INVALID_EXPIRY }));

/**
 * Expiry as typed in a form or on a command line: empty for the operator's default, "never" for
 * no expiry, otherwise a whole number of days in range.
 */
export const expiryFromText = builtOnFirstUse(() =>
  z
    .string()
    .trim()
    .transform((text) => text.toLowerCase())
    .pipe(
      z.union(
        [
          z.literal("").transform(() => undefined),
          z.literal("never").transform(() => null),
          z.string().regex(/^\d+$/, INVALID_EXPIRY).transform(Number).pipe(expiryDays()),
        ],
        { error: INVALID_EXPIRY },
      ),
    ),
);

/** The count as typed in a form or on a command line: only a whole number in range passes. */
export const countFromText = builtOnFirstUse(() =>
  z.string().trim().regex(/^\d+$/, INVALID_COUNT).transform(Number).pipe(generateCodesSchema.shape.count),
);

export const EMPTY_CODE_MESSAGE = "Invalid Code: Please enter a custom code";
export const CODE_CHARACTERS_MESSAGE = "Code may contain only letters, digits and dashes";
export const CODE_LOOKS_LIKE_ID_MESSAGE = "Code must not have the shape of a code ID";
/** What a custom code may hold: it is read aloud, typed from paper and printed on terminals. */
export const CUSTOM_CODE_CHARACTERS = /^[A-Za-z0-9-]+$/;
const UUID_SHAPE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const customCode = () =>
  z.object({
    code: z
      .string({ error: EMPTY_CODE_MESSAGE })
      .trim()
      .min(1, EMPTY_CODE_MESSAGE)
      .max(INVITATION_CODE_MAX_LENGTH, `Code must be at most ${INVITATION_CODE_MAX_LENGTH} characters`)
      .regex(CUSTOM_CODE_CHARACTERS, CODE_CHARACTERS_MESSAGE)
      // The CLI takes a code or its id in one argument: a code shaped like an id could not be named.
      .refine((code) => !UUID_SHAPE.test(code), CODE_LOOKS_LIKE_ID_MESSAGE)
      .transform((code) => code.toUpperCase()),
    expiresInDays: expiresInDays(),
  });
export const customCodeSchema = builtOnFirstUse(customCode);

/** POST /invitation-codes carries either {code} (one custom code) or {count} (a batch). */
export function isCustomCodeRequest(body: unknown): body is { code: unknown } {
  return typeof body === "object" && body !== null && "code" in body;
}

const ALL_REQUIRED = "All fields are required: Username, First Name, Last Name, Phone, and Email";
const required = (label: string, max: number) => singleLineText(label, max, { required: ALL_REQUIRED, min: 1 });

export const assignCodeSchema = builtOnFirstUse(() =>
  z.object({
    assigneeUsername: required("Username", USERNAME_MAX).pipe(z.string().min(3, "Username must be at least 3 characters long")),
    assigneeFirstName: required("First name", PERSON_NAME_MAX),
    assigneeLastName: required("Last name", PERSON_NAME_MAX),
    assigneePhone: phoneField({ required: ALL_REQUIRED, tooFewDigits: PHONE_FORMAT_MESSAGE, notANumber: PHONE_FORMAT_MESSAGE }),
    assigneeEmail: required("Email", EMAIL_MAX).pipe(z.email("Valid email is required").max(EMAIL_MAX, tooLongMessage("Email", EMAIL_MAX))),
  }),
);
export type AssignCodeInput = z.input<typeof assignCodeSchema>;

export const INVALID_CODE_ID = "Invalid invitation code ID";
export const codeIdSchema = builtOnFirstUse(() => z.uuid(INVALID_CODE_ID));

export const CODE_STATUSES = ["unused", "used", "assigned", "unassigned", "expired", "all"] as const;
export type CodeStatus = (typeof CODE_STATUSES)[number];

export const CODE_STATUS_MESSAGE = `Status must be one of ${CODE_STATUSES.join(", ")}`;

/**
 * `GET /api/admin/invitation-codes?status=&q=&page=&pageSize=` (decision 0044): one page of one list,
 * searched (the code or an assignee field contains q, any case). Every code when status is left out.
 */
export const codePageQuerySchema = builtOnFirstUse(() =>
  pageQuerySchema.extend({
    status: z.enum(CODE_STATUSES, { error: CODE_STATUS_MESSAGE }).default("all"),
  }),
);
export type CodePageQuery = z.input<typeof codePageQuerySchema>;

/** Any of these in the query asks for a page; without them the answer is the spec's full lists. */
export const CODE_PAGE_PARAMS = ["status", ...PAGE_QUERY_PARAMS] as const;
export const asksForCodePage = (query: Record<string, unknown>): boolean => asksForPage(query, CODE_PAGE_PARAMS);

/** Extending, as typed (panel and `aan codes extend --expires`): days or "never"; empty is no answer. */
export const extendExpiryFromText = builtOnFirstUse(() =>
  expiryFromText.refine((days) => days !== undefined, INVALID_EXPIRY).transform((days) => days ?? null),
);

/** POST /api/admin/invitation-codes: a batch of generated codes, or one custom code. */
export const createInvitationCodesSchema = builtOnFirstUse(() => z.union([generateCodes(), customCode()]));
