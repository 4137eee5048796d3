// Stored text on an operator's terminal. Anything an anonymous caller or an imported file put in
// the database (a username typed at the sign-in form, a custom code, a note) may hold escape
// sequences that recolour or clear the screen, retitle the window, hide or rewrite earlier lines,
// or bidi controls that show "EXE.TXT" for "TXT.EXE". Every string the CLI and the dashboard print
// goes through escapeForTerminal, which shows such characters as visible escapes instead.

/**
 * C0 and C1 controls and DEL (\p{Cc}); every format character (\p{Cf}: the bidi controls
 * U+200E/F, U+202A–U+202E, U+2066–U+2069, zero-width characters, the BOM, tag characters);
 * the line and paragraph separators (they break lines like \n); lone surrogates.
 */
const UNSAFE_FOR_TERMINAL = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}\p{Cs}]/gu;
const UNSAFE_EXCEPT_LINE_BREAKS = /(?!\n)[\p{Cc}\p{Cf}\p{Zl}\p{Zp}\p{Cs}]/gu;

/** `\x1b` for the C0/C1/DEL range, `\u{202e}` above it. */
function visibleEscape(char: string): string {
  const codePoint = char.codePointAt(0)!;
  return codePoint <= 0xff ? `\\x${codePoint.toString(16).padStart(2, "0")}` : `\\u{${codePoint.toString(16)}}`;
}

/**
 * The text with every control, bidi and other invisible format character shown as an escape
 * (ESC → `\x1b`, U+202E → `\u{202e}`). Even \n and \t are escaped, so a table cell stays one cell
 * on one line; `keepLineBreaks` keeps \n for messages made of several lines (an import's errors).
 */
export function escapeForTerminal(text: string, options: { keepLineBreaks?: boolean } = {}): string {
  return text.replace(options.keepLineBreaks ? UNSAFE_EXCEPT_LINE_BREAKS : UNSAFE_FOR_TERMINAL, visibleEscape);
}

/**
 * JSON.stringify escapes C0 controls and lone surrogates but leaves DEL, C1 controls, bidi and
 * other format characters and U+2028/9 raw; they can only occur inside strings, so writing them
 * as \uXXXX escapes keeps the document valid and its parsed value the same.
 */
const UNSAFE_IN_JSON = /[\u007f-\u009f\p{Cf}\p{Zl}\p{Zp}]/gu;

/** One JSON document (indented), safe to print on a terminal and equal to `value` once parsed. */
export function jsonForTerminal(value: unknown): string {
  return JSON.stringify(value, null, 2).replace(UNSAFE_IN_JSON, (char) =>
    Array.from({ length: char.length }, (_, i) => `\\u${char.charCodeAt(i).toString(16).padStart(4, "0")}`).join(""),
  );
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
