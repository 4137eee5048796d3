// bin/aan, the operator's fast path from the clone (decision 0102): the compiled dist/aan while it
// is newer than every source file, else the sources through node_modules' Bun; no Node, no npm.
// Run in a copy of the clone's layout whose binary and Bun only say which of them ran.
import { describe, expect, test } from "bun:test";
import { copyFileSync, mkdirSync, utimesSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { REPO_ROOT } from "../helpers/cli";
import { tempDir } from "../helpers/context";

const script = (said: string) => `#!/bin/sh\necho "${said} $*"\n`;

function cloneLayout() {
  const root = tempDir("aan-fast-path-");
  for (const folder of ["bin", "dist", "src", "db/migrations", "node_modules/.bin"]) mkdirSync(join(root, folder), { recursive: true });
  copyFileSync(join(REPO_ROOT, "bin/aan"), join(root, "bin/aan"));
  writeFileSync(join(root, "src/main.ts"), "");
  writeFileSync(join(root, "db/migrations/0001.sql"), "");
  writeFileSync(join(root, "node_modules/.bin/bun"), script("sources"), { mode: 0o755 });
  return root;
}

/** Sets a file's times `seconds` from now. */
const age = (path: string, seconds: number) => {
  const at = new Date(Date.now() + seconds * 1000);
  utimesSync(path, at, at);
};

const run = (root: string, ...args: string[]) => {
  const result = Bun.spawnSync([join(root, "bin/aan"), ...args], { stdout: "pipe", stderr: "pipe" });
  return { exitCode: result.exitCode, stdout: result.stdout.toString().trim() };
};

describe("bin/aan", () => {
  test("runs the compiled binary, with every argument, while it is newer than every source", () => {
    const root = cloneLayout();
    writeFileSync(join(root, "dist/aan"), script("compiled"), { mode: 0o755 });
    for (const source of ["src/main.ts", "db/migrations/0001.sql"]) age(join(root, source), -60);
    expect(run(root, "codes", "list", "--status", "used")).toEqual({ exitCode: 0, stdout: "compiled codes list --status used" });
  });

  test("runs the sources through node_modules' Bun once a source or a migration is newer, or with no binary", () => {
    const root = cloneLayout();
    expect(run(root, "--version").stdout).toBe(`sources ${join(root, "src/main.ts")} --version`);
    writeFileSync(join(root, "dist/aan"), script("compiled"), { mode: 0o755 });
    age(join(root, "src/main.ts"), -60);
    age(join(root, "db/migrations/0001.sql"), 60);
    expect(run(root, "--version").stdout).toBe(`sources ${join(root, "src/main.ts")} --version`);
    age(join(root, "db/migrations/0001.sql"), -60);
    age(join(root, "src/main.ts"), 60);
    expect(run(root, "--version").stdout).toBe(`sources ${join(root, "src/main.ts")} --version`);
  });

  test("the clone's own bin/aan answers as the CLI does", () => {
    const result = Bun.spawnSync([join(REPO_ROOT, "bin/aan"), "--version"], { stdout: "pipe" });
    expect(result.exitCode).toBe(0);
    expect(result.stdout.toString().trim()).toMatch(/^\d+\.\d+\.\d+$/);
  });
});
