// Crash and loss with a replica, on the compiled binary (decision 0136): one round of
// tests/helpers/replica-crash.ts (bench/replica-crash.ts runs twenty). Invitation codes written
// over HTTP and by `aan codes create` processes for 4 s, then the server, its Litestream and the
// CLI writer SIGKILLed at once, the data folder deleted, `aan restore --from-replica` into a new
// one: integrity ok, every write acknowledged more than 2 s before the kill there, and `aan serve`
// starts on the restored folder.
import { afterAll, expect, test } from "bun:test";
import { existsSync, rmSync } from "node:fs";
import { dirname, join } from "node:path";
import { CRASH_ADMIN, replicaCrashRound } from "../helpers/replica-crash";
import { REPO_ROOT, startServer, type RunningServer } from "../helpers/server-process";

const BINARY = join(REPO_ROOT, "dist/aan");
const running: RunningServer[] = [];
const folders: string[] = [];
afterAll(async () => {
  for (const server of running) await server.stop().catch(() => undefined);
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

test("the machine goes under HTTP and CLI writes: the replica restores every write acknowledged 2 s before", async () => {
  if (!existsSync(BINARY)) throw new Error("dist/aan is missing: run `npm run build` first");
  const round = await replicaCrashRound({ command: [BINARY], writeMs: 4000 });
  folders.push(dirname(round.restoredDir));
  expect(round.integrity).toBe("ok");
  expect(round.acknowledged.http).toBeGreaterThan(0);
  expect(round.acknowledged.cli).toBeGreaterThan(0);
  expect(round.due).toBeGreaterThan(0);
  expect(round.missingDue).toEqual([]);
  expect(round.lossWindowMs).toBeLessThanOrEqual(2000);

  // The restored folder serves: the admin set up before the crash signs in.
  const again = await startServer({ command: [BINARY], dataDir: round.restoredDir });
  running.push(again);
  const login = await fetch(`${again.url}/api/admin/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ username: CRASH_ADMIN.username, password: CRASH_ADMIN.password }),
  });
  expect(login.status).toBe(200);
}, 90_000);
