// The storage quota's cost (decision 0055): reading what a member's documents take, and the one
// conditional INSERT of an upload, when the member already holds 1,000, 10,000 or 100,000
// documents, against summing their sizes (what the first version did, reading every document
// through user_documents_user_idx). In-process on bun:sqlite, each insert rolled back, so the
// figures leave out the commit's fsync that every upload pays.
// Writes bench/results/storage-quota-latest.json.
//
//   bun bench/storage-quota.ts
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { cliActor } from "#core/actor";
import { insertDocumentsWithinQuota, selectStoredBytes } from "#core/claims/claim-repository";
import { closeDatabase, writeTransaction } from "#core/db/db";
import { createCustomCode } from "#core/invitation-codes/invitation-codes";
import { benchContext, registerBenchMember } from "./bench-seed";

const ROOT = resolve(import.meta.dir, "..");
const SIZES = [1_000, 10_000, 100_000];
const ROUNDS = 200;

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]!;
const µs = (ms: number) => Math.round(ms * 1000);

async function main() {
  const dataDir = mkdtempSync(join(tmpdir(), "aan-bench-quota-"));
  const ctx = benchContext(dataDir);
  const device = { fingerprint: "c".repeat(64), label: "Bench" };
  const { code } = createCustomCode(ctx, cliActor("bench"), { code: "BENCH-QUOTA" });
  await registerBenchMember(ctx, device, {
    invitationCode: code.code,
    username: "quota_member",
    password: "bench-Member-1",
    lastName: "Quota",
    email: "quota@bench.test",
    phone: "(555) 010-0002",
  });
  const userId = (ctx.db.$client.query("SELECT id FROM users WHERE username = 'quota_member'").get() as { id: string }).id;
  const insert = ctx.db.$client.prepare(
    "INSERT INTO user_documents (id, user_id, claim_id, filename, original_filename, file_size, mime_type, file_type, uploaded_at) VALUES (?, ?, NULL, ?, 'photo.jpg', ?, 'image/jpeg', 'jpeg', ?)",
  );
  const results = [];
  let held = 0;
  for (const size of SIZES) {
    ctx.db.$client.transaction(() => {
      for (; held < size; held += 1) {
        const id = crypto.randomUUID();
        insert.run(id, userId, id, 3_000_000, Date.now());
      }
    })();
    const sums: number[] = [];
    const reads: number[] = [];
    const inserts: number[] = [];
    const sum = ctx.db.$client.prepare("SELECT coalesce(sum(file_size), 0) AS bytes FROM user_documents WHERE user_id = ?");
    for (let round = 0; round < ROUNDS; round += 1) {
      let t0 = performance.now();
      sum.get(userId);
      sums.push(performance.now() - t0);
      t0 = performance.now();
      selectStoredBytes(ctx.db, userId);
      reads.push(performance.now() - t0);
      t0 = performance.now();
      try {
        writeTransaction(ctx.db, (tx) => {
          // The same statement an upload runs (claimId null: the bench has no claims).
          insertDocumentsWithinQuota(
            tx,
            { userId, claimId: null as unknown as string },
            [
              {
                id: crypto.randomUUID(),
                filename: "x",
                originalFilename: "x.pdf",
                fileSize: 1000,
                mimeType: "application/pdf",
                fileType: "pdf",
              },
            ],
            Number.MAX_SAFE_INTEGER,
            new Date(),
          );
          inserts.push(performance.now() - t0);
          throw new Error("rolled back");
        });
      } catch {
        // each round leaves the table as it was
      }
    }
    for (const list of [sums, reads, inserts]) list.sort((a, b) => a - b);
    const row = {
      documentsHeld: size,
      summedP50Us: µs(percentile(sums, 0.5)),
      summedP99Us: µs(percentile(sums, 0.99)),
      keptTotalP50Us: µs(percentile(reads, 0.5)),
      keptTotalP99Us: µs(percentile(reads, 0.99)),
      conditionalInsertP50Us: µs(percentile(inserts, 0.5)),
      conditionalInsertP99Us: µs(percentile(inserts, 0.99)),
    };
    console.log(row);
    results.push(row);
  }
  closeDatabase(ctx.db);
  const report = { at: new Date().toISOString(), command: "bun bench/storage-quota.ts", rounds: ROUNDS, results };
  writeFileSync(join(ROOT, "bench/results/storage-quota-latest.json"), JSON.stringify(report, null, 2) + "\n");
}

await main();
