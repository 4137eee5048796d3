// The compiled binary started as an operator would, with nothing configured (no NODE_ENV, from a
// shell whose umask lets everyone read): what it creates is its owner's alone (0600 files, 0700
// folders: database, WAL, uploads, backups, the CLI's setup), and a document whose file is gone
// answers 404 in the JSON failure shape with the security headers, logged as 404, never Bun's
// development error page with the data path and the member's id.
import { afterAll, beforeAll, expect, test } from "bun:test";
import { existsSync, readdirSync, rmSync, statSync } from "node:fs";
import { join } from "node:path";
import { SECURITY_HEADERS } from "#server/plugins/security-headers";
import { DOCUMENT_FILE_MISSING } from "#server/routes/claims";
import { call, memberWithDocument, type MemberWithDocument } from "../helpers/binary-documents";
import { runCliOk, setupDataDir } from "../helpers/cli";
import { tempDir } from "../helpers/context";
import { REPO_ROOT, startServer, type RunningServer } from "../helpers/server-process";

const BINARY = join(REPO_ROOT, "dist/aan");
/** bun test sets NODE_ENV=test; an operator's shell sets nothing. */
const NOTHING_CONFIGURED = { NODE_ENV: undefined, AAN_BACKUP_DIR: undefined, AAN_BASE_URL: undefined };

let folder: string;
let dataDir: string;
let server: RunningServer;
let world: MemberWithDocument;
let umaskBefore: number;

beforeAll(async () => {
  if (!existsSync(BINARY)) throw new Error("dist/aan is missing: `npm test` builds it first (npm run build)");
  // The usual shell umask: files it creates would be readable by every local user.
  umaskBefore = process.umask(0o022);
  folder = tempDir("aan-unconfigured-");
  dataDir = join(folder, "data");
  server = await startServer({ command: [BINARY], cwd: folder, dataDir, env: NOTHING_CONFIGURED });
  world = await memberWithDocument(server.url);
});

afterAll(async () => {
  await server?.stop();
  process.umask(umaskBefore);
});

/** Every path under `root` (and root itself) whose mode is not 0700 for a folder or 0600 for a file. */
function notOwnerOnly(root: string): string[] {
  const paths = [root, ...readdirSync(root, { recursive: true, encoding: "utf8" }).map((name) => join(root, name))];
  return paths.flatMap((path) => {
    const stat = statSync(path);
    const mode = stat.mode & 0o777;
    const wanted = stat.isDirectory() ? 0o700 : 0o600;
    return mode === wanted ? [] : [`${path} ${mode.toString(8)}`];
  });
}

test("the database, its WAL, the uploads, a backup and every folder made for them are owner-only", async () => {
  const backupDir = join(folder, "backups", "nightly");
  await runCliOk(["backup", "--to", join(backupDir, "aan-backup.tar.gz")], {
    command: [BINARY],
    cwd: folder,
    dataDir,
    env: NOTHING_CONFIGURED,
  });
  const made = readdirSync(dataDir, { recursive: true, encoding: "utf8" });
  expect(made).toEqual(expect.arrayContaining(["aan.db", "aan.db-wal", "aan.db-shm", "uploads", join("uploads", world.memberId)]));
  expect(readdirSync(join(dataDir, "uploads", world.memberId))).toHaveLength(1);
  expect(notOwnerOnly(dataDir)).toEqual([]);
  expect(readdirSync(backupDir)).toEqual(["aan-backup.tar.gz"]);
  expect(notOwnerOnly(join(folder, "backups"))).toEqual([]);
});

test("`aan setup` on a new folder makes it and its database owner-only", async () => {
  const fresh = join(folder, "fresh", "data");
  await setupDataDir({ command: [BINARY], dataDir: fresh });
  expect(existsSync(join(fresh, "aan.db"))).toBe(true);
  expect(notOwnerOnly(join(folder, "fresh"))).toEqual([]);
});

test("a document whose file is gone: 404 JSON with the security headers to its member and to an admin, logged as 404", async () => {
  const uploads = join(dataDir, "uploads", world.memberId);
  for (const name of readdirSync(uploads)) rmSync(join(uploads, name));
  const answers = [
    await call(server.url, "GET", `/api/documents/${world.documentId}`, { cookie: world.memberCookie, headers: world.device }),
    await call(server.url, "GET", `/api/admin/documents/${world.documentId}`, { cookie: world.adminCookie }),
  ];
  for (const answer of answers) {
    expect(answer.status).toBe(404);
    expect(answer.headers.get("content-type")).toContain("application/json");
    expect(answer.json).toEqual({ success: false, error: DOCUMENT_FILE_MISSING, kind: "not_found" });
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) expect(answer.headers.get(name)).toBe(value);
    expect(answer.text).not.toContain(folder);
    expect(answer.text).not.toContain(world.memberId);
  }
  const logged = () =>
    server.stderrTail.text
      .split("\n")
      .filter((line) => line.startsWith("{"))
      .map((line) => JSON.parse(line) as { event?: string; route?: string; status?: number })
      .filter((line) => line.event === "request" && (line.route === "/api/documents/:id" || line.route === "/api/admin/documents/:id"));
  // The request line is written once the answer has gone out.
  for (let wait = 0; wait < 50 && logged().length < 2; wait += 1) await Bun.sleep(20);
  expect(logged().map((line) => [line.route, line.status])).toEqual([
    ["/api/documents/:id", 404],
    ["/api/admin/documents/:id", 404],
  ]);
});
