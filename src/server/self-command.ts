// The command that runs this same program, for the scheduled backups: the compiled binary, or bun
// with the program's entry script.
import { resolve } from "node:path";

export const selfCommand = (): string[] =>
  Bun.isStandaloneExecutable ? [process.execPath] : [process.execPath, resolve(import.meta.dir, "../main.ts")];
