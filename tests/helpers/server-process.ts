// Starts `aan serve` as a real process on a random port and a temp data dir, for e2e tests.
import { spawn, type Subprocess } from "bun";
import { resolve } from "node:path";
import { tempDir } from "./context";

export const REPO_ROOT = resolve(import.meta.dir, "../..");
export const BUN = process.execPath;

/** `stderrTail` holds the last 8,000 characters the server wrote to stderr (its log). */
export type RunningServer = { url: string; dataDir: string; process: Subprocess; stderrTail: { text: string }; stop(): Promise<void> };

/** `stderr`: a file descriptor to give the server as its stderr (else a pipe read here). */
export async function startServer(
  /** `env` is added to this process's; a variable set to undefined is left out (NODE_ENV, which bun test sets). */
  /** `port`: a fixed port, for a test whose AAN_BASE_URL must name it (passkeys are bound to an origin). */
  options: {
    dataDir?: string;
    command?: string[];
    cwd?: string;
    env?: Record<string, string | undefined>;
    stderr?: number;
    port?: number;
  } = {},
): Promise<RunningServer> {
  const dataDir = options.dataDir ?? tempDir("aan-e2e-");
  const command = options.command ?? [BUN, resolve(REPO_ROOT, "src/main.ts")];
  const child = spawn([...command, "serve", "--port", String(options.port ?? 0), "--host", "127.0.0.1", "--data-dir", dataDir], {
    cwd: options.cwd ?? REPO_ROOT,
    env: Object.fromEntries(Object.entries({ ...process.env, ...options.env }).filter(([, value]) => value !== undefined)) as Record<
      string,
      string
    >,
    stdout: "pipe",
    stderr: options.stderr ?? "pipe",
  });
  const stderrTail = child.stderr instanceof ReadableStream ? drainTail(child.stderr) : { text: "(stderr given to the test)" };
  const url = await readListeningUrl(child, stderrTail);
  return {
    url,
    dataDir,
    process: child,
    stderrTail,
    async stop() {
      child.kill("SIGTERM");
      await child.exited;
    },
  };
}

/** Keeps reading a pipe so the child never blocks on a full buffer; remembers the last lines. */
function drainTail(stream: ReadableStream<Uint8Array>): { text: string } {
  const tail = { text: "" };
  const decoder = new TextDecoder();
  void (async () => {
    const reader = stream.getReader();
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      tail.text = (tail.text + decoder.decode(value)).slice(-8000);
    }
  })();
  return tail;
}

async function readListeningUrl(child: Subprocess<"ignore", "pipe", "pipe">, stderrTail: { text: string }): Promise<string> {
  const reader = child.stdout.getReader();
  const decoder = new TextDecoder();
  let seen = "";
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    const { value, done } = await reader.read();
    if (done) break;
    seen += decoder.decode(value);
    const match = seen.match(/listening on (http:\/\/\S+)/);
    if (match) {
      // Keep draining stdout in the background.
      void (async () => {
        while (!(await reader.read()).done);
      })();
      return match[1]!;
    }
  }
  child.kill();
  throw new Error(`server did not start: ${seen}\n${stderrTail.text}`);
}

/** A port nothing listens on at this moment (the server may then be started on it). */
export function freePort(): number {
  const probe = Bun.listen({ hostname: "127.0.0.1", port: 0, socket: { data() {} } });
  const port = probe.port;
  probe.stop(true);
  return port;
}
