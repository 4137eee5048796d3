// Crash safety under write load: start `aan serve`, sign in, keep several writers creating custom
// codes and a member uploading documents, SIGKILL the server mid-load, start it again on the same
// folder, and so on. Afterwards every code and every document whose creation was acknowledged
// (HTTP 200) must be in the database, every document row must have its file and every file its
// row (the start-up sweep completes or removes what a kill cut short), and SQLite's
// integrity_check must pass. Used by the e2e suite (a few kills) and bench (twenty).
import { Database } from "bun:sqlite";
import { existsSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { tempDir } from "./context";
import { memberWithClaim, UPLOADS_ADMIN, type Uploader } from "./member-with-claim";
import { pdfOf } from "./raw-uploads";
import { startServer, type RunningServer } from "./server-process";

export type CrashRunReport = {
  kills: number;
  acknowledged: number;
  missing: string[];
  documentsAcknowledged: number;
  documentsMissing: string[];
  filesWithoutRow: string[];
  rowsWithoutFile: string[];
  /** `.part` files found right after the kills, for the start-up sweep to complete or remove. */
  partsAtKills: number;
  integrity: string;
};

async function signedIn(server: RunningServer): Promise<string> {
  const login = await fetch(`${server.url}/api/admin/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ username: UPLOADS_ADMIN.username, password: UPLOADS_ADMIN.password }),
  });
  if (login.status !== 200) throw new Error(`login failed: ${login.status} ${await login.text()}`);
  return login.headers.getSetCookie()[0]!.split(";")[0]!;
}

const filesIn = (folder: string) => (existsSync(folder) ? readdirSync(folder) : []);

/** Sizes of the files one upload carries: one to three, 20-80 KB, so some are mid-write at each kill. */
const UPLOAD_SIZES = [[20_000], [40_000, 60_000], [80_000, 30_000, 50_000]];

export async function crashRun(options: {
  command: string[];
  cwd?: string;
  kills: number;
  loadMs: number;
  writers?: number;
  uploaders?: number;
}): Promise<CrashRunReport> {
  const dataDir = join(tempDir("aan-crash-"), "data");
  const acknowledged: string[] = [];
  const documents: string[] = [];
  let serial = 0;
  let partsAtKills = 0;
  let server = await startServer({ command: options.command, cwd: options.cwd, dataDir });
  const member: Uploader = await memberWithClaim(server.url, "crash_uploader");

  for (let round = 0; round < options.kills; round++) {
    const cookie = await signedIn(server);
    const url = server.url;
    let running = true;
    const writer = async () => {
      while (running) {
        const code = `CRASH-${round}-${serial++}`;
        try {
          const res = await fetch(`${url}/api/admin/invitation-codes`, {
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
    const uploader = async (n: number) => {
      for (let i = n; running; i++) {
        const form = new FormData();
        for (const [k, size] of UPLOAD_SIZES[i % UPLOAD_SIZES.length]!.entries())
          form.append("files", new Blob([pdfOf(size)]), `r${round}-${i}-${k}.pdf`);
        try {
          const res = await fetch(`${url}/api/claims/${member.claimId}/documents`, { method: "POST", headers: member.headers, body: form });
          if (res.status === 200)
            documents.push(...((await res.json()) as { documents: Array<{ id: string }> }).documents.map((d) => d.id));
        } catch {
          // As above: cut off with the server, never acknowledged.
        }
      }
    };
    const load = [
      ...Array.from({ length: options.writers ?? 4 }, writer),
      ...Array.from({ length: options.uploaders ?? 2 }, (_, n) => uploader(n)),
    ];
    await Bun.sleep(options.loadMs);
    server.process.kill("SIGKILL");
    await server.process.exited;
    running = false;
    await Promise.all(load);
    partsAtKills += filesIn(join(dataDir, "uploads", member.userId)).filter((name) => name.endsWith(".part")).length;
    server = await startServer({ command: options.command, cwd: options.cwd, dataDir });
  }
  await server.stop();

  const db = new Database(join(dataDir, "aan.db"), { readonly: true });
  const stored = new Set((db.query("SELECT code FROM invitation_codes").all() as Array<{ code: string }>).map((r) => r.code));
  const rows = db.query("SELECT id, filename FROM user_documents WHERE user_id = ?").all(member.userId) as Array<{
    id: string;
    filename: string;
  }>;
  const integrity = (db.query("PRAGMA integrity_check").get() as { integrity_check: string }).integrity_check;
  db.close();
  const files = filesIn(join(dataDir, "uploads", member.userId));
  const rowIds = new Set(rows.map((r) => r.id));
  const named = new Set(rows.map((r) => r.filename));
  return {
    kills: options.kills,
    acknowledged: acknowledged.length,
    missing: acknowledged.filter((c) => !stored.has(c)),
    documentsAcknowledged: documents.length,
    documentsMissing: documents.filter((id) => !rowIds.has(id)),
    filesWithoutRow: files.filter((name) => !named.has(name)),
    rowsWithoutFile: rows.filter((r) => !files.includes(r.filename)).map((r) => r.id),
    partsAtKills,
    integrity,
  };
}
