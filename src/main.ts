#!/usr/bin/env bun
// The one entry of `aan`: runs the program (src/cli/program.ts) on this process's streams.
// Exit codes: 0 success, 1 a refused action, 2 bad usage, 70 an unexpected error (a bug).
// `aan serve` answers once the server listens; the server then keeps the process alive.
// The program is imported only when needed: `aan --version` answers without loading it (issue
// 13: a start within 30 ms).
import { APP_VERSION } from "#core/version";

const args = process.argv.slice(2);

if (args.length === 1 && (args[0] === "--version" || args[0] === "-v")) {
  process.stdout.write(`${APP_VERSION}\n`);
} else {
  // `aan … | head` closes the pipe early: that is not an error.
  process.stdout.on("error", (error: NodeJS.ErrnoException) => {
    if (error.code === "EPIPE") process.exit(0);
    throw error;
  });

  const { runCli } = await import("#cli/program");
  process.exitCode = await runCli(args, {
    stdout: process.stdout,
    stderr: process.stderr,
    stdin: process.stdin,
    env: process.env,
  });
}
