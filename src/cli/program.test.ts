// The CLI's one error handler: what escapes a command becomes a short message and an exit code,
// never a stack trace. 0 help/version, 1 refused (also a busy database or a machine problem),
// 2 bad usage, 70 an unexpected error (a bug).
import { describe, expect, test } from "bun:test";
import { CommanderError } from "commander";
import { writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { DomainError } from "#shared/errors";
import { CliRun } from "./cli-run";
import { EXIT_BUG, UsageError } from "./output";
import { reportFailure, runCli } from "./program";

function capture() {
  const stream = { text: "", isTTY: false, write: (chunk: string) => (stream.text += chunk) };
  return stream;
}

function report(error: unknown) {
  const stdout = capture();
  const stderr = capture();
  const exitCode = reportFailure(error, new CliRun({ stdout, stderr, env: {} }));
  return { exitCode, stdout: stdout.text, stderr: stderr.text };
}

const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });

describe("reportFailure", () => {
  test.each([
    ["a refusal from core", 1, new DomainError("conflict", "Code VIP-7 already exists"), "Code VIP-7 already exists\n"],
    ["a usage error", 2, new UsageError("--status must be one of unused, used"), "--status must be one of unused, used\n"],
    ["SQLITE_BUSY", 1, withCode("database is locked", "SQLITE_BUSY"), "database busy, try again\n"],
    ["SQLITE_BUSY_SNAPSHOT", 1, withCode("database is locked", "SQLITE_BUSY_SNAPSHOT"), "database busy, try again\n"],
    ["'database is locked' without a code", 1, new Error("database is locked"), "database busy, try again\n"],
    [
      "a folder without rights",
      1,
      withCode("EACCES: permission denied, mkdir '/srv/aan'", "EACCES"),
      "aan: EACCES: permission denied, mkdir '/srv/aan'\n",
    ],
    ["a full disk", 1, withCode("database or disk is full", "SQLITE_FULL"), "aan: database or disk is full\n"],
    [
      "a port in use",
      1,
      withCode("Failed to start server. Is port 3000 in use?", "EADDRINUSE"),
      "aan: Failed to start server. Is port 3000 in use?\n",
    ],
  ] as Array<[string, number, unknown, string]>)("%s → exit %i", (_name, exitCode, error, stderr) => {
    expect(report(error)).toEqual({ exitCode, stdout: "", stderr });
  });

  test("an unexpected error: a one-line bug banner with the message's first line, exit 70, no stack", () => {
    const error = new TypeError("Cannot read properties of undefined (reading 'id')\nsecond line");
    error.stack = `${error.message}\n    at listCodes (/src/core/codes.ts:12:5)`;
    const result = report(error);
    expect(result.exitCode).toBe(EXIT_BUG);
    expect(result.stderr).toBe(
      "aan: unexpected error: Cannot read properties of undefined (reading 'id'). This is a bug; please report it.\n",
    );
  });

  test("something thrown that is not an Error is a bug too", () => {
    expect(report("weird")).toEqual({
      exitCode: 70,
      stdout: "",
      stderr: "aan: unexpected error: weird. This is a bug; please report it.\n",
    });
  });

  test("a bug's message is escaped for the terminal", () => {
    expect(report(new Error("bad \x1b[2J thing")).stderr).toContain("bad \\x1b[2J thing");
  });

  test.each([
    ["commander.helpDisplayed", 0],
    ["commander.version", 0],
    ["commander.help", 2],
    ["commander.unknownCommand", 2],
    ["commander.unknownOption", 2],
    ["commander.missingArgument", 2],
  ])("commander's %s → exit %i (commander printed the text itself)", (code, exitCode) => {
    expect(report(new CommanderError(1, code, "(printed)"))).toEqual({ exitCode, stdout: "", stderr: "" });
  });
});

describe("runCli", () => {
  test("a data dir that is a file: one line naming the problem, exit 1", async () => {
    const file = join(tmpdir(), `aan-not-a-folder-${crypto.randomUUID()}`);
    writeFileSync(file, "");
    const stdout = capture();
    const stderr = capture();
    const exitCode = await runCli(["codes", "list", "--data-dir", file], { stdout, stderr, env: {} });
    expect(exitCode).toBe(1);
    expect(stderr.text).toStartWith("aan: ");
    expect(stderr.text.trimEnd().split("\n")).toHaveLength(1);
    expect(stderr.text).toContain(file);
    expect(stdout.text).toBe("");
  });

  test("`aan serve --port abc` is bad usage naming the port", async () => {
    const stdout = capture();
    const stderr = capture();
    expect(await runCli(["serve", "--port", "abc"], { stdout, stderr, env: {} })).toBe(2);
    expect(stderr.text).toBe("Invalid port: abc\n");
  });

  test("a bad PORT in the environment is bad usage, not a crash", async () => {
    const stdout = capture();
    const stderr = capture();
    expect(await runCli(["healthcheck"], { stdout, stderr, env: { PORT: "99999" } })).toBe(2);
    expect(stderr.text).toBe("Invalid port: 99999\n");
  });
});
