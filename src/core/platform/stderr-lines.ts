// The server's stderr as a destination for log lines that never blocks the event loop: a pipe or
// socket nobody reads (a stuck log shipper, a paused `docker logs`) costs dropped lines, counted,
// never a stalled request. Lines are written synchronously while stderr takes them; when it is
// full they wait in a bounded buffer (bounded-line-writer.ts), retried on a timer, and whatever
// still waits when the process exits is written then, within a short wait.
import { fstatSync, writeSync } from "node:fs";
import { createBoundedLineWriter, type BoundedLineWriter } from "./bounded-line-writer";

/**
 * What waits for a full stderr: 1 MiB is about 7,000 request lines, sixteen times what a Linux
 * pipe holds itself, so minutes of an office's traffic or a second of the bench's flood ride out
 * a reader's pause, for little beside the idle server's 60 MB; allocated at the first wait only,
 * then kept (a reader that keeps falling behind must not cost an allocation each time).
 */
export const LOG_BUFFER_BYTES = 1024 * 1024;
/** The first retry of a full stderr, and the longest pause between retries while nothing moves. */
const RETRY_FIRST_MS = 10;
const RETRY_LONGEST_MS = 200;
/** How long the process, as it exits, waits in all for a full stderr to take what waits. */
const EXIT_WAIT_MS = 1000;
const EXIT_WAIT_STEP_MS = 10;

const pause = (ms: number) => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);

/**
 * A pipe or socket that stays full must answer EAGAIN rather than hold the write. Bun puts the
 * descriptor in non-blocking mode when it opens a writer on it (as process.stderr does, which
 * would also load node:stream); a terminal or a file is left as it is: they do not stay full.
 */
function makeNonBlocking(fd: number) {
  try {
    const kind = fstatSync(fd);
    if (kind.isFIFO() || kind.isSocket()) Bun.file(fd).writer().unref();
  } catch {
    // A stderr that cannot be inspected is written as it is.
  }
}

/** One write to `fd` that never waits: the bytes taken, 0 when full, -1 when it failed. */
function nonBlockingWrite(fd: number) {
  return (data: string | Uint8Array): number => {
    try {
      return typeof data === "string" ? writeSync(fd, data) : writeSync(fd, data);
    } catch (error) {
      const code = (error as NodeJS.ErrnoException | null)?.code;
      return code === "EAGAIN" || code === "EWOULDBLOCK" ? 0 : -1;
    }
  };
}

export type LineOutput = {
  write(text: string): void;
  /** Writes what waits, waiting briefly for a full stderr (before the process exits). */
  flush(): void;
  droppedLines(): number;
};

/**
 * Log lines to this process's stderr (`fd`, 2 unless a test gives another), `dropNotice` written
 * before the next line after drops. What waits is also written when the process exits, a crash
 * included.
 */
export function openStderrLines(dropNotice: (count: number) => string, fd = 2): LineOutput {
  makeNonBlocking(fd);
  let timer: ReturnType<typeof setTimeout> | undefined;
  let retryMs = RETRY_FIRST_MS;
  let exitWaitLeftMs = EXIT_WAIT_MS;

  const plan = () => {
    // Unreferenced: lines waiting for a reader that never comes must not keep the process alive.
    timer ??= setTimeout(retry, retryMs).unref();
  };
  const retry = () => {
    timer = undefined;
    const moved = lines.drain() > 0;
    if (lines.waitingBytes() === 0) {
      retryMs = RETRY_FIRST_MS;
      return;
    }
    retryMs = moved ? RETRY_FIRST_MS : Math.min(retryMs * 2, RETRY_LONGEST_MS);
    plan();
  };
  const lines: BoundedLineWriter = createBoundedLineWriter({
    destination: nonBlockingWrite(fd),
    capacityBytes: LOG_BUFFER_BYTES,
    dropNotice,
    onWaiting: plan,
  });

  const flush = () => {
    lines.drain();
    while (lines.waitingBytes() > 0 && exitWaitLeftMs > 0) {
      pause(EXIT_WAIT_STEP_MS);
      exitWaitLeftMs -= EXIT_WAIT_STEP_MS;
      lines.drain();
    }
  };
  process.on("exit", flush);
  return { write: lines.write, flush, droppedLines: lines.droppedLines };
}
