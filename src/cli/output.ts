// Terminal output of one CLI run: green on black when the stream is a TTY (and NO_COLOR is unset),
// plain otherwise. Every text goes through escapeForTerminal here, at the one place it is written,
// so no stored string reaches the terminal raw. Exit codes: 0 done, 1 refused, 2 bad usage,
// 70 (sysexits EX_SOFTWARE) an unexpected error, which is a bug.
import { escapeForTerminal, jsonForTerminal } from "./terminal-text";
import { displayWidth, fitToWidth } from "./display-width";

export const EXIT_OK = 0;
export const EXIT_REFUSED = 1;
export const EXIT_USAGE = 2;
export const EXIT_BUG = 70;

/** Bad usage: a missing or malformed flag, a missing terminal. Exit 2, never audited. */
export class UsageError extends Error {}

/** What the CLI writes to: the process's fd 1 and 2 (process-io.ts), or a capture in tests. */
export type OutputStream = {
  write(text: string): unknown;
  isTTY?: boolean;
  columns?: number;
  /** The Node stream behind it, built on demand, for Ink and readline. */
  nodeStream?: () => NodeJS.WriteStream;
};

/** The stream to hand to Ink or readline: the Node stream behind `stream`, or `stream` itself (a test's capture). */
export const nodeStreamOf = (stream: OutputStream) => (stream.nodeStream?.() ?? stream) as NodeJS.WriteStream;
export type Env = Readonly<Record<string, string | undefined>>;

const TONES = { plain: "", text: "32", bright: "92;1", notice: "33", error: "31" } as const;
export type Tone = keyof typeof TONES;

export function colorEnabled(stream: OutputStream, env: Env): boolean {
  return Boolean(stream.isTTY) && !env.NO_COLOR;
}

export type TableColumn = { title: string; width?: number };
export type TableRow = Array<string | null | undefined>;

export function createOutput(stdout: OutputStream, stderr: OutputStream, env: Env) {
  const paint = (stream: OutputStream, tone: Tone, text: string) =>
    TONES[tone] && colorEnabled(stream, env) ? `\x1b[${TONES[tone]}m${text}\x1b[0m` : text;

  const line = (text = "", tone: Tone = "text") => {
    stdout.write(paint(stdout, tone, escapeForTerminal(text)) + "\n");
  };

  return {
    /** One JSON document (`--json`). */
    json(value: unknown) {
      stdout.write(jsonForTerminal(value) + "\n");
    },
    line,
    heading(text: string) {
      line(text, "bright");
    },
    /** A fixed-width table; long cells are cut with an ellipsis so rows stay on one line. */
    table(columns: TableColumn[], rows: TableRow[], rowTone: (index: number) => Tone = () => "text") {
      const texts = rows.map((row) => columns.map((_, i) => escapeForTerminal(row[i] ?? "")));
      // Widths in terminal columns, not characters: a row of Chinese or accented names lines up.
      const widths = columns.map((c, i) =>
        Math.min(c.width ?? 40, Math.max(displayWidth(c.title), ...texts.map((r) => displayWidth(r[i]!)))),
      );
      const join = (cells: string[]) =>
        cells
          .map((text, i) => fitToWidth(text, widths[i]!))
          .join("  ")
          .trimEnd();
      line(join(columns.map((c) => c.title)), "bright");
      line(widths.map((w) => "─".repeat(w)).join("  "));
      texts.forEach((row, index) => line(join(row), rowTone(index)));
    },
    /** Text that is safe already (the CSV export escapes each cell itself). */
    raw(text: string) {
      stdout.write(text);
    },
    /** A refusal or a usage error on stderr; a message may have several lines. */
    error(message: string) {
      stderr.write(paint(stderr, "error", escapeForTerminal(message, { keepLineBreaks: true })) + "\n");
    },
  };
}

export type Output = ReturnType<typeof createOutput>;

export const dateText = (iso: string | null | undefined) => (iso ? iso.replace("T", " ").slice(0, 16) + " UTC" : "");
