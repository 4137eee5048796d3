// Migrations run once, under a lock: many processes starting together on an empty data folder
// all come up, and the database ends with each migration applied exactly once.
import { expect, test } from "bun:test";
import { readdirSync } from "node:fs";
import { join, resolve } from "node:path";
import { tempDir } from "../helpers/context";

const REPO_ROOT = resolve(import.meta.dir, "../..");
const OPENER = join(REPO_ROOT, "tests/fixtures/open-database.ts");
const MIGRATION_COUNT = readdirSync(join(REPO_ROOT, "db/migrations")).filter((f) => f.endsWith(".sql")).length;

test("32 processes opening one empty data folder at once: all succeed, every migration applied once", async () => {
  const dataDir = tempDir();
  const children = Array.from({ length: 32 }, () =>
    Bun.spawn([process.execPath, OPENER, dataDir], { cwd: REPO_ROOT, stdout: "pipe", stderr: "pipe" }),
  );
  const results = await Promise.all(
    children.map(async (child) => ({
      code: await child.exited,
      out: (await new Response(child.stdout).text()).trim(),
      err: await new Response(child.stderr).text(),
    })),
  );
  for (const r of results) expect({ code: r.code, err: r.err }).toEqual({ code: 0, err: "" });
  expect(results.map((r) => r.out)).toEqual(Array(32).fill(String(MIGRATION_COUNT)));
});
