// A newcomer's `npm install` / `npm ci` prints no warning: every package the lockfile installs
// runs on the Node floor that package.json's `engines.node` names (npm warns EBADENGINE for each
// one that does not, as ink 8 and its helpers did on Node 20), and every package with an install
// script is named in package.json's allowScripts (npm asks about the others). The lockfile is what
// `npm ci` installs, so it is read here rather than node_modules.
import { describe, expect, test } from "bun:test";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { REPO_ROOT } from "../helpers/cli";

type LockEntry = { name?: string; version?: string; engines?: { node?: string }; hasInstallScript?: boolean };
const manifest = JSON.parse(readFileSync(join(REPO_ROOT, "package.json"), "utf8")) as {
  engines: { node: string };
  allowScripts: Record<string, boolean>;
};
const lock = JSON.parse(readFileSync(join(REPO_ROOT, "package-lock.json"), "utf8")) as { packages: Record<string, LockEntry> };

/** The installed packages: every lockfile entry but the project itself (""). */
const installed = Object.entries(lock.packages)
  .filter(([path]) => path !== "")
  .map(([path, entry]) => ({ path, name: entry.name ?? path.slice(path.lastIndexOf("node_modules/") + "node_modules/".length), entry }));

/** The oldest Node that package.json admits: its `engines.node` is a single `>=` floor. */
function nodeFloor(range: string): string {
  const floor = /^>=\s*(\d+)(?:\.(\d+))?(?:\.(\d+))?$/.exec(range.trim());
  if (!floor) throw new Error(`package.json engines.node should be one ">=" floor, not "${range}"`);
  return `${floor[1]}.${floor[2] ?? 0}.${floor[3] ?? 0}`;
}

describe("npm install on the Node floor", () => {
  const floor = nodeFloor(manifest.engines.node);

  test("the floor is Node 20.19: fresh machines here have Node 20", () => {
    expect(floor).toBe("20.19.0");
  });

  test("every installed package's engines.node admits the floor (no EBADENGINE warning)", () => {
    const refusing = installed
      .filter(({ entry }) => entry.engines?.node !== undefined && !Bun.semver.satisfies(floor, entry.engines.node))
      .map(({ path, entry }) => `${path}@${entry.version} needs node ${entry.engines!.node}`);
    expect(refusing).toEqual([]);
  });

  test("the check tells a floor that is too old: ink 8 (node >=22) would be refused", () => {
    expect(Bun.semver.satisfies(floor, ">=22")).toBe(false);
    expect(Bun.semver.satisfies(floor, "^12.20.0 || ^14.13.1 || >=16.0.0")).toBe(true);
  });

  test("ink is a version whose whole tree runs on the floor (6.8.0; ink 7 and 8 need Node 22)", () => {
    expect(lock.packages["node_modules/ink"]?.version).toBe("6.8.0");
  });

  test("every package with an install script is named in allowScripts (no install-script warning)", () => {
    const withScripts = installed.filter(({ entry }) => entry.hasInstallScript);
    expect(withScripts.length).toBeGreaterThan(0); // the lockfile records them (bun, esbuild)
    expect(withScripts.filter(({ name }) => !(name in manifest.allowScripts)).map(({ path }) => path)).toEqual([]);
  });
});
