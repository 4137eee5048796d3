// What a person typed into a text field, in order. Over a slow link (SSH) a terminal hands over
// several keys in one write, "Jane\rDoe\r" or "vipp\x7f-one": Ink reports such a chunk as one
// input with no key flag set, so Enter and Backspace inside it must be found here, each at its
// place between the letters, rather than typed into the value.
import type { Key } from "ink";

export type TypedKey = { kind: "text"; text: string } | { kind: "enter" } | { kind: "backspace" };

/** The typing keys of one input event: text runs, Enter and Backspace in the order they came. */
export function typedKeys(input: string, key: Key): TypedKey[] {
  if (key.return) return [{ kind: "enter" }];
  if (key.backspace || key.delete) return [{ kind: "backspace" }];
  if (key.ctrl || key.meta || key.escape || key.tab) return [];
  const keys: TypedKey[] = [];
  let text = "";
  const flush = () => {
    if (text) keys.push({ kind: "text", text });
    text = "";
  };
  for (const character of input) {
    if (character === "\r" || character === "\n") {
      flush();
      keys.push({ kind: "enter" });
    } else if (character === "\u007f" || character === "\b") {
      flush();
      keys.push({ kind: "backspace" });
    } else if (character >= " ") text += character;
  }
  flush();
  return keys;
}

/** A line being edited: its text and where the cursor stands in it. */
export type LineState = { value: string; cursor: number };

export const lineAtEnd = (value: string): LineState => ({ value, cursor: value.length });

/** One key applied to a line: text goes in at the cursor, Backspace takes the character before it. */
export function editLine(line: LineState, typed: Exclude<TypedKey, { kind: "enter" }>): LineState {
  const before = line.value.slice(0, line.cursor);
  const after = line.value.slice(line.cursor);
  if (typed.kind === "text") return { value: before + typed.text + after, cursor: line.cursor + typed.text.length };
  if (!before) return line;
  const kept = [...before].slice(0, -1).join("");
  return { value: kept + after, cursor: kept.length };
}

/** ← and → move the cursor within the line. */
export function moveCursor(line: LineState, key: Key): LineState {
  if (key.leftArrow) return { ...line, cursor: Math.max(0, line.cursor - 1) };
  if (key.rightArrow) return { ...line, cursor: Math.min(line.value.length, line.cursor + 1) };
  return line;
}
