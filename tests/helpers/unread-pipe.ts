// A named pipe whose reading end is held here and not read: a child writing to it fills it, as a
// server's stderr fills when its log shipper is stuck (Bun.spawn's "pipe" is always read by the
// parent, so it never fills). readUntil reads it later, without ever waiting on it.
import { constants, openSync, readSync } from "node:fs";
import { join } from "node:path";
import { tempDir } from "./context";

/** `reader`: the reading end, opened non-blocking; `writer`: the writing end, to give a child. */
export function unreadPipe(): { reader: number; writer: number } {
  const path = join(tempDir("aan-unread-pipe-"), "pipe");
  if (Bun.spawnSync(["mkfifo", path]).exitCode !== 0) throw new Error("mkfifo failed");
  const reader = openSync(path, constants.O_RDONLY | constants.O_NONBLOCK);
  const writer = openSync(path, constants.O_WRONLY);
  return { reader, writer };
}

/** Reads the pipe's `reader` until `done` holds for all the text read (or every writer closed it). */
export async function readUntil(reader: number, done: (text: string) => boolean): Promise<string> {
  const chunk = Buffer.alloc(64 * 1024);
  const parts: Buffer[] = [];
  for (;;) {
    try {
      const size = readSync(reader, chunk);
      if (size === 0) break;
      parts.push(Buffer.from(chunk.subarray(0, size)));
      if (done(Buffer.concat(parts).toString())) break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EAGAIN") throw error;
      await Bun.sleep(5);
    }
  }
  return Buffer.concat(parts).toString();
}
