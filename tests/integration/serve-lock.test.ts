// One server per data folder (hardening issue, item 3).
import { expect, test } from "bun:test";
import { resolve } from "node:path";
import { claimDataFolder } from "#core/platform/serve-lock";
import { openDatabase, closeDatabase } from "#core/db/db";
import { tempDir } from "../helpers/context";

test("a second claim on a data folder is refused with a clear message until the first is released", () => {
  const dataDir = tempDir();
  const first = claimDataFolder(dataDir);
  expect(() => claimDataFolder(dataDir)).toThrow(`Another aan serve is already using the data folder ${dataDir}`);
  // The CLI works beside the server: the database itself is not locked.
  const db = openDatabase(dataDir);
  expect(db.$client.query("SELECT 1 AS one").get()).toEqual({ one: 1 });
  closeDatabase(db);
  first.release();
  claimDataFolder(dataDir).release();
});

test("the lock dies with its process, even a killed one", async () => {
  const dataDir = tempDir();
  const holder = Bun.spawn(
    [
      process.execPath,
      "-e",
      `const { claimDataFolder } = await import(${JSON.stringify(resolve(import.meta.dir, "../../src/core/platform/serve-lock.ts"))}); globalThis.heldLock = claimDataFolder(${JSON.stringify(dataDir)}); console.log("held"); setInterval(() => {}, 1000);`,
    ],
    { stdout: "pipe", cwd: resolve(import.meta.dir, "../..") },
  );
  const reader = holder.stdout.getReader();
  expect(new TextDecoder().decode((await reader.read()).value)).toContain("held");
  expect(() => claimDataFolder(dataDir)).toThrow("Another aan serve");
  holder.kill("SIGKILL");
  await holder.exited;
  claimDataFolder(dataDir).release();
});
