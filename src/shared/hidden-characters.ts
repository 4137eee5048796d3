// The one definition of a hidden character: what a stored text may not hold (schemas/text.ts),
// what an uploaded file's name loses (core's document files), and what the CLI shows as an
// escape (cli/terminal-text.ts). A character here either does something a reader cannot see
// (controls, bidi marks, the tag characters that spell invisible text) or draws nothing at all
// while counting as a letter (the Hangul and Braille fillers), so "admin" and "adm\u00adin", or a
// message and the instructions smuggled after it, would look the same on a screen.
//
// Kept free of zod so the CLI and core can read it without loading a schema.

/**
 * Every control (\p{Cc}: C0, DEL, C1, so CR and, where a field has one line, LF), every format
 * character (\p{Cf}: soft hyphen, Arabic letter mark, zero-width and bidi marks, the BOM, the
 * interlinear annotation marks, the Mongolian vowel separator, tag characters), the line and
 * paragraph separators, lone surrogates, private-use characters (a font draws them as it likes),
 * the combining grapheme joiner (U+034F, a mark that draws nothing) and the blank fillers U+115F,
 * U+1160, U+3164, U+FFA0 (Hangul) and U+2800 (the empty Braille cell). U+180E, U+FFF9–FFFB and
 * the tag block U+E0000–E007F are \p{Cf} today (but for its unassigned code points); they are
 * named too, so an older or newer Unicode table cannot let one through.
 */
const HIDDEN_CLASS =
  "\\p{Cc}\\p{Cf}\\p{Zl}\\p{Zp}\\p{Cs}\\p{Co}\\u034f\\u115f\\u1160\\u180e\\u2800\\u3164\\uffa0\\ufff9-\\ufffb\\u{e0000}-\\u{e007f}";
const HIDDEN = new RegExp(`[${HIDDEN_CLASS}]`, "gu");
const HIDDEN_EXCEPT_LINE_BREAKS = new RegExp(`(?!\\n)[${HIDDEN_CLASS}]`, "gu");

const ZERO_WIDTH_JOINER = 0x200d;
const EMOJI = /^\p{Extended_Pictographic}$/u;
/** What may sit between an emoji and the joiner after it: the emoji presentation selector, a skin tone. */
const EMOJI_TRAILER = /^[\ufe0f\u{1f3fb}-\u{1f3ff}]$/u;

const codePointBefore = (text: string, end: number): string | undefined => {
  if (end <= 0) return undefined;
  const low = text.charCodeAt(end - 1);
  const pair = low >= 0xdc00 && low <= 0xdfff && end >= 2;
  return pair ? text.slice(end - 2, end) : text[end - 1];
};

/**
 * The zero-width joiner is a format character, but between two emoji it is what makes one
 * picture of several (a family, a rainbow flag, a technologist): it hides nothing there, and
 * members type it from every phone's emoji keyboard. Anywhere else it is hidden.
 */
function joinsEmoji(text: string, index: number): boolean {
  if (text.charCodeAt(index) !== ZERO_WIDTH_JOINER) return false;
  const after = text.codePointAt(index + 1);
  if (after === undefined || !EMOJI.test(String.fromCodePoint(after))) return false;
  let before = codePointBefore(text, index);
  if (before !== undefined && EMOJI_TRAILER.test(before)) before = codePointBefore(text, index - before.length);
  return before !== undefined && EMOJI.test(before);
}

export type HiddenCharacterOptions = {
  /** LF is allowed (multi-line text); CR never is, nor any other control. */
  lineBreaks?: boolean;
};

const patternFor = (options: HiddenCharacterOptions) => (options.lineBreaks ? HIDDEN_EXCEPT_LINE_BREAKS : HIDDEN);

/** Whether the text holds a hidden character (LF counts unless `lineBreaks`). */
export function hasHiddenCharacters(text: string, options: HiddenCharacterOptions = {}): boolean {
  for (const match of text.matchAll(patternFor(options))) if (!joinsEmoji(text, match.index)) return true;
  return false;
}

/** The text with each hidden character replaced by what `replace` makes of it. */
export function replaceHiddenCharacters(text: string, replace: (char: string) => string, options: HiddenCharacterOptions = {}): string {
  return text.replace(patternFor(options), (char: string, index: number) => (joinsEmoji(text, index) ? char : replace(char)));
}

/** The text without its hidden characters (a file's name). */
export const removeHiddenCharacters = (text: string, options: HiddenCharacterOptions = {}): string =>
  replaceHiddenCharacters(text, () => "", options);

/** `\x1b` for the C0/C1/DEL range, `\u{202e}` above it: a hidden character made visible. */
function visibleEscape(char: string): string {
  const codePoint = char.codePointAt(0)!;
  return codePoint <= 0xff ? `\\x${codePoint.toString(16).padStart(2, "0")}` : `\\u{${codePoint.toString(16)}}`;
}

/** The text with each hidden character shown as its escape (ESC → `\x1b`, U+202E → `\u{202e}`). */
export const escapeHiddenCharacters = (text: string, options: HiddenCharacterOptions = {}): string =>
  replaceHiddenCharacters(text, visibleEscape, options);

/** The one refusal of a text holding a hidden character: web form, API answer and CLI alike. */
export const HIDDEN_CHARACTERS_MESSAGE = (label: string) => `${label} contains hidden or control characters; remove them`;
