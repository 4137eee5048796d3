// A real S3-compatible server for tests and benches: s3rver (npm), run by Node as a process of
// its own on a port of loopback, with a bucket made at start. It checks request signatures with
// its one key pair (S3RVER / S3RVER), so a wrong key is refused as a real store refuses it. It can
// be stopped and started again on the same port and folder (a store that goes away and comes back).
import { spawn, type Subprocess } from "bun";
import { resolve } from "node:path";
import { tempDir } from "./context";

const S3RVER = resolve(import.meta.dir, "../../node_modules/s3rver/bin/s3rver.js");
export const S3_KEY = { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" };

export type S3Server = {
  endpoint: string;
  port: number;
  bucket: string;
  folder: string;
  /** The AAN_STORAGE_URL of a prefix in this bucket, the keys in its user part unless `keys` is false. */
  url(prefix: string, options?: { keys?: boolean | { accessKeyId: string; secretAccessKey: string } }): string;
  stop(): Promise<void>;
  /** Starts it again on the same port and folder. */
  start(): Promise<void>;
};

async function launch(folder: string, port: number, bucket: string): Promise<{ child: Subprocess; port: number }> {
  const child = spawn(["node", S3RVER, "-d", folder, "-a", "127.0.0.1", "-p", String(port), "--configure-bucket", bucket], {
    stdout: "pipe",
    stderr: "pipe",
  });
  const reader = (child.stdout as ReadableStream<Uint8Array>).getReader();
  const decoder = new TextDecoder();
  let seen = "";
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    const { done, value } = await reader.read();
    if (done) break;
    seen += decoder.decode(value);
    const match = /S3rver listening on 127\.0\.0\.1:(\d+)/.exec(seen);
    if (match) {
      // Its request log is read and dropped, so the pipe never fills.
      void (async () => {
        while (!(await reader.read()).done);
      })().catch(() => undefined);
      void new Response(child.stderr as ReadableStream).text().catch(() => undefined);
      return { child, port: Number(match[1]) };
    }
  }
  child.kill();
  throw new Error(`s3rver did not start: ${seen}${await new Response(child.stderr as ReadableStream).text()}`);
}

export async function startS3Server(bucket = "aan-test"): Promise<S3Server> {
  const folder = tempDir("aan-s3-");
  const started = await launch(folder, 0, bucket);
  const port = started.port;
  let child = started.child;
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    port,
    bucket,
    folder,
    url(prefix, options = {}) {
      const keys = options.keys === undefined || options.keys === true ? S3_KEY : options.keys;
      const user = keys ? `${encodeURIComponent(keys.accessKeyId)}:${encodeURIComponent(keys.secretAccessKey)}@` : "";
      return `s3://${user}${bucket}/${prefix}?endpoint=${encodeURIComponent(endpoint)}&region=us-east-1`;
    },
    async stop() {
      child.kill("SIGKILL");
      await child.exited;
    },
    async start() {
      ({ child } = await launch(folder, port, bucket));
    },
  };
}
