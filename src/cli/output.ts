// Terminal output: green on black when stdout is a TTY (and NO_COLOR is unset), plain otherwise.
// Errors go to stderr with exit code 1 (refused) or 2 (bad usage).
import { DomainError } from "#shared/errors";

export const EXIT_REFUSED = 1;
export const EXIT_USAGE = 2;

export class UsageError extends Error {}

export function colorEnabled(stream: NodeJS.WriteStream = process.stdout): boolean {
  return Boolean(stream.isTTY) && !process.env.NO_COLOR;
}

const paint = (code: string) => (text: string, stream: NodeJS.WriteStream = process.stdout) =>
  colorEnabled(stream) ? `\x1b[${code}m${text}\x1b[0m` : text;

export const green = paint("32");
export const brightGreen = paint("92;1");
export const amber = paint("33");
export const red = paint("31");
export const dim = paint("2");

export function printJson(value: unknown): void {
  process.stdout.write(JSON.stringify(value, null, 2) + "\n");
}

export function printLine(text = ""): void {
  process.stdout.write(green(text) + "\n");
}

export function printHeading(text: string): void {
  process.stdout.write(brightGreen(text) + "\n");
}

/** A fixed-width table; long cells are cut with an ellipsis so rows stay on one line. */
export function printTable(columns: Array<{ title: string; width?: number }>, rows: Array<Array<string | null | undefined>>): void {
  const widths = columns.map((c, i) =>
    Math.min(c.width ?? 40, Math.max(c.title.length, ...rows.map((r) => (r[i] ?? "").length))),
  );
  const cell = (text: string, width: number) => (text.length > width ? text.slice(0, width - 1) + "…" : text.padEnd(width));
  printHeading(columns.map((c, i) => cell(c.title, widths[i]!)).join("  ").trimEnd());
  printLine(widths.map((w) => "─".repeat(w)).join("  "));
  for (const row of rows) printLine(columns.map((_, i) => cell(row[i] ?? "", widths[i]!)).join("  ").trimEnd());
}

export function fail(message: string, exitCode = EXIT_REFUSED): never {
  process.stderr.write(red(message, process.stderr) + "\n");
  process.exit(exitCode);
}

/** Runs a command's work; a refusal from core prints its message and exits 1. */
export async function runCommand(work: () => unknown | Promise<unknown>): Promise<void> {
  try {
    await work();
  } catch (error) {
    if (error instanceof DomainError) fail(error.message, EXIT_REFUSED);
    if (error instanceof UsageError) fail(error.message, EXIT_USAGE);
    throw error;
  }
}

export const dateText = (iso: string | null | undefined) => (iso ? iso.replace("T", " ").slice(0, 16) + " UTC" : "");
