// A phone field of a form: one trimmed line that must be one ten-digit number (src/shared/phone.ts),
// parsed into the one stored form. Registration and the code assignment take the same inputs; each
// keeps the refusal words the spec gives it.
import { z } from "#zod";
import { normalisePhone, PHONE_DIGITS, phoneDigitsOf } from "../phone";
import { singleLineText } from "./text";

export const PHONE_TEXT_MAX = 30;

export const phoneField = (messages: { required: string; tooFewDigits: string; notANumber: string }) =>
  singleLineText("Phone", PHONE_TEXT_MAX, { required: messages.required, min: 1 }).transform((typed, ctx) => {
    const stored = normalisePhone(typed);
    if (stored) return stored;
    ctx.addIssue({ code: "custom", message: phoneDigitsOf(typed).length < PHONE_DIGITS ? messages.tooFewDigits : messages.notANumber });
    return z.NEVER;
  });
