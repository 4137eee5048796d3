// The compiled binary killed with SIGKILL under write load (codes and document uploads), three
// times: no acknowledged write is lost, every document row has its file and every file its row,
// and the database passes integrity_check (hardening issue, proofs). The full-size run (20 kills)
// is `bun bench/hardening.ts crash`.
import { expect, test } from "bun:test";
import { existsSync } from "node:fs";
import { join } from "node:path";
import { crashRun } from "../helpers/crash-run";
import { REPO_ROOT } from "../helpers/server-process";

const BINARY = join(REPO_ROOT, "dist/aan");

test("3 SIGKILLs under write and upload load: every acknowledged write is there, files and rows agree, integrity ok", async () => {
  if (!existsSync(BINARY)) throw new Error("dist/aan is missing: `npm test` builds it first (npm run build)");
  const report = await crashRun({ command: [BINARY], kills: 3, loadMs: 300 });
  expect(report.acknowledged).toBeGreaterThan(10);
  expect(report.missing).toEqual([]);
  expect(report.documentsAcknowledged).toBeGreaterThan(0);
  expect(report.documentsMissing).toEqual([]);
  expect(report.filesWithoutRow).toEqual([]);
  expect(report.rowsWithoutFile).toEqual([]);
  expect(report.integrity).toBe("ok");
}, 60_000);
