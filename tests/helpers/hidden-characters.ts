// The hidden characters a hostile member put in stored text (the issue's list), each placed inside
// the text: the trim would take some of them off the ends, and the rule is about what is kept.

/** Name and character: the issue's ten, which the web showed raw. */
export const ISSUE_HIDDEN_CHARACTERS: ReadonlyArray<readonly [string, string]> = [
  ["U+061C arabic letter mark", "\u061c"],
  ["U+2028 line separator", "\u2028"],
  ["U+00AD soft hyphen", "\u00ad"],
  ["U+034F combining grapheme joiner", "\u034f"],
  ["U+180E mongolian vowel separator", "\u180e"],
  ["U+FFF9 interlinear annotation anchor", "\ufff9"],
  ["U+E0001 language tag", "\u{e0001}"],
  ["U+3164 hangul filler", "\u3164"],
  ["U+2800 braille blank", "\u2800"],
  ["CR", "\r"],
];

/** `text` with `char` in its middle. */
export const withHidden = (text: string, char: string) => `${text.slice(0, 2)}${char}${text.slice(2)}`;
