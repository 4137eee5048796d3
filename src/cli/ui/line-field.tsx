// A text field's line as the terminal shows it: the value (masked for a password, escaped) with
// the cursor drawn as an inverse cell; and a one-line input that edits with typed-keys.ts.
import { Text } from "ink";
import { useRef, useState } from "react";
import { escapeForTerminal } from "../terminal-text";
import { theme } from "./theme";
import { editLine, lineAtEnd, moveCursor, typedKeys, type LineState } from "./typed-keys";
import { useKeys } from "./use-keys";

export function LineField({ line, mask = false, focused = true }: { line: LineState; mask?: boolean; focused?: boolean }) {
  const shown = (text: string) => (mask ? "*".repeat([...text].length) : escapeForTerminal(text));
  if (!focused) return <Text color={theme.text}>{shown(line.value)}</Text>;
  const before = line.value.slice(0, line.cursor);
  const [atCursor = " ", ...after] = [...line.value.slice(line.cursor)];
  return (
    <Text color={theme.text}>
      {shown(before)}
      <Text inverse>{atCursor === " " ? " " : shown(atCursor)}</Text>
      {shown(after.join(""))}
    </Text>
  );
}

/**
 * A one-line input: every key of a write in its order, so "abc\r" types abc and then submits.
 * What follows an Enter in the same write is not for this input and is dropped.
 */
export function LineInput({ value, onChange, onSubmit }: { value: string; onChange(value: string): void; onSubmit(): void }) {
  const [line, setLine] = useState(() => lineAtEnd(value));
  const now = useRef(line);
  useKeys((input, key) => {
    let at = moveCursor(now.current, key);
    let submitted = false;
    for (const typed of typedKeys(input, key)) {
      if (typed.kind === "enter") {
        submitted = true;
        break;
      }
      at = editLine(at, typed);
    }
    now.current = at;
    setLine(at);
    if (at.value !== value) onChange(at.value);
    if (submitted) onSubmit();
  });
  return <LineField line={line.value === value ? line : lineAtEnd(value)} />;
}
