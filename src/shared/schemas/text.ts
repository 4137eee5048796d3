// Text rules every schema shares: a maximum length for every field, and no characters that can
// hide or disguise what a text says when an admin reads it on a screen or a terminal.
import { z } from "#zod";

/** C0 and C1 controls and DEL: terminal escapes, NUL, line breaks in one-line fields. */
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;
/** Controls except tab and line breaks, for multi-line notes. */
const CONTROL_EXCEPT_LINES = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;
/** Bidirectional overrides and isolates (U+202E turns "exe.txt" into "txt.exe") and zero-width marks. */
const BIDI_AND_INVISIBLE = /[\u200b-\u200f\u202a-\u202e\u2060-\u2069\ufeff]/;
/** Private-use characters render as anything a font decides. */
const PRIVATE_USE = /[\ue000-\uf8ff]|[\udb80-\udbff][\udc00-\udfff]/;

export const HIDDEN_CHARACTERS_MESSAGE = (label: string) => `${label} contains characters that are not allowed`;

export function hasHiddenCharacters(text: string, options: { multiline?: boolean } = {}): boolean {
  return (options.multiline ? CONTROL_EXCEPT_LINES : CONTROL).test(text) || BIDI_AND_INVISIBLE.test(text) || PRIVATE_USE.test(text);
}

export const tooLongMessage = (label: string, max: number) => `${label} must be at most ${max} characters`;

/**
 * A trimmed one-line text of at most `max` characters without hidden characters. `required`
 * is the message for a missing value; `min` and its message are optional.
 */
export function singleLineText(label: string, max: number, options: { required?: string; min?: number; minMessage?: string } = {}) {
  const required = options.required ?? `${label} is required`;
  let schema = z.string({ error: required }).trim();
  if (options.min !== undefined) schema = schema.min(options.min, options.minMessage ?? required);
  return schema.max(max, tooLongMessage(label, max)).refine((text) => !hasHiddenCharacters(text), HIDDEN_CHARACTERS_MESSAGE(label));
}

/** Multi-line free text (notes): line breaks and tabs allowed, other hidden characters not. */
export function multiLineText(label: string, max: number) {
  return z
    .string()
    .trim()
    .max(max, tooLongMessage(label, max))
    .refine((text) => !hasHiddenCharacters(text, { multiline: true }), HIDDEN_CHARACTERS_MESSAGE(label));
}
