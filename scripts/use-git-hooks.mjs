// npm's `prepare` step: points git at the tracked hooks in .githooks (the pre-commit hook runs
// lint on the staged files and the unit tests). It only acts inside a git work tree whose top
// is this package, and it never fails: `npm install` / `npm ci` must succeed from a tarball, on a
// machine without git, or in a fresh clone in CI alike.
import { spawnSync } from "node:child_process";
import { existsSync, realpathSync } from "node:fs";
import { join } from "node:path";

const git = (...args) => spawnSync("git", args, { encoding: "utf8" });

try {
  const top = git("rev-parse", "--show-toplevel");
  if (top.status !== 0 || top.error) {
    console.log("not a git work tree: git hooks left alone");
  } else if (realpathSync(top.stdout.trim()) !== realpathSync(process.cwd()) || !existsSync(join(process.cwd(), ".githooks"))) {
    console.log("this package is not the top of its git work tree: git hooks left alone");
  } else if (git("config", "core.hooksPath", ".githooks").status === 0) {
    console.log("git hooks: core.hooksPath = .githooks (pre-commit runs lint and the unit tests)");
  } else {
    console.log("could not set core.hooksPath; the pre-commit hook stays off");
  }
} catch (error) {
  console.log(`git hooks left alone: ${error instanceof Error ? error.message : String(error)}`);
}
