// Stored text shown on a terminal: every control, bidi and invisible format character becomes a
// visible escape; JSON stays valid and equal once parsed; CSV cells cannot start a formula.
import { describe, expect, test } from "bun:test";
import { spreadsheetSafeCell } from "./commands/codes";
import { escapeForTerminal, formValuesForTerminal, jsonForTerminal } from "./terminal-text";

/** Any character a terminal may act on or hide, apart from the line break. */
const RAW_UNSAFE = /[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u00ad\u200b-\u200f\u202a-\u202e\u2028\u2029\u2060-\u2069\ufeff]/u;

describe("escapeForTerminal", () => {
  test.each([
    ["ESC of a colour sequence", "\x1b[31mred", "\\x1b[31mred"],
    ["a window title (OSC … BEL)", "\x1b]0;owned\x07", "\\x1b]0;owned\\x07"],
    ["clear screen and cursor up", "a\x1b[2J\x1b[1A", "a\\x1b[2J\\x1b[1A"],
    ["NUL, backspace, carriage return", "a\x00b\bc\rd", "a\\x00b\\x08c\\x0dd"],
    ["newline and tab inside a cell", "one\ntwo\tthree", "one\\x0atwo\\x09three"],
    ["DEL", "x\x7fy", "x\\x7fy"],
    ["C1 CSI (U+009B) and NEL (U+0085)", "\u009b2J\u0085", "\\x9b2J\\x85"],
    ["right-to-left override", "\u202egnp.exe", "\\u{202e}gnp.exe"],
    [
      "every bidi control",
      "\u200e\u200f\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069",
      "\\u{200e}\\u{200f}\\u{202a}\\u{202b}\\u{202c}\\u{202d}\\u{202e}\\u{2066}\\u{2067}\\u{2068}\\u{2069}",
    ],
    ["zero-width space, word joiner, BOM, soft hyphen", "a\u200bb\u2060c\ufeffd\u00ade", "a\\u{200b}b\\u{2060}c\\u{feff}d\\xade"],
    ["line and paragraph separators", "a\u2028b\u2029c", "a\\u{2028}b\\u{2029}c"],
    ["a tag character (astral)", "a\u{e0041}b", "a\\u{e0041}b"],
    ["a lone surrogate", "a\ud800b", "a\\u{d800}b"],
    [
      "blank fillers and the combining grapheme joiner (letters and marks that draw nothing)",
      "a\u3164b\u2800c\u034fd\u115fe\u1160f\uffa0g",
      "a\\u{3164}b\\u{2800}c\\u{34f}d\\u{115f}e\\u{1160}f\\u{ffa0}g",
    ],
    ["a private-use character", "a\ue000b", "a\\u{e000}b"],
    ["a zero-width joiner between letters", "a\u200db", "a\\u{200d}b"],
  ])("%s", (_name, text, shown) => {
    expect(escapeForTerminal(text)).toBe(shown);
    expect(escapeForTerminal(text)).not.toMatch(RAW_UNSAFE);
  });

  test("ordinary text is unchanged: accents, CJK, emoji, punctuation, backslashes", () => {
    for (const text of ["Zoë Ångström", "東京 Ωmega", "🏠 roof ✔", "👨‍👩‍👧 🏳️‍🌈", "(555) 123-4567 · $52,000.50 → …", "C:\\path\\x1b"]) {
      expect(escapeForTerminal(text)).toBe(text);
    }
  });

  test("keepLineBreaks keeps \\n (a message of several lines) and escapes the rest", () => {
    expect(escapeForTerminal("line 3: bad\x1b[2J\nline 4: \u202eworse", { keepLineBreaks: true })).toBe(
      "line 3: bad\\x1b[2J\nline 4: \\u{202e}worse",
    );
    expect(escapeForTerminal("a\r\nb", { keepLineBreaks: true })).toBe("a\\x0d\nb");
  });

  test("escaping twice changes nothing more", () => {
    const once = escapeForTerminal("\x1b[2J\u202e\n");
    expect(escapeForTerminal(once)).toBe(once);
  });
});

describe("jsonForTerminal", () => {
  const hostile = {
    actor: "anonymous:\x1b]0;owned\x07",
    code: "\u202eTXT.EXE",
    more: ["\u009b2J", "\x7f", "\u2028", "\u{e0041}", "\u200b", "\u3164", "\u2800"],
  };

  test("no raw control, bidi or format character, and the same value once parsed", () => {
    const text = jsonForTerminal(hostile);
    expect(text.replace(/\n/g, "")).not.toMatch(RAW_UNSAFE);
    expect(text).toContain("\\u202e");
    expect(text).toContain("\\udb40\\udc41"); // an astral format character as its surrogate pair
    expect(text).toContain('"\\u3164"');
    expect(text).toContain('"\\u2800"');
    expect(JSON.parse(text)).toEqual(hostile);
  });

  test("ordinary values print as JSON.stringify indents them", () => {
    const value = { success: true, codes: ["ABCD-EFGH-JKLM"], name: "Zoë 🏠", n: 3, none: null };
    expect(jsonForTerminal(value)).toBe(JSON.stringify(value, null, 2));
  });
});

describe("spreadsheetSafeCell (CSV export)", () => {
  test.each([
    ['=HYPERLINK("http://evil")', '\'=HYPERLINK("http://evil")'],
    ["+1-555", "'+1-555"],
    ["-2+3", "'-2+3"],
    ["@SUM(A1)", "'@SUM(A1)"],
    ["\t=1", "'\\x09=1"],
    ["\r=1", "'\\x0d=1"],
  ])("%p starts a formula: it gets a leading apostrophe", (value, cell) => {
    expect(spreadsheetSafeCell(value)).toBe(cell);
  });

  test("other cells are kept, with control characters escaped", () => {
    expect(spreadsheetSafeCell("VIP-7")).toBe("VIP-7");
    expect(spreadsheetSafeCell("(555) 123-4567")).toBe("(555) 123-4567");
    expect(spreadsheetSafeCell("a=b")).toBe("a=b");
    expect(spreadsheetSafeCell("EVIL\x1b[31m")).toBe("EVIL\\x1b[31m");
  });
});

describe("formValuesForTerminal", () => {
  test("the fields asked for, escaped, missing and null as empty text", () => {
    expect(formValuesForTerminal({ a: "x\x1b[2J", b: null, c: "kept" }, ["a", "b", "c", "d"] as const)).toEqual({
      a: "x\\x1b[2J",
      b: "",
      c: "kept",
      d: "",
    });
  });
});
