// How many terminal columns a text takes, so the CLI's tables line up with names in any script:
// a CJK or Hangul character and most emoji take two columns, a combining mark (the accent of a
// decomposed "é") and a zero-width joiner take none. Counted by code
// point from the Unicode East Asian Width ranges, without Intl (decision 0083: no ICU data for a
// table's padding).

/** Code points that a terminal draws two columns wide (East Asian Wide and Fullwidth, emoji). */
const WIDE =
  /[\u1100-\u115F\u231A\u231B\u2329\u232A\u23E9-\u23EC\u23F0\u23F3\u25FD\u25FE\u2614\u2615\u2648-\u2653\u267F\u2693\u26A1\u26AA\u26AB\u26BD\u26BE\u26C4\u26C5\u26CE\u26D4\u26EA\u26F2\u26F3\u26F5\u26FA\u26FD\u2705\u270A\u270B\u2728\u274C\u274E\u2753-\u2755\u2757\u2795-\u2797\u27B0\u27BF\u2B1B\u2B1C\u2B50\u2B55\u2E80-\u303E\u3041-\u33FF\u3400-\u4DBF\u4E00-\u9FFF\uA000-\uA4CF\uA960-\uA97F\uAC00-\uD7A3\uF900-\uFAFF\uFE10-\uFE19\uFE30-\uFE6F\uFF00-\uFF60\uFFE0-\uFFE6\u{16FE0}-\u{16FE4}\u{17000}-\u{18CFF}\u{1B000}-\u{1B2FF}\u{1F004}\u{1F0CF}\u{1F18E}\u{1F191}-\u{1F19A}\u{1F200}-\u{1F251}\u{1F300}-\u{1F64F}\u{1F680}-\u{1F6FF}\u{1F7E0}-\u{1F7EB}\u{1F90C}-\u{1F9FF}\u{1FA70}-\u{1FAFF}\u{20000}-\u{3FFFD}]/u;

/** Code points that take no column of their own: combining marks, joiners, variation selectors. */
const ZERO = /[\p{Mn}\p{Me}\u200B-\u200D\u2060\uFE00-\uFE0F]/u;

const widthOf = (character: string) => (ZERO.test(character) ? 0 : WIDE.test(character) ? 2 : 1);

export function displayWidth(text: string): number {
  let width = 0;
  for (const character of text) width += widthOf(character);
  return width;
}

/**
 * The text in exactly `width` columns: padded with spaces, or cut with an ellipsis where it is
 * wider (never in the middle of a wide character, and keeping the marks of the last one kept).
 */
export function fitToWidth(text: string, width: number): string {
  const full = displayWidth(text);
  if (full <= width) return text + " ".repeat(width - full);
  let kept = "";
  let used = 0;
  for (const character of text) {
    const size = widthOf(character);
    if (used + size > width - 1) break;
    kept += character;
    used += size;
  }
  return kept + "…" + " ".repeat(width - 1 - used);
}
