// `aan storage migrate --to s3://…|folder`: moves the documents and message files between the
// data folder and S3-compatible storage, verified and resumable (decision 0135), while no
// `aan serve` holds the data folder.
import type { Command } from "commander";
import { moveDocuments, type MigrationDirection, type MigrationSummary } from "#core/claims/storage-migration";
import { parseObjectStoreUrl } from "#core/platform/object-store-url";
import { formatStorage } from "#shared/upload-limits";
import type { CliRun } from "../cli-run";
import { defineCommand, requiredOption } from "../define-command";
import { UsageError } from "../output";

/** A progress line at every tenth of the way, and the last one. */
const PROGRESS_STEPS = 10;

function directionOf(to: string, env: Readonly<Record<string, string | undefined>>): MigrationDirection {
  if (to === "folder") {
    if (!env.AAN_STORAGE_URL)
      throw new UsageError("--to folder brings the documents back from AAN_STORAGE_URL: set it to the bucket they are in");
    try {
      return { to: "folder", store: parseObjectStoreUrl("AAN_STORAGE_URL", env.AAN_STORAGE_URL, env) };
    } catch (error) {
      throw new UsageError(error instanceof Error ? error.message : String(error));
    }
  }
  if (!to.startsWith("s3://")) throw new UsageError("--to takes s3://bucket/prefix?endpoint=…&region=… or folder");
  try {
    return { to: "s3", store: parseObjectStoreUrl("--to", to, env) };
  } catch (error) {
    throw new UsageError(error instanceof Error ? error.message : String(error));
  }
}

const movedText = (s: MigrationSummary) => `${s.moved} moved (${formatStorage(s.bytes)}), ${s.alreadyThere} there already`;

export function registerStorageCommands(program: Command, run: CliRun) {
  const { out } = run;
  const storage = program.command("storage").description("where documents and message files are kept: move them to a bucket or back");
  defineCommand(storage, run, {
    name: "migrate",
    description:
      "move the documents and message files from the data folder to S3-compatible storage (--to s3://…) or back (--to folder), each verified by size and SHA-256 before its old copy is deleted; resumable; run it while aan serve is stopped",
    options: [
      requiredOption(
        "--to <place>",
        "s3://bucket/prefix?endpoint=…&region=… (keys in the URL or AWS_ACCESS_KEY_ID/AWS_SECRET_ACCESS_KEY), or folder",
      ),
    ],
    audit: "storage.migrate",
    json: "print one JSON document: the counts, and the ids of missing and mismatched documents",
    run: (options: { to: string; json?: boolean }) => {
      const direction = directionOf(options.to, run.env);
      let shown = -1;
      const progress = (done: number, total: number, summary: MigrationSummary) => {
        const step = Math.floor((done / total) * PROGRESS_STEPS);
        if (options.json || (step === shown && done !== total)) return;
        shown = step;
        out.line(`${done} of ${total} documents: ${movedText(summary)}`);
      };
      if (!options.json)
        out.heading(`Moving documents ${direction.to === "s3" ? `to ${direction.store.describe}` : "back to the data folder"}`);
      return moveDocuments(run.context(), run.actor(), direction, progress);
    },
    print: (summary) => {
      out.heading(`Done: ${summary.documents} documents, ${movedText(summary)}`);
      if (summary.missing.length > 0)
        out.line(`${summary.missing.length} document(s) are in neither place: ${summary.missing.join(", ")}`, "notice");
      if (summary.mismatched.length > 0)
        out.line(
          `${summary.mismatched.length} document(s) did not match their copy and were kept where they were; run it again: ${summary.mismatched.join(", ")}`,
          "error",
        );
      out.line(
        summary.to === "s3"
          ? `Start aan serve with AAN_STORAGE_URL=${summary.store}`
          : "Start aan serve without AAN_STORAGE_URL: the documents are in the data folder",
        "notice",
      );
    },
  });
}
