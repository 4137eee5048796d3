// The pieces every answer schema is made of: the success and failure shapes, and the formats of
// times, days, amounts and ids. Answer schemas are plain module-level zod: only the OpenAPI
// document (built at its first request) loads them; everything else imports their types.
import { z } from "#zod";
import { ERROR_STATUS } from "../errors";

export const timestamp = z.string().meta({ format: "date-time", description: "ISO 8601 time" });
export const day = z.string().meta({ format: "date", description: "A calendar day (YYYY-MM-DD)" });
export const money = z.string().meta({ description: 'A decimal amount as text, e.g. "52000.00"', examples: ["52000.00"] });
export const uuid = z.string().meta({ format: "uuid" });
export const nullable = <T extends z.ZodType>(schema: T) => schema.nullable();

/** Every success answer carries `success: true` and the fields its call names. */
export const success = <S extends z.ZodRawShape>(shape: S) => z.object({ success: z.literal(true), ...shape });
/** A change that reports what it did in words, with the fields its call names. */
export const withMessage = <S extends z.ZodRawShape>(shape: S) => success({ message: z.string(), ...shape });

/** One page of a listing: the total that matches, the page and its size. */
export const page = { total: z.number().int(), page: z.number().int(), pageSize: z.number().int() };

export const messageAnswer = withMessage({});
/** A change that only reports what it did. */
export type MessageAnswer = z.output<typeof messageAnswer>;

/** The one failure shape of every error answer (src/shared/errors.ts FailureBody). */
export const failureBody = z.object({
  success: z.literal(false),
  error: z.string().meta({ description: "A human message, the one the web app shows" }),
  kind: z
    .enum(Object.keys(ERROR_STATUS) as [keyof typeof ERROR_STATUS, ...(keyof typeof ERROR_STATUS)[]])
    .meta({ description: "What went wrong, in one word; it decides the status" }),
  issues: z
    .array(z.object({ path: z.string().meta({ description: "The input field, dotted (empty for the whole input)" }), message: z.string() }))
    .optional()
    .meta({ description: "On invalid input: every problem found, the first one is `error`" }),
  requestId: z.string().optional().meta({ description: "On a 5xx only: the request's id in the server's log" }),
});

/** This area's answers by the name the OpenAPI document gives them (#/components/schemas/<name>Answer). */
export const NAMED_ANSWERS = {
  Message: messageAnswer,
} as const;
