// The one rule for hidden characters: every listed code point (and each range's ends) is found,
// removed and replaced; letters of every script, accents, emoji and their joined forms are not.
import { describe, expect, test } from "bun:test";
import { hasHiddenCharacters, HIDDEN_CHARACTERS_MESSAGE, removeHiddenCharacters, replaceHiddenCharacters } from "./hidden-characters";

const hex = (char: string) => Array.from(char, (c) => `U+${c.codePointAt(0)!.toString(16).toUpperCase().padStart(4, "0")}`).join(" ");

/** Each listed code point, and both ends of each listed range. */
const HIDDEN: readonly string[] = [
  // \p{Cc}: C0 (CR, tab, NUL, ESC, the unit separator), DEL, C1.
  "\u0000",
  "\t",
  "\r",
  "\u000b",
  "\u001b",
  "\u001f",
  "\u007f",
  "\u0080",
  "\u0085",
  "\u009f",
  // \p{Cf}: the ones the issue names, then bidi and zero-width marks, the BOM, tags.
  "\u00ad",
  "\u061c",
  "\u180e",
  "\u200b",
  "\u200c",
  "\u200d",
  "\u200e",
  "\u200f",
  "\u202a",
  "\u202e",
  "\u2060",
  "\u2064",
  "\u2066",
  "\u2069",
  "\ufeff",
  "\ufff9",
  "\ufffa",
  "\ufffb",
  "\u{e0000}",
  "\u{e0001}",
  "\u{e0020}",
  "\u{e0041}",
  "\u{e007f}",
  // \p{Zl}, \p{Zp}.
  "\u2028",
  "\u2029",
  // Draws nothing: the combining grapheme joiner and the blank fillers.
  "\u034f",
  "\u115f",
  "\u1160",
  "\u3164",
  "\uffa0",
  "\u2800",
  // Private use (BMP and planes 15, 16) and lone surrogates.
  "\ue000",
  "\uf8ff",
  "\u{f0000}",
  "\u{ffffd}",
  "\u{100000}",
  "\u{10fffd}",
  "\ud800",
  "\udfff",
];

const ALLOWED: readonly string[] = [
  "Zoë Ångström, crème brûlée, São Paulo, Łódź",
  "e\u0301 (a combining accent)",
  "東京都新宿区 · 한국어 · ひらがな",
  "مرحبا بالعالم",
  "שלום עולם",
  "नमस्ते",
  "🏠 roof ✔ 👍🏽 🇺🇸 ❤️ 5°C — “quoted” … €52,000.50",
  "non\u00a0breaking space",
  "C:\\path\\x1b",
];

/** Emoji joined into one picture: the joiner between two emoji (after a skin tone or U+FE0F too). */
const JOINED_EMOJI: readonly string[] = ["👨‍👩‍👧 family", "🏳️‍🌈", "👩🏽‍💻 at work", "❤️‍🔥", "🧑‍🦰", "🏴‍☠️"];

describe("hasHiddenCharacters", () => {
  test.each(HIDDEN.map((char) => [hex(char), char]))("%s is hidden, alone and inside a text", (_name, char) => {
    expect(hasHiddenCharacters(char)).toBe(true);
    expect(hasHiddenCharacters(`before${char}after`)).toBe(true);
    expect(hasHiddenCharacters(`before${char}after`, { lineBreaks: true })).toBe(true);
  });

  test("LF is hidden in one line, allowed where line breaks are", () => {
    expect(hasHiddenCharacters("one\ntwo")).toBe(true);
    expect(hasHiddenCharacters("one\ntwo\n\nthree", { lineBreaks: true })).toBe(false);
    expect(hasHiddenCharacters("one\r\ntwo", { lineBreaks: true })).toBe(true);
  });

  test.each(ALLOWED.map((text) => [text]))("%s is visible text", (text) => {
    expect(hasHiddenCharacters(text)).toBe(false);
  });

  test.each(JOINED_EMOJI.map((text) => [text]))("%s: a joiner between emoji is allowed", (text) => {
    expect(text).toContain("\u200d");
    expect(hasHiddenCharacters(text)).toBe(false);
  });

  test("a joiner anywhere else is hidden: between letters, at either end, beside one emoji", () => {
    for (const text of ["a\u200db", "\u200d👍", "👍\u200d", "👍\u200da", "a\u200d👍", "👍\u200d\u200d👍", "👍\ufe0f\ufe0f\u200d👍"]) {
      expect({ text: hex(text), hidden: hasHiddenCharacters(text) }).toEqual({ text: hex(text), hidden: true });
    }
  });

  test("the pattern keeps no state between calls (a global expression's lastIndex)", () => {
    for (let i = 0; i < 3; i++) expect(hasHiddenCharacters("ab\u3164")).toBe(true);
  });
});

describe("replaceHiddenCharacters and removeHiddenCharacters", () => {
  test("each hidden character is replaced whole (an astral one is one character), the rest kept", () => {
    const text = `a\u{e0041}b\u3164c\u200d👍‍👍`;
    expect(replaceHiddenCharacters(text, (char) => `<${hex(char)}>`)).toBe("a<U+E0041>b<U+3164>c<U+200D>👍‍👍");
    expect(removeHiddenCharacters("in\u202evoice\u00ad.pdf\r\n")).toBe("invoice.pdf");
    expect(removeHiddenCharacters("one\ntwo\r", { lineBreaks: true })).toBe("one\ntwo");
  });
});

test("the refusal names the field and says what to do", () => {
  expect(HIDDEN_CHARACTERS_MESSAGE("Message")).toBe("Message contains hidden or control characters; remove them");
});
