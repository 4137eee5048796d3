#!/usr/bin/env bun
// The one entry of `aan`: runs the program (src/cli/program.ts) on this process's streams.
// Exit codes: 0 success, 1 a refused action, 2 bad usage, 70 an unexpected error (a bug).
// `aan serve` answers once the server listens; the server then keeps the process alive.
// The program is imported only when needed: `aan --version` answers without loading it (issue
// 13: a start within 30 ms).
import { writeSync } from "node:fs";
import { APP_VERSION } from "#core/platform/version";

// Everything `aan` creates (the database and its journal, uploads, backups, the folders) is its
// owner's alone: members' data is not for other local users to read. Files come out 0600 and
// folders 0700 whatever umask the shell or the service manager started us with.
process.umask(0o077);

const args = process.argv.slice(2);

if (args.length === 1 && (args[0] === "--version" || args[0] === "-v")) {
  writeSync(1, `${APP_VERSION}\n`);
} else {
  const [{ runCli }, { processIo }] = await Promise.all([import("#cli/program"), import("#cli/process-io")]);
  process.exitCode = await runCli(args, processIo());
}
