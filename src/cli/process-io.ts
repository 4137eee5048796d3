// The process's own streams for a CLI run, cheap to start (decision 0048). process.stdout and process.stdin are Node stream objects whose construction alone costs a
// start several milliseconds, so output is written with fs.writeSync and "is this a terminal?" is
// asked of the runtime's tty binding; the Node streams are built only for what needs them (Ink,
// readline, reading stdin).
import { writeSync } from "node:fs";
import { isTerminal } from "#core/platform/terminal";
import type { CliIo } from "./cli-run";
import type { OutputStream } from "./output";

/** Standard output (fd 1) or error (fd 2), written synchronously in order. */
function processOutput(fd: 1 | 2, nodeStream: () => NodeJS.WriteStream): OutputStream {
  // Once a write meets a full non-blocking pipe (EAGAIN), the rest goes through the Node stream,
  // which queues it in order.
  let queued = false;
  return {
    isTTY: isTerminal(fd, nodeStream),
    get columns() {
      return nodeStream().columns;
    },
    nodeStream,
    write(text: string) {
      if (queued) return nodeStream().write(text);
      const bytes = Buffer.from(text);
      let written = 0;
      try {
        while (written < bytes.byteLength) written += writeSync(fd, bytes, written);
      } catch (error) {
        const code = (error as NodeJS.ErrnoException).code;
        // `aan … | head` closes the pipe early: that is not an error.
        if (code === "EPIPE" && fd === 1) process.exit(0);
        if (code !== "EAGAIN") throw error;
        queued = true;
        return nodeStream().write(bytes.subarray(written));
      }
      return true;
    },
  };
}

/** The CLI's io on this process: fd 1 and 2 written directly, stdin built on first use. */
export function processIo(): CliIo {
  return {
    stdout: processOutput(1, () => process.stdout),
    stderr: processOutput(2, () => process.stderr),
    get stdin() {
      return process.stdin;
    },
    env: process.env,
  };
}
