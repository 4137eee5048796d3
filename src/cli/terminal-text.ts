// Stored text on an operator's terminal. Anything an anonymous caller or an imported file put in
// the database (a username typed at the sign-in form, a custom code, a note) may hold escape
// sequences that recolour or clear the screen, retitle the window, hide or rewrite earlier lines,
// or bidi controls that show "EXE.TXT" for "TXT.EXE". Every string the CLI and the dashboard print
// goes through escapeForTerminal, which shows such characters as visible escapes instead. The
// characters are the shared set a stored text may not hold (#shared/hidden-characters): what the
// server refuses today is what the terminal escapes in what was stored before.
import { escapeHiddenCharacters, replaceHiddenCharacters } from "#shared/hidden-characters";

/**
 * The text with every hidden character (controls, bidi and other format characters, blank
 * fillers) shown as an escape (ESC → `\x1b`, U+202E → `\u{202e}`). Even \n and \t are escaped, so
 * a table cell stays one cell on one line; `keepLineBreaks` keeps \n for messages made of several
 * lines (an import's errors).
 */
export function escapeForTerminal(text: string, options: { keepLineBreaks?: boolean } = {}): string {
  return escapeHiddenCharacters(text, { lineBreaks: options.keepLineBreaks });
}

/**
 * JSON.stringify escapes C0 controls and lone surrogates but leaves DEL, C1 controls, bidi and
 * other format characters, U+2028/9 and the blank fillers raw; they can only occur inside strings
 * (the document's own line breaks are the only raw LF), so writing them as \uXXXX escapes keeps
 * the document valid and its parsed value the same.
 */
const jsonEscape = (char: string) =>
  Array.from({ length: char.length }, (_, i) => `\\u${char.charCodeAt(i).toString(16).padStart(4, "0")}`).join("");

/** One JSON document (indented), safe to print on a terminal and equal to `value` once parsed. */
export function jsonForTerminal(value: unknown): string {
  return replaceHiddenCharacters(JSON.stringify(value, null, 2), jsonEscape, { lineBreaks: true });
}

/**
 * A stored record's fields as the starting text of a terminal form. The form shows what it edits,
 * so hostile characters appear (and, when saved, are stored) as their visible escapes.
 */
export function formValuesForTerminal<K extends string>(
  record: { [key in K]?: string | null },
  keys: readonly K[],
): Record<string, string> {
  return Object.fromEntries(keys.map((key) => [key, escapeForTerminal(record[key] ?? "")]));
}
