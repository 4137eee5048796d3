// An upload request is all or nothing, through app.handle on a file database: a disk that fills
// while the files are written (an injected writer that fails with ENOSPC, as node:fs reports it)
// answers 507 with Retry-After, keeps no row and no file, and the same upload succeeds once space
// returns; a write that first meets another connection's lock is tried again with its files
// still there; files get their final names only after the COMMIT; and the start-up sweep makes
// the uploads folder agree with the rows. The real full disk (tmpfs) is tests/e2e/full-disk-uploads.
import { Database } from "bun:sqlite";
import { beforeAll, describe, expect, test } from "bun:test";
import { existsSync, mkdirSync, readdirSync, renameSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { Writable } from "node:stream";
import { recoverUploads } from "#core/claims/upload-recovery";
import { databasePath } from "#core/db/db";
import { DISK_FULL_MESSAGE } from "#core/platform/disk-full";
import { createApp } from "#server/app";
import { countRows, createSignedInAdmin, type SignedInAdmin } from "../helpers/admin-session";
import { makeTestContext, tempDir } from "../helpers/context";
import type { Member } from "../helpers/member-session";
import { memberWithFiledClaim } from "../helpers/member-filed-claim";
import { pdfOf } from "../helpers/raw-uploads";

let admin: SignedInAdmin;
let member: Member;
let claimId: string;
let app: ReturnType<typeof createApp>;
/** Bytes the injected disk still takes; Infinity: a disk with room. */
let diskRoom = Infinity;

/** An ENOSPC as node:fs's write stream reports it. */
function noSpace(): NodeJS.ErrnoException {
  return Object.assign(new Error("ENOSPC: no space left on device, write"), { code: "ENOSPC", errno: -28, syscall: "write" });
}

/** A file on a disk of `diskRoom` bytes: writes past it fail as a full disk's do. */
function fileOnSmallDisk(path: string): Writable {
  const real = Bun.file(path).writer();
  return new Writable({
    // Answered a moment later, as node:fs answers from its thread pool: a failure can come after
    // the whole body has been read.
    write(chunk: Uint8Array, _encoding, callback) {
      diskRoom -= chunk.byteLength;
      const full = diskRoom < 0;
      if (!full) real.write(chunk);
      setTimeout(() => callback(full ? noSpace() : null), 2);
    },
    final(callback) {
      void Promise.resolve(real.end()).then(() => callback(), callback);
    },
    destroy(error, callback) {
      void Promise.resolve(real.end()).then(
        () => callback(error),
        () => callback(error),
      );
    },
  });
}

beforeAll(async () => {
  const dataDir = tempDir();
  const ctx = { ...makeTestContext({ dataDir }), openUploadFile: fileOnSmallDisk };
  admin = await createSignedInAdmin({ ctx });
  app = admin.app;
  ({ member, claimId } = await memberWithFiledClaim(admin));
});

const FIVE_FILES = Array.from({ length: 5 }, (_, n) => ({ name: `page-${n}.pdf`, bytes: pdfOf(200_000) }));

function upload(files: Array<{ name: string; bytes: Uint8Array }>) {
  const form = new FormData();
  for (const f of files) form.append("files", new Blob([f.bytes as Uint8Array<ArrayBuffer>]), f.name);
  return app.handle(
    new Request(`http://localhost/api/claims/${claimId}/documents`, {
      method: "POST",
      body: form,
      headers: { cookie: member.cookie, ...member.device },
    }),
  );
}

const folder = () => join(admin.ctx.config.dataDir, "uploads", member.id);
const filesOnDisk = () => (existsSync(folder()) ? readdirSync(folder()).sort() : []);
const documentRows = () => countRows(admin.ctx, "SELECT count(*) AS n FROM user_documents");
const documentIds = () =>
  (admin.ctx.db.$client.query("SELECT id FROM user_documents ORDER BY id").all() as Array<{ id: string }>).map((r) => r.id);

describe("a disk that fills during the upload", () => {
  test("5 files, room for 2: 507 with Retry-After, no row, no file; the same upload succeeds once space returns", async () => {
    const [rowsBefore, filesBefore] = [documentRows(), filesOnDisk()];
    diskRoom = 2.5 * 200_000;
    const full = await upload(FIVE_FILES);
    expect(full.status).toBe(507);
    expect(full.headers.get("retry-after")).toBe("60");
    expect(await full.json()).toEqual({ success: false, error: DISK_FULL_MESSAGE, kind: "insufficient_storage" });
    expect(documentRows()).toBe(rowsBefore);
    expect(filesOnDisk()).toEqual(filesBefore);

    diskRoom = Infinity;
    const again = await upload(FIVE_FILES);
    expect(again.status).toBe(200);
    expect(((await again.json()) as { message: string }).message).toBe("5 document(s) uploaded");
    expect(documentRows()).toBe(rowsBefore + 5);
    expect(filesOnDisk()).toEqual(documentIds());
  });

  test("full from the first byte: 507, and the server's next request is answered", async () => {
    diskRoom = 0;
    const full = await upload(FIVE_FILES.slice(0, 1));
    expect(full.status).toBe(507);
    diskRoom = Infinity;
    expect((await admin.request("GET", "/api/health")).status).toBe(200);
    expect(filesOnDisk()).toEqual(documentIds());
  });
});

describe("files and rows", () => {
  test("a write that meets another connection's lock is tried again, its files still there, and kept", async () => {
    const other = new Database(databasePath(admin.ctx.config.dataDir));
    other.run("BEGIN IMMEDIATE");
    const sent = upload(FIVE_FILES.slice(0, 2));
    await Bun.sleep(150);
    other.run("COMMIT");
    other.close();
    const reply = await sent;
    expect(reply.status).toBe(200);
    expect(filesOnDisk()).toEqual(documentIds());
  });

  test("a refused upload (one file of a refused type) keeps no file of it", async () => {
    const before = filesOnDisk();
    const reply = await upload([FIVE_FILES[0]!, { name: "page.gif", bytes: new TextEncoder().encode("GIF89a....") }]);
    expect(reply.status).toBe(415);
    expect(filesOnDisk()).toEqual(before);
  });

  test("the start-up sweep: a .part with a row is completed, a .part or a final file without one removed", () => {
    const [committed] = documentIds();
    const dir = folder();
    // As a crash between the COMMIT and the rename leaves it.
    renameSync(join(dir, committed!), join(dir, `${committed}.part`));
    writeFileSync(join(dir, "0b0e3f54-1111-4a4a-9c9c-000000000001.part"), "never committed");
    writeFileSync(join(dir, "0b0e3f54-1111-4a4a-9c9c-000000000002"), "renamed, row rolled back");
    mkdirSync(join(admin.ctx.config.dataDir, "uploads", "gone-member"), { recursive: true });
    writeFileSync(join(admin.ctx.config.dataDir, "uploads", "gone-member", "stray"), "a deleted member's file");
    expect(recoverUploads(admin.ctx)).toEqual({ completed: 1, removedParts: 1, removedOrphans: 2 });
    expect(filesOnDisk()).toEqual(documentIds());
    expect(readdirSync(join(admin.ctx.config.dataDir, "uploads", "gone-member"))).toEqual([]);
  });
});
