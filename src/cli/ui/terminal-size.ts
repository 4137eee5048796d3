// The terminal's size, followed as it changes: the dashboard fills the screen, so it draws again
// with the new size when the window is resized (the terminal sends SIGWINCH; Node and Bun turn it
// into a 'resize' event on stdout).
import { useStdout } from "ink";
import { useEffect, useState } from "react";

export type TerminalSize = { columns: number; rows: number };

/** A stream without a size (not a terminal) counts as the classic 80×24. */
export const terminalSizeOf = (stdout: Pick<NodeJS.WriteStream, "columns" | "rows">): TerminalSize => ({
  columns: stdout.columns || 80,
  rows: stdout.rows || 24,
});

export function useTerminalSize(): TerminalSize {
  const { stdout } = useStdout();
  const [size, setSize] = useState(() => terminalSizeOf(stdout));
  useEffect(() => {
    const resized = () => setSize(terminalSizeOf(stdout));
    stdout.on("resize", resized);
    // A resize between the first frame and this subscription would otherwise be missed.
    resized();
    return () => {
      stdout.off("resize", resized);
    };
  }, [stdout]);
  return size;
}
