// `aan serve`'s replica (AAN_REPLICA_URL, decision 0125): Litestream's `replicate` on the
// database, run as a child the server supervises. It starts before the first request, is started
// again with a growing pause when it dies, and is stopped after the database is closed, so the
// last write is copied before it goes. Its log lines are read for the replica's health (a segment
// or snapshot written, an error) and passed on to the server's log.
import type { Subprocess } from "bun";
import type { AppContext } from "#core/context";
import { databasePath } from "#core/db/db";
import { findLitestream, LITESTREAM_NOT_FOUND } from "#core/platform/litestream";
import { noteReplicaSync, replicaStatusOf, type ReplicaStatus } from "#core/platform/replica-status";

const FIRST_PAUSE_MS = 1000;
const LONGEST_PAUSE_MS = 60_000;
/** How long a start waits for Litestream to say it replicates before the server goes on without it. */
const START_WAIT_MS = 10_000;
/** How long a stop waits for Litestream's last copy before it is killed. */
const STOP_WAIT_MS = 15_000;

export type Replication = { status: ReplicaStatus; stop(): Promise<void> };

/** Starts the supervised Litestream; resolves once it replicates (or after START_WAIT_MS, still trying). */
export async function startReplication(ctx: AppContext): Promise<Replication | null> {
  const status = replicaStatusOf(ctx.config);
  if (!status) return null;
  const program = findLitestream(ctx.config);
  if (!program) throw new Error(LITESTREAM_NOT_FOUND);
  const database = databasePath(ctx.config.dataDir);
  let child: Subprocess<"ignore", "ignore", "pipe"> | null = null;
  let stopping = false;
  let pause = FIRST_PAUSE_MS;
  let retry: ReturnType<typeof setTimeout> | undefined;
  const { promise: replicating, resolve: nowReplicating } = Promise.withResolvers<void>();

  const read = (line: string) => {
    if (/\b(snapshot written|wal segment written)\b/.test(line)) {
      noteReplicaSync(status, new Date());
      // It copies again: the next death starts its pauses from the first.
      pause = FIRST_PAUSE_MS;
    } else if (/\breplicating to\b/.test(line)) nowReplicating();
    else if (/\bERROR\b|level=ERROR/.test(line)) {
      status.errors += 1;
      status.lastError = line.slice(0, 500);
      ctx.log.error("replica_error", { line: line.slice(0, 500) });
    }
  };

  const launch = () => {
    const started = Bun.spawn([program, "replicate", database, ctx.config.replicaUrl!], {
      stdin: "ignore",
      stdout: "ignore",
      stderr: "pipe",
    });
    child = started;
    status.running = true;
    void (async () => {
      const decoder = new TextDecoder();
      let rest = "";
      const reader = started.stderr.getReader();
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        rest += decoder.decode(value, { stream: true });
        const lines = rest.split("\n");
        rest = lines.pop()!;
        for (const line of lines) read(line);
      }
    })().catch(() => undefined);
    void started.exited.then((code) => {
      status.running = false;
      if (stopping) return;
      status.restarts += 1;
      ctx.log.error("replica_stopped", { code, restartInMs: pause });
      retry = setTimeout(launch, pause);
      pause = Math.min(pause * 2, LONGEST_PAUSE_MS);
    });
  };

  launch();
  ctx.log.info("replica_started", { place: status.place, program });
  await Promise.race([replicating, Bun.sleep(START_WAIT_MS)]);
  return {
    status,
    async stop() {
      stopping = true;
      clearTimeout(retry);
      const running = child as Subprocess | null;
      if (!running || running.exitCode !== null) return;
      // SIGTERM: Litestream copies what the WAL still holds, then exits.
      running.kill("SIGTERM");
      const late = setTimeout(() => running.kill("SIGKILL"), STOP_WAIT_MS);
      await running.exited;
      clearTimeout(late);
    },
  };
}
