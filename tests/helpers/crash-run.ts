// Crash safety under write load: start `aan serve`, sign in, keep several writers creating custom
// codes, SIGKILL the server mid-load, start it again on the same folder, and so on. Afterwards
// every code whose creation was acknowledged (HTTP 200) must be in the database, and SQLite's
// integrity_check must pass. Used by the e2e suite (a few kills) and bench (twenty).
import { Database } from "bun:sqlite";
import { join } from "node:path";
import { tempDir } from "./context";
import { startServer, type RunningServer } from "./server-process";

export type CrashRunReport = { kills: number; acknowledged: number; missing: string[]; integrity: string };

const PASSWORD = "crash-Test-Pass1";

async function signedIn(server: RunningServer): Promise<string> {
  const login = await fetch(`${server.url}/api/admin/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ username: "crasher", password: PASSWORD }),
  });
  if (login.status !== 200) throw new Error(`login failed: ${login.status} ${await login.text()}`);
  return login.headers.getSetCookie()[0]!.split(";")[0]!;
}

export async function crashRun(options: { command: string[]; cwd?: string; kills: number; loadMs: number; writers?: number }): Promise<CrashRunReport> {
  const dataDir = join(tempDir("aan-crash-"), "data");
  const acknowledged: string[] = [];
  let serial = 0;
  let server = await startServer({ command: options.command, cwd: options.cwd, dataDir });
  const setup = await fetch(`${server.url}/api/admin/setup`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ username: "crasher", fullName: "Crash Tester", password: PASSWORD, confirmPassword: PASSWORD }),
  });
  if (setup.status !== 200) throw new Error(`setup failed: ${setup.status}`);

  for (let round = 0; round < options.kills; round++) {
    const cookie = await signedIn(server);
    let running = true;
    const writer = async () => {
      while (running) {
        const code = `CRASH-${round}-${serial++}`;
        try {
          const res = await fetch(`${server.url}/api/admin/invitation-codes`, {
            method: "POST",
            headers: { "content-type": "application/json", cookie },
            body: JSON.stringify({ code }),
          });
          if (res.status === 200) acknowledged.push(code);
        } catch {
          // The connection died with the server: this write was never acknowledged.
        }
      }
    };
    const writers = Array.from({ length: options.writers ?? 4 }, writer);
    await Bun.sleep(options.loadMs);
    server.process.kill("SIGKILL");
    await server.process.exited;
    running = false;
    await Promise.all(writers);
    server = await startServer({ command: options.command, cwd: options.cwd, dataDir });
  }
  await server.stop();

  const db = new Database(join(dataDir, "aan.db"), { readonly: true });
  const stored = new Set((db.query("SELECT code FROM invitation_codes").all() as Array<{ code: string }>).map((r) => r.code));
  const integrity = (db.query("PRAGMA integrity_check").get() as { integrity_check: string }).integrity_check;
  db.close();
  return { kills: options.kills, acknowledged: acknowledged.length, missing: acknowledged.filter((c) => !stored.has(c)), integrity };
}
