// A real full disk under the compiled binary: its data folder is a small tmpfs, filled to the last
// byte by another file. Every write (an admin's change, sign-ins, changes committed as one group)
// answers 200 while SQLite still has room and 507 once it has none: never a 500, the server keeps
// answering reads, and the refused request succeeds as soon as the filler is removed. Mounting needs root
// (CAP_SYS_ADMIN), which CI has.
import { afterAll, beforeAll, expect, test } from "bun:test";
import { closeSync, existsSync, mkdirSync, openSync, rmSync, writeSync } from "node:fs";
import { join } from "node:path";
import { DISK_FULL_MESSAGE } from "#core/platform/disk-full";
import { setupFields, validCredibilityEntry } from "../helpers/admin-session";
import { call, memberWithDocument, type Answer, type MemberWithDocument } from "../helpers/binary-documents";
import { queryDataDir } from "../helpers/cli";
import { MEMBER_PASSWORD } from "../helpers/member-session";
import { tempDir } from "../helpers/context";
import { REPO_ROOT, startServer, type RunningServer } from "../helpers/server-process";

const BINARY = join(REPO_ROOT, "dist/aan");
const MOUNT_SIZE = "32m";

let mountPoint: string;
let filler: string;
let server: RunningServer;
let world: MemberWithDocument;
let memberUsername: string;

function mountTmpfs(dir: string): void {
  const mounted = Bun.spawnSync(["mount", "-t", "tmpfs", "-o", `size=${MOUNT_SIZE},mode=0700`, "tmpfs", dir]);
  if (mounted.exitCode !== 0) throw new Error(`this test mounts a small tmpfs and needs root: ${mounted.stderr.toString().trim()}`);
}

/** Writes to `file` until the file system refuses (ENOSPC): not one free block is left. */
function fillDisk(file: string): void {
  const fd = openSync(file, "a");
  try {
    for (const size of [1024 * 1024, 4096, 1]) {
      const block = Buffer.alloc(size, 0x5a);
      try {
        for (;;) writeSync(fd, block);
      } catch (error) {
        if ((error as { code?: string }).code !== "ENOSPC") throw error;
      }
    }
  } finally {
    closeSync(fd);
  }
}

beforeAll(async () => {
  if (!existsSync(BINARY)) throw new Error("dist/aan is missing: `npm test` builds it first (npm run build)");
  mountPoint = tempDir("aan-full-disk-");
  mountTmpfs(mountPoint);
  const dataDir = join(mountPoint, "data");
  mkdirSync(dataDir);
  filler = join(mountPoint, "filler");
  server = await startServer({ command: [BINARY], cwd: mountPoint, dataDir, env: { NODE_ENV: undefined, AAN_BACKUP_DIR: undefined } });
  world = await memberWithDocument(server.url);
  const me = await call(server.url, "GET", "/api/auth/user", { cookie: world.memberCookie, headers: world.device });
  memberUsername = (me.json as { user: { username: string } }).user.username;
});

afterAll(async () => {
  await server?.stop();
  if (mountPoint) Bun.spawnSync(["umount", mountPoint]);
});

/** Sends the request until it is refused; every answer before it is a success, the refusal a 507. */
async function untilRefused(send: () => Promise<Answer>): Promise<Answer> {
  for (let attempt = 0; attempt < 300; attempt += 1) {
    const answer = await send();
    if (answer.status !== 200) return answer;
  }
  throw new Error("the disk never filled up");
}

function expectDiskFull(answer: Answer): void {
  expect(answer.status).toBe(507);
  expect(answer.headers.get("retry-after")).toBe("60");
  expect(answer.json).toEqual({ success: false, error: DISK_FULL_MESSAGE, kind: "insufficient_storage" });
}

const writes: Array<[string, () => Promise<Answer>]> = [
  [
    "an admin's change",
    () => call(server.url, "POST", "/api/admin/credibility-entries", { cookie: world.adminCookie, body: validCredibilityEntry() }),
  ],
  [
    "a member's sign-in",
    () =>
      call(server.url, "POST", "/api/auth/login", {
        body: { username: memberUsername, password: MEMBER_PASSWORD },
        headers: world.device,
        cookie: world.memberCookie,
      }),
  ],
  [
    "an admin's sign-in",
    () => call(server.url, "POST", "/api/admin/login", { body: { username: setupFields().username, password: setupFields().password } }),
  ],
];

test.each(writes)(
  "%s on a full disk: 507 with Retry-After, the server still reads, and it succeeds once space returns",
  async (_, send) => {
    fillDisk(filler);
    try {
      expectDiskFull(await untilRefused(send));
      const health = await call(server.url, "GET", "/api/health");
      expect(health.status).toBe(200);
    } finally {
      rmSync(filler, { force: true });
    }
    expect((await send()).status).toBe(200);
    expect(server.process.exitCode).toBeNull();
  },
);

test("changes sent at once on a full disk: each is stored and answered 200, or refused with 507; none 500", async () => {
  const entries = () => queryDataDir<{ n: number }>(join(mountPoint, "data"), "SELECT count(*) AS n FROM credibility_entries")[0]!.n;
  const sendTen = () =>
    Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        call(server.url, "POST", "/api/admin/credibility-entries", {
          cookie: world.adminCookie,
          body: validCredibilityEntry({ contractorName: `Grouped ${i}` }),
        }),
      ),
    );
  fillDisk(filler);
  let refused: Answer[] = [];
  try {
    for (let round = 0; round < 100 && refused.length === 0; round += 1) {
      const before = entries();
      const answers = await sendTen();
      expect(answers.filter((a) => a.status !== 200 && a.status !== 507).map((a) => `${a.status} ${a.text}`)).toEqual([]);
      refused = answers.filter((a) => a.status === 507);
      expect(entries()).toBe(before + answers.length - refused.length);
    }
  } finally {
    rmSync(filler, { force: true });
  }
  expect(refused.length).toBeGreaterThan(0);
  refused.forEach(expectDiskFull);
  expect((await sendTen()).map((a) => a.status)).toEqual(Array(10).fill(200));
});
