// Keys typed together in one write keep their order: Enter and Backspace among the letters.
import { describe, expect, test } from "bun:test";
import type { Key } from "ink";
import { editLine, lineAtEnd, moveCursor, typedKeys, type LineState } from "./typed-keys";

const NO_KEY = {} as Key;
const type = (line: LineState, input: string) => {
  let at = line;
  for (const typed of typedKeys(input, NO_KEY)) if (typed.kind !== "enter") at = editLine(at, typed);
  return at;
};

describe("typedKeys", () => {
  test("text, Enter and Backspace of one write, in order", () => {
    expect(typedKeys("Jane\rDoe\u007f\u007fe\r", NO_KEY)).toEqual([
      { kind: "text", text: "Jane" },
      { kind: "enter" },
      { kind: "text", text: "Doe" },
      { kind: "backspace" },
      { kind: "backspace" },
      { kind: "text", text: "e" },
      { kind: "enter" },
    ]);
  });

  test("a key Ink named is that key; control characters are not text", () => {
    expect(typedKeys("\r", { ...NO_KEY, return: true })).toEqual([{ kind: "enter" }]);
    expect(typedKeys("", { ...NO_KEY, backspace: true })).toEqual([{ kind: "backspace" }]);
    expect(typedKeys("a\u0007b", NO_KEY)).toEqual([{ kind: "text", text: "ab" }]);
    expect(typedKeys("x", { ...NO_KEY, ctrl: true })).toEqual([]);
  });
});

describe("editLine", () => {
  test("Backspace takes the character before the cursor, whole emoji included; text goes in at the cursor", () => {
    expect(type(lineAtEnd(""), "vipp\u007f-one")).toEqual({ value: "vip-one", cursor: 7 });
    expect(type(lineAtEnd("a😀"), "\u007f")).toEqual({ value: "a", cursor: 1 });
    expect(type(lineAtEnd(""), "\u007f\u007f")).toEqual({ value: "", cursor: 0 });
    const moved = moveCursor(moveCursor(lineAtEnd("acd"), { ...NO_KEY, leftArrow: true }), { ...NO_KEY, leftArrow: true });
    expect(type(moved, "b")).toEqual({ value: "abcd", cursor: 2 });
  });
});
