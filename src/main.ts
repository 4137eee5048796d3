#!/usr/bin/env bun
// The one entry of `aan`: runs the program (src/cli/program.ts) on this process's streams.
// Exit codes: 0 success, 1 a refused action, 2 bad usage, 70 an unexpected error (a bug).
// `aan serve` answers once the server listens; the server then keeps the process alive.
// The program is imported only when needed: `aan --version` answers without loading it (issue
// 13: a start within 30 ms).
import { writeSync } from "node:fs";
import { APP_VERSION } from "#core/version";

const args = process.argv.slice(2);

if (args.length === 1 && (args[0] === "--version" || args[0] === "-v")) {
  writeSync(1, `${APP_VERSION}\n`);
} else {
  const [{ runCli }, { processIo }] = await Promise.all([import("#cli/program"), import("#cli/process-io")]);
  process.exitCode = await runCli(args, processIo());
}
