// Invitation code inputs, with the messages of spec §5.
import { z } from "zod";
import { BATCH_COUNT_MAX, BATCH_COUNT_MIN, INVITATION_CODE_MAX_LENGTH } from "../constants";

export const INVALID_COUNT = "Invalid Count: Please enter a number between 1 and 100";

export const generateCodesSchema = z.object({
  count: z
    .number({ error: INVALID_COUNT })
    .int(INVALID_COUNT)
    .min(BATCH_COUNT_MIN, INVALID_COUNT)
    .max(BATCH_COUNT_MAX, INVALID_COUNT),
});

/** The count as typed in a form or on a command line: only a whole number in range passes. */
export const countFromText = z
  .string()
  .trim()
  .regex(/^\d+$/, INVALID_COUNT)
  .transform(Number)
  .pipe(generateCodesSchema.shape.count);

export const customCodeSchema = z.object({
  code: z
    .string({ error: "Invalid Code: Please enter a custom code" })
    .trim()
    .min(1, "Invalid Code: Please enter a custom code")
    .max(INVITATION_CODE_MAX_LENGTH, `Code must be at most ${INVITATION_CODE_MAX_LENGTH} characters`)
    .transform((code) => code.toUpperCase()),
});

/** POST /invitation-codes carries either {code} (one custom code) or {count} (a batch). */
export function isCustomCodeRequest(body: unknown): body is { code: unknown } {
  return typeof body === "object" && body !== null && "code" in body;
}

const ALL_REQUIRED = "All fields are required: Username, First Name, Last Name, Phone, and Email";
const required = () => z.string({ error: ALL_REQUIRED }).trim().min(1, ALL_REQUIRED);

export const PHONE_FORMAT = /^\(\d{3}\) \d{3}-\d{4}$/;

export const assignCodeSchema = z.object({
  assigneeUsername: required().min(3, "Username must be at least 3 characters long"),
  assigneeFirstName: required(),
  assigneeLastName: required(),
  assigneePhone: required().regex(PHONE_FORMAT, "Phone must be in format (xxx) xxx-xxxx"),
  assigneeEmail: required().pipe(z.email("Valid email is required")),
});
export type AssignCodeInput = z.input<typeof assignCodeSchema>;

export const INVALID_CODE_ID = "Invalid invitation code ID";
export const codeIdSchema = z.uuid(INVALID_CODE_ID);

export const CODE_STATUSES = ["unused", "used", "assigned", "unassigned", "all"] as const;
export type CodeStatus = (typeof CODE_STATUSES)[number];
