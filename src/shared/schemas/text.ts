// Text rules every schema shares: a maximum length for every field, and no characters that can
// hide or disguise what a text says when someone reads it on a screen or a terminal (the set is
// ../hidden-characters.ts, the same one the CLI escapes).
import { z } from "#zod";
import { hasHiddenCharacters, HIDDEN_CHARACTERS_MESSAGE } from "../hidden-characters";

export { HIDDEN_CHARACTERS_MESSAGE };

/** A refinement's test: the text holds no hidden character (for fields checked further, as e-mails). */
export const isVisibleText = (text: string) => !hasHiddenCharacters(text);

export const tooLongMessage = (label: string, max: number) => `${label} must be at most ${max} characters`;

/**
 * A trimmed one-line text of at most `max` characters without hidden characters. `required`
 * is the message for a missing value; `min` and its message are optional. The trim takes off
 * surrounding spaces and line breaks (CR, LF, U+2028/9, the BOM) before the check: they are
 * gone, so nothing hidden is kept; one inside the text is refused.
 */
export function singleLineText(label: string, max: number, options: { required?: string; min?: number; minMessage?: string } = {}) {
  const required = options.required ?? `${label} is required`;
  let schema = z.string({ error: required }).trim();
  if (options.min !== undefined) schema = schema.min(options.min, options.minMessage ?? required);
  return schema.max(max, tooLongMessage(label, max)).refine((text) => !hasHiddenCharacters(text), HIDDEN_CHARACTERS_MESSAGE(label));
}

/**
 * Multi-line free text (notes, messages): LF is the one control allowed. A CRLF pair (a file
 * written on Windows, a textarea sent by a form post) is the same line break and is kept as LF;
 * a CR on its own, a tab and every other hidden character are refused.
 */
export function multiLineText(label: string, max: number) {
  return z
    .string()
    .overwrite((text) => text.replaceAll("\r\n", "\n"))
    .trim()
    .max(max, tooLongMessage(label, max))
    .refine((text) => !hasHiddenCharacters(text, { lineBreaks: true }), HIDDEN_CHARACTERS_MESSAGE(label));
}
