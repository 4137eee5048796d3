// A real full disk under the compiled binary: its data folder on an 8 MB tmpfs (mounted here, so
// the test runs as root), filled by a filler file to the byte. An upload that does not fit is
// answered 507 with Retry-After and leaves no row and no file; the server stays up; once the
// filler is gone the same upload is stored whole.
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { closeSync, existsSync, ftruncateSync, openSync, readdirSync, rmSync, writeSync } from "node:fs";
import { join } from "node:path";
import { DISK_FULL_MESSAGE } from "#core/platform/disk-full";
import { tempDir } from "../helpers/context";
import { memberWithClaim, type Uploader } from "../helpers/member-with-claim";
import { pdfOf } from "../helpers/raw-uploads";
import { REPO_ROOT, startServer, type RunningServer } from "../helpers/server-process";

const BINARY = join(REPO_ROOT, "dist/aan");
const mountPoint = tempDir("aan-full-disk-");
const filler = join(mountPoint, "filler");
let mounted = false;
let server: RunningServer;
let uploader: Uploader;

function run(command: string[]) {
  const out = Bun.spawnSync(command, { stderr: "pipe" });
  if (out.exitCode !== 0) throw new Error(`${command.join(" ")}: ${out.stderr.toString()}`);
}

beforeAll(async () => {
  run(["mount", "-t", "tmpfs", "-o", "size=8m", "tmpfs", mountPoint]);
  mounted = true;
  server = await startServer({ command: [BINARY], dataDir: join(mountPoint, "data") });
  uploader = await memberWithClaim(server.url);
});

afterAll(async () => {
  try {
    await server?.stop();
  } finally {
    if (mounted) run(["umount", mountPoint]);
  }
});

/** Fills the tmpfs to the last byte, then gives `room` bytes back. */
function fillDisk(room: number) {
  const fd = openSync(filler, "w");
  const chunk = new Uint8Array(64 * 1024);
  let written = 0;
  try {
    for (;;) written += writeSync(fd, chunk);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOSPC") throw error;
  }
  ftruncateSync(fd, Math.max(0, written - room));
  closeSync(fd);
}

const files = (count: number, size: number) => Array.from({ length: count }, (_, n) => ({ name: `page-${n}.pdf`, bytes: pdfOf(size) }));

function upload(files: Array<{ name: string; bytes: Uint8Array }>) {
  const form = new FormData();
  for (const f of files) form.append("files", new Blob([f.bytes as Uint8Array<ArrayBuffer>]), f.name);
  return fetch(`${uploader.url}/api/claims/${uploader.claimId}/documents`, { method: "POST", headers: uploader.headers, body: form });
}

const filesOnDisk = () => {
  const folder = join(server.dataDir, "uploads", uploader.userId);
  return existsSync(folder) ? readdirSync(folder).sort() : [];
};
async function documentIds(): Promise<string[]> {
  const res = await fetch(`${uploader.url}/api/claims/${uploader.claimId}`, { headers: uploader.headers });
  const body = (await res.json()) as { documents: Array<{ id: string }> };
  return body.documents.map((d) => d.id).sort();
}

async function refusedAsFull(files: Array<{ name: string; bytes: Uint8Array }>) {
  const [idsBefore, filesBefore] = [await documentIds(), filesOnDisk()];
  const full = await upload(files);
  expect(full.status).toBe(507);
  expect(full.headers.get("retry-after")).toBe("60");
  expect(await full.json()).toEqual({ success: false, error: DISK_FULL_MESSAGE, kind: "insufficient_storage" });
  expect(server.process.exitCode).toBeNull();
  expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
  expect(await documentIds()).toEqual(idsBefore);
  expect(filesOnDisk()).toEqual(filesBefore);
}

async function storedOnceSpaceReturns(files: Array<{ name: string; bytes: Uint8Array }>) {
  rmSync(filler);
  const again = await upload(files);
  expect(again.status).toBe(200);
  expect(((await again.json()) as { message: string }).message).toBe(`${files.length} document(s) uploaded`);
  expect(filesOnDisk()).toEqual(await documentIds());
}

describe("a full disk under the data folder", () => {
  test.each([
    // The case: some files fit, the rest did not, and the answer was 200 for the ones that did.
    ["5 files of 100 KB, 200 KB left", files(5, 100_000), 200_000],
    ["5 files of 300 KB, 600 KB left", files(5, 300_000), 600_000],
    ["5 files of 1 KB, no room at all", files(5, 1000), 0],
    // The file fits; the database's commit (its WAL growing) does not.
    ["1 file of 1 KB, one page left", files(1, 1000), 4096],
  ])(
    "%s: 507, no row, no file, the server up; all stored once space returns",
    async (_name, sent, room) => {
      fillDisk(room);
      await refusedAsFull(sent);
      await storedOnceSpaceReturns(sent);
    },
    30_000,
  );
});
