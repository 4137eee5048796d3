// Log lines to a destination that may be full (a pipe nobody reads), without ever waiting for it.
// A line goes out at once when nothing waits before it, so a crash loses nothing already logged;
// when the destination is full, lines wait in one bounded buffer, in order, and are written as it
// takes them again (drain). A line that does not fit is dropped whole and counted, and the next
// line written after drops is preceded by a notice that says how many were lost.

/**
 * Writes what it can of `data` without waiting: the bytes it took (a pipe may take part of it),
 * 0 when it is full for now, -1 when it failed (gone, broken, out of space).
 */
export type Destination = (data: string | Uint8Array) => number;

export type BoundedLineWriter = {
  /** Writes one line (ending in a newline) now, or after the lines that wait, or drops it. */
  write(text: string): void;
  /** Writes what waits while the destination takes it, then any drop notice; the bytes written. */
  drain(): number;
  /** Bytes waiting for the destination. */
  waitingBytes(): number;
  /** Lines dropped since the start. */
  droppedLines(): number;
};

export function createBoundedLineWriter(options: {
  destination: Destination;
  capacityBytes: number;
  /** The line that tells the reader `count` lines were lost. */
  dropNotice: (count: number) => string;
  /** Called when lines start waiting (nothing waited before): time to plan a drain. */
  onWaiting?: () => void;
}): BoundedLineWriter {
  const { destination, capacityBytes, dropNotice, onWaiting } = options;
  // The waiting bytes are buffer[start, end); lineEnds[firstLine…] are where each waiting line
  // ends, so that whole lines are counted when the destination fails. Allocated at the first wait.
  let buffer: Buffer | undefined;
  let start = 0;
  let end = 0;
  let lineEnds: number[] = [];
  let firstLine = 0;
  let dropped = 0;
  let unreported = 0;

  const waiting = () => end - start;

  function forgetWaiting() {
    start = end = firstLine = 0;
    lineEnds = [];
  }

  /** Puts `bytes` at the end of the buffer when it fits; false otherwise. */
  function enqueue(bytes: string | Uint8Array, size: number): boolean {
    if (waiting() + size > capacityBytes) return false;
    buffer ??= Buffer.allocUnsafe(capacityBytes);
    if (end + size > capacityBytes) {
      // Move what waits to the front: the buffer is one block, compacted when its end is reached.
      buffer.copy(buffer, 0, start, end);
      lineEnds = lineEnds.slice(firstLine).map((at) => at - start);
      firstLine = 0;
      end -= start;
      start = 0;
    }
    const wasEmpty = start === end;
    if (typeof bytes === "string") buffer.write(bytes, end);
    else buffer.set(bytes, end);
    end += size;
    lineEnds.push(end);
    if (wasEmpty) onWaiting?.();
    return true;
  }

  /** Writes `text` now when nothing waits, else after what waits; false when it is lost. */
  function put(text: string): boolean {
    const size = Buffer.byteLength(text);
    if (waiting() > 0) return enqueue(text, size);
    const taken = destination(text);
    if (taken < 0) return false;
    if (taken >= size) return true;
    if (taken === 0) return enqueue(text, size);
    // Part of the line is out: the rest must follow, or the reader gets half a line.
    const rest = Buffer.from(text).subarray(taken);
    return enqueue(rest, rest.byteLength);
  }

  function drop() {
    dropped++;
    unreported++;
  }

  /**
   * Puts the drop notice before a line of `sizeAfter` bytes: when lines wait, only if the line
   * fits after it too (else both would be dropped again at once).
   */
  function putNotice(sizeAfter: number): boolean {
    const notice = dropNotice(unreported);
    if (waiting() > 0 && waiting() + Buffer.byteLength(notice) + sizeAfter > capacityBytes) return false;
    if (!put(notice)) return false;
    unreported = 0;
    return true;
  }

  return {
    write(text) {
      if (unreported > 0 && !putNotice(Buffer.byteLength(text))) return drop();
      if (!put(text)) drop();
    },
    drain() {
      let written = 0;
      while (buffer && start < end) {
        const taken = destination(buffer.subarray(start, end));
        if (taken === 0) break;
        if (taken < 0) {
          // The destination failed: what waits cannot be written anywhere.
          const lost = lineEnds.length - firstLine;
          dropped += lost;
          unreported += lost;
          forgetWaiting();
          break;
        }
        written += taken;
        start += taken;
        while (firstLine < lineEnds.length && lineEnds[firstLine]! <= start) firstLine++;
      }
      if (start === end) forgetWaiting();
      if (unreported > 0 && start === end) putNotice(0);
      return written;
    },
    waitingBytes: waiting,
    droppedLines: () => dropped,
  };
}
