// Runs the `aan` CLI: in-process through runCli (fast; stdout and stderr captured, stdin a given
// text that is never a terminal), or as a real process when a command is given (the compiled
// binary, `script` for a pseudo-terminal, SPAWNED_CLI for `bun src/main.ts`). Prepares data dirs
// with `aan setup`, and opens a data dir's database for assertions.
import { Database } from "bun:sqlite";
import { expect } from "bun:test";
import { resolve } from "node:path";
import { databasePath } from "#core/db/db";
import { TEST_PASSWORD_COST_VARIABLE } from "#core/security/password-hasher";
import { runCli as runCliInProcess } from "../../src/cli/program";
import { tempDir } from "./context";

export const REPO_ROOT = resolve(import.meta.dir, "../..");
export const MAIN = resolve(REPO_ROOT, "src/main.ts");
/** `bun src/main.ts`: the CLI as its own process. */
export const SPAWNED_CLI = [process.execPath, MAIN];
/** The OS user every CLI run runs as: its audit actor is `cli:tester`. */
export const CLI_USER = "tester";
export const CLI_ACTOR = `cli:${CLI_USER}`;
export const ROOT_USERNAME = "root";
export const ROOT_FULL_NAME = "Root Admin";
export const ROOT_PASSWORD = "secret12";

export type CliResult = {
  exitCode: number;
  stdout: string;
  stderr: string;
  /** stdout parsed as the one JSON document of `--json`. */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read any answer's fields and let their assertions check them
  json(): any;
};

export type CliOptions = {
  /** Passed as AAN_DATA_DIR (so the argument list stays exactly as given). */
  dataDir?: string;
  /** The text on stdin; without it stdin is empty (/dev/null for a process). Never a terminal. */
  stdin?: string;
  /** Extra environment; a value of undefined removes the variable. */
  env?: Record<string, string | undefined>;
  /** Run this process instead of the in-process CLI (e.g. the compiled binary, SPAWNED_CLI). */
  command?: string[];
  /** The working directory of a spawned command. */
  cwd?: string;
  /** Fails the test when the run takes longer (a hang). */
  timeoutMs?: number;
  /** In-process only: stdout claims to be a terminal (colours on, as with `script`). */
  stdoutIsTerminal?: boolean;
};

function cliEnv(options: CliOptions): Record<string, string> {
  // The lowest argon2id cost for the passwords the run hashes (bun test runs with NODE_ENV=test;
  // the compiled binary ignores it: commandLineHasher).
  const env: Record<string, string | undefined> = {
    ...process.env,
    USER: CLI_USER,
    LOGNAME: CLI_USER,
    [TEST_PASSWORD_COST_VARIABLE]: "1",
  };
  // Nothing from the calling shell may change the actor, the data dir or the colours.
  for (const name of ["SUDO_USER", "AAN_DATA_DIR", "NO_COLOR", "FORCE_COLOR", "PORT"]) delete env[name];
  if (options.dataDir) env.AAN_DATA_DIR = options.dataDir;
  for (const [name, value] of Object.entries(options.env ?? {})) {
    if (value === undefined) delete env[name];
    else env[name] = value;
  }
  return Object.fromEntries(Object.entries(env).filter((e): e is [string, string] => e[1] !== undefined));
}

function resultOf(args: string[], exitCode: number, stdout: string, stderr: string): CliResult {
  return {
    exitCode,
    stdout,
    stderr,
    json() {
      try {
        return JSON.parse(stdout);
      } catch {
        throw new Error(`aan ${args.join(" ")} did not print JSON (exit ${exitCode}):\n${stdout}\n${stderr}`);
      }
    },
  };
}

/** A stream that keeps what is written to it. */
function capture(isTTY = false) {
  const stream = {
    text: "",
    isTTY,
    write(chunk: string) {
      stream.text += chunk;
      return true;
    },
  };
  return stream;
}

