// Optional form fields several schemas share: free text and amounts where missing, null and
// blank all mean "none".
import { z } from "#zod";
import { multiLineText, singleLineText } from "./text";

const MAX_AMOUNT = /^\d{1,13}(\.\d{1,2})?$/;

/** Optional text: missing, null or blank all mean "none". */
export const optionalText = (label: string, max: number, options: { multiline?: boolean } = {}) =>
  z
    .union([options.multiline ? multiLineText(label, max) : singleLineText(label, max), z.null()], { error: `${label} must be text` })
    .optional()
    .transform((v) => (v ? v : null));

/** An optional amount as a decimal string ("52000.00"): 0 or more, at most 2 decimals, within decimal(15,2). */
export const optionalAmount = (label: string) =>
  z
    .union([z.string(), z.number(), z.null()], { error: `${label} must be an amount such as 52000.00` })
    .optional()
    .transform((v, ctx) => {
      if (v === undefined || v === null || (typeof v === "string" && v.trim() === "")) return null;
      const text = String(v).trim().replace(/,/g, "");
      if (!MAX_AMOUNT.test(text)) {
        ctx.addIssue({ code: "custom", message: `${label} must be an amount of 0 or more with at most 2 decimals` });
        return z.NEVER;
      }
      return text;
    });
