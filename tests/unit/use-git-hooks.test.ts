// npm's `prepare` step (scripts/use-git-hooks.mjs) turns on the tracked pre-commit hook, and must
// never fail `npm install` / `npm ci`: not outside a git work tree, not without git, not when the
// package is a folder inside someone else's repository.
import { afterEach, describe, expect, test } from "bun:test";
import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";

const script = resolve(import.meta.dir, "../../scripts/use-git-hooks.mjs");
// npm runs `prepare` with node; its absolute path lets one test hide git from PATH.
const node = Bun.which("node") ?? "node";
const folders: string[] = [];

/** A scratch folder that git will not walk up out of (so it is no work tree unless we make one). */
function scratch(): string {
  const folder = mkdtempSync(join(tmpdir(), "aan-hooks-"));
  folders.push(folder);
  return folder;
}

/**
 * The environment without git's own variables: under a git hook (the pre-commit hook runs these
 * tests) GIT_DIR and GIT_INDEX_FILE name the real repository, and a `git init` in a scratch folder
 * would re-initialise that repository instead.
 */
const withoutGitVariables = (): NodeJS.ProcessEnv =>
  Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith("GIT_")));
const gitEnv = (folder: string) => ({ ...withoutGitVariables(), GIT_CEILING_DIRECTORIES: dirname(folder) });

function git(folder: string, ...args: string[]) {
  return spawnSync("git", args, { cwd: folder, encoding: "utf8", env: gitEnv(folder) });
}

/** Runs the prepare step the way npm does: from the package folder. */
function prepare(packageFolder: string, env: NodeJS.ProcessEnv) {
  return spawnSync(node, [script], { cwd: packageFolder, encoding: "utf8", env });
}

afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

describe("the prepare step", () => {
  test("sets core.hooksPath to .githooks at the top of a git work tree", () => {
    const folder = scratch();
    git(folder, "init", "-q");
    mkdirSync(join(folder, ".githooks"));
    const run = prepare(folder, gitEnv(folder));
    expect(run.status).toBe(0);
    expect(git(folder, "config", "core.hooksPath").stdout.trim()).toBe(".githooks");
  });

  test("succeeds and changes nothing outside a git work tree", () => {
    const folder = scratch();
    mkdirSync(join(folder, ".githooks"));
    const run = prepare(folder, gitEnv(folder));
    expect(run.status).toBe(0);
    expect(run.stdout).toContain("not a git work tree");
  });

  test("succeeds on a machine without git", () => {
    const folder = scratch();
    const run = prepare(folder, { ...gitEnv(folder), PATH: join(folder, "no-tools-here") });
    expect(run.status).toBe(0);
    expect(run.stdout).toContain("git hooks left alone");
  });

  test("leaves the hooks of an enclosing repository alone", () => {
    const folder = scratch();
    git(folder, "init", "-q");
    const packageFolder = join(folder, "vendor", "aan");
    mkdirSync(join(packageFolder, ".githooks"), { recursive: true });
    const run = prepare(packageFolder, gitEnv(folder));
    expect(run.status).toBe(0);
    expect(git(folder, "config", "core.hooksPath").status).not.toBe(0);
  });
});