async function runInProcess(args: string[], options: CliOptions): Promise<CliResult> {
  const stdout = capture(options.stdoutIsTerminal);
  const stderr = capture();
  const run = runCliInProcess(args, { stdout, stderr, stdin: options.stdin ?? "", env: cliEnv(options) });
  const timeoutMs = options.timeoutMs ?? 20_000;
  let timer: Timer | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`aan ${args.join(" ")} did not finish within ${timeoutMs} ms; stderr: ${stderr.text}`)),
      timeoutMs,
    );
  });
  try {
    const exitCode = await Promise.race([run, timeout]);
    return resultOf(args, exitCode, stdout.text, stderr.text);
  } finally {
    clearTimeout(timer);
  }
}

async function runSpawned(command: string[], args: string[], options: CliOptions): Promise<CliResult> {
  const child = Bun.spawn([...command, ...args], {
    cwd: options.cwd ?? REPO_ROOT,
    env: cliEnv(options),
    stdin: options.stdin === undefined ? "ignore" : Buffer.from(options.stdin),
    stdout: "pipe",
    stderr: "pipe",
    timeout: options.timeoutMs ?? 20_000,
    killSignal: "SIGKILL",
  });
  const [stdout, stderr, exitCode] = await Promise.all([
    new Response(child.stdout).text(),
    new Response(child.stderr).text(),
    child.exited,
  ]);
  if (child.signalCode) throw new Error(`aan ${args.join(" ")} was killed (${child.signalCode}); stderr: ${stderr}`);
  return resultOf(args, exitCode, stdout, stderr);
}

export function runCli(args: string[], options: CliOptions = {}): Promise<CliResult> {
  return options.command ? runSpawned(options.command, args, options) : runInProcess(args, options);
}

/** Fails with the process's output when it did not exit 0; answers the result otherwise. */
export async function runCliOk(args: string[], options: CliOptions = {}): Promise<CliResult> {
  const result = await runCli(args, options);
  if (result.exitCode !== 0) {
    throw new Error(`aan ${args.join(" ")} exited ${result.exitCode}:\n${result.stdout}\n${result.stderr}`);
  }
  return result;
}

/** A fresh data dir after `aan setup` (super admin root / secret12, 20 codes), in-process unless a command is given. */
export async function setupDataDir(options: { command?: string[]; dataDir?: string } = {}): Promise<string> {
  const dir = options.dataDir ?? tempDir("aan-cli-");
  await runCliOk(["setup", "--username", ROOT_USERNAME, "--full-name", ROOT_FULL_NAME, "--password-stdin", "-d", dir], {
    stdin: `${ROOT_PASSWORD}\n`,
    command: options.command,
  });
  return dir;
}

/** The data dir's database, read-only (WAL lets it read while the CLI or a server writes). */
export function openDataDirDb(dataDir: string): Database {
  const db = new Database(databasePath(dataDir), { readonly: true });
  db.exec("PRAGMA busy_timeout = 5000");
  return db;
}

/** Runs one query on a data dir's database and closes it again. */
export function queryDataDir<T = Record<string, unknown>>(dataDir: string, sql: string, ...params: Array<string | number>): T[] {
  const db = openDataDirDb(dataDir);
  try {
    return db.query(sql).all(...params) as T[];
  } finally {
    db.close();
  }
}

/** A `SELECT count(*) AS n …` on a data dir. */
export function countIn(dataDir: string, sql: string, ...params: Array<string | number>): number {
  return queryDataDir<{ n: number }>(dataDir, sql, ...params)[0]!.n;
}

/** Any ANSI escape sequence (colours, cursor moves). */
export const ANSI = /\u001b\[[0-9;?]*[A-Za-z]/;

/** `aan codes list` on a terminal, run once as is and once with NO_COLOR: colour only in the first. */
export function expectColourUnlessNoColor(coloured: CliResult, plain: CliResult) {
  expect(coloured.exitCode).toBe(0);
  expect(plain.exitCode).toBe(0);
  expect(coloured.stdout).toContain("ACTIVE CODES");
  expect(coloured.stdout).toMatch(ANSI);
  expect(plain.stdout).toContain("ACTIVE CODES");
  expect(plain.stdout).not.toMatch(ANSI);
}
