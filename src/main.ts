#!/usr/bin/env bun
// The one entry of `aan`: runs the program (src/cli/program.ts) on this process's streams.
// Exit codes: 0 success, 1 a refused action, 2 bad usage, 70 an unexpected error (a bug).
// `aan serve` answers once the server listens; the server then keeps the process alive.
import { runCli } from "#cli/program";

// `aan … | head` closes the pipe early: that is not an error.
process.stdout.on("error", (error: NodeJS.ErrnoException) => {
  if (error.code === "EPIPE") process.exit(0);
  throw error;
});

process.exitCode = await runCli(process.argv.slice(2), {
  stdout: process.stdout,
  stderr: process.stderr,
  stdin: process.stdin,
  env: process.env,
});
