// A backup folder inside the data folder shares its disk; beside it, or through a link to elsewhere, it does not.
import { describe, expect, test } from "bun:test";
import { mkdirSync, mkdtempSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { insideDataFolder } from "./backup-place";

describe("insideDataFolder", () => {
  const root = mkdtempSync(join(tmpdir(), "aan-backup-place-"));
  const data = join(root, "data");
  mkdirSync(join(data, "backups"), { recursive: true });
  mkdirSync(join(root, "elsewhere"));
  symlinkSync(join(root, "elsewhere"), join(data, "linked"));

  test("the data folder itself and any folder under it, made yet or not", () => {
    expect(insideDataFolder(data, data)).toBe(true);
    expect(insideDataFolder(join(data, "backups"), data)).toBe(true);
    expect(insideDataFolder(join(data, "not-made", "yet"), data)).toBe(true);
    expect(insideDataFolder(join(root, "elsewhere", "..", "data", "backups"), data)).toBe(true);
  });

  test("beside it, above it, a name that only starts alike, or a link to another folder: not inside", () => {
    expect(insideDataFolder(join(root, "elsewhere"), data)).toBe(false);
    expect(insideDataFolder(root, data)).toBe(false);
    expect(insideDataFolder(`${data}-backups`, data)).toBe(false);
    expect(insideDataFolder(join(data, "linked"), data)).toBe(false);
  });
});
