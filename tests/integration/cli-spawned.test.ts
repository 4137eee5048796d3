// The CLI as a real process (`bun src/main.ts …`): the entry sets the exit code from runCli, writes
// to the real streams, and never prints a stack trace. The rest of the CLI's behaviour is tested
// in-process in cli-commands.test.ts.
import { beforeAll, describe, expect, test } from "bun:test";
import { APP_VERSION } from "#core/platform/version";
import {
  expectColourUnlessNoColor,
  queryDataDir,
  runCli,
  setupDataDir,
  SPAWNED_CLI,
  type CliOptions,
  type CliResult,
} from "../helpers/cli";

const aan = (args: string[], options: CliOptions = {}) => runCli(args, { command: SPAWNED_CLI, ...options });

/** Nothing that looks like a stack frame or the source of a bundled file. */
function expectNoStackTrace(result: CliResult) {
  const output = result.stdout + result.stderr;
  expect(output).not.toMatch(/^\s+at .+[:(]/m);
  expect(output).not.toMatch(/\.ts:\d+|throw new|\^\n/);
}

let dir: string;
beforeAll(async () => {
  dir = await setupDataDir();
});

describe("aan as a process", () => {
  test("a test's `bun src/main.ts` hashes passwords at argon2id's lowest cost (the binary never does: binary-cli.test.ts)", async () => {
    const spawnedDir = await setupDataDir({ command: SPAWNED_CLI });
    const [admin] = queryDataDir<{ password_hash: string }>(spawnedDir, "SELECT password_hash FROM admin_accounts");
    expect(admin!.password_hash).toStartWith("$argon2id$v=19$m=8,t=1,");
  });

  test("--version prints the version and exits 0", async () => {
    const result = await aan(["--version"]);
    expect(result.exitCode).toBe(0);
    expect(result.stdout.trim()).toBe(APP_VERSION);
  });

  test("--help lists the commands on stdout and exits 0", async () => {
    const result = await aan(["--help"]);
    expect(result.exitCode).toBe(0);
    expect(result.stdout).toContain("Usage: aan");
    for (const command of ["serve", "setup", "codes", "credibility", "admin", "audit"]) expect(result.stdout).toContain(command);
  });

  test("a missing subcommand (`aan codes`) prints the usage and exits 2", async () => {
    const result = await aan(["codes"], { dataDir: dir });
    expect(result.exitCode).toBe(2);
    expect(result.stderr).toContain("Usage: aan codes");
  });

  test("a refusal exits 1 with the spec's message on stderr, no colour off a terminal", async () => {
    const result = await aan(["codes", "generate", "--count", "0"], { dataDir: dir });
    expect(result.exitCode).toBe(1);
    expect(result.stderr).toBe("Invalid Count: Please enter a number between 1 and 100\n");
    expect(result.stdout).toBe("");
    expectNoStackTrace(result);
  });

  test("`aan serve --port abc` says the port is invalid and exits 2, without a stack trace", async () => {
    const result = await aan(["serve", "--port", "abc"], { dataDir: dir, timeoutMs: 10_000 });
    expect(result.exitCode).toBe(2);
    expect(result.stderr).toBe("Invalid port: abc\n");
    expectNoStackTrace(result);
  });

  // `script` gives the child a pseudo-terminal: colour there, and none when NO_COLOR is set.
  // util-linux's `script` is part of every Debian (bsdutils is essential).
  const script = Bun.which("script");
  test("on a terminal the output is coloured, and NO_COLOR turns colour off", async () => {
    const command = `${SPAWNED_CLI.join(" ")} codes list --status all`;
    const inTerminal = (env: Record<string, string | undefined>) =>
      runCli(["-q", "-e", "-c", command, "/dev/null"], {
        command: [script ?? "/usr/bin/script"],
        dataDir: dir,
        env: { TERM: "xterm", ...env },
      });
    const [coloured, plain] = await Promise.all([inTerminal({}), inTerminal({ NO_COLOR: "1" })]);
    expectColourUnlessNoColor(coloured, plain);
  });

  // Output is written straight to fd 1 (src/cli/process-io.ts): a reader that goes away early
  // (`aan … | head`) ends the run quietly with 0, as with a stream.
  test("a pipe closed before the output is written ends the run with 0 and nothing on stderr", async () => {
    const command = `set -o pipefail; ${SPAWNED_CLI.join(" ")} codes list --status all --data-dir '${dir}' | true`;
    const result = await runCli(["-c", command], { command: ["/bin/bash"] });
    expect(result.stderr).toBe("");
    expect(result.exitCode).toBe(0);
  });

  test("a refusal written to a pipe keeps stdout and stderr apart", async () => {
    const result = await aan(["codes", "list", "--status", "nope"], { dataDir: dir });
    expect(result.exitCode).toBe(2);
    expect(result.stdout).toBe("");
    expect(result.stderr).toContain("--status must be one of");
  });
});
