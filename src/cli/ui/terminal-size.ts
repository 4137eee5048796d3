// The terminal's size, followed as it changes: the dashboard fills the screen, so it draws again
// with the new size when the window is resized (the terminal sends SIGWINCH; Node and Bun turn it
// into a 'resize' event on stdout). The size is read as an external store, which React draws at
// once when it changes (a state update from the event would wait for a default-priority render).
import { useStdout } from "ink";
import { useMemo, useSyncExternalStore } from "react";

export type TerminalSize = { columns: number; rows: number };

/** A stream without a size (not a terminal) counts as the classic 80×24. */
export const terminalSizeOf = (stdout: Pick<NodeJS.WriteStream, "columns" | "rows">): TerminalSize => ({
  columns: stdout.columns || 80,
  rows: stdout.rows || 24,
});

export function useTerminalSize(): TerminalSize {
  const { stdout } = useStdout();
  const size = useMemo(() => {
    let last = terminalSizeOf(stdout);
    return {
      subscribe(changed: () => void) {
        stdout.on("resize", changed);
        return () => {
          stdout.off("resize", changed);
        };
      },
      // The same object while the size is the same, as React asks of a store's reading.
      read() {
        const now = terminalSizeOf(stdout);
        if (now.columns !== last.columns || now.rows !== last.rows) last = now;
        return last;
      },
    };
  }, [stdout]);
  return useSyncExternalStore(size.subscribe, size.read);
}
