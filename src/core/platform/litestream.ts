// The Litestream program and its configuration (decisions 0125, 0136). The program is
// AAN_LITESTREAM_BIN, beside the aan executable (the container image puts it there), on PATH, or
// the npm package the clone aan runs from installs. Its configuration is a file, not arguments: the replica's URL
// may carry a password or keys, and the command line is readable by every user of the machine.
import { existsSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import type { AppConfig } from "./config";

export const LITESTREAM_NOT_FOUND =
  "AAN_REPLICA_URL is set but no litestream program was found: set AAN_LITESTREAM_BIN, or put litestream beside aan or on PATH";
export const SFTP_KEY_MISSING = (path: string) => `AAN_REPLICA_SFTP_KEY names ${path}, which is not a file`;

const PACKAGED = "node_modules/@flydotio/litestream-linux-x64/litestream";

/**
 * The clone's npm package, found from where aan itself is (dist/aan, or src/ run by Bun), never
 * from the folder the operator stands in: `dist/aan serve` started elsewhere still finds it, and
 * a node_modules in that folder is not a program aan would run.
 */
function packagedLitestream(): string | null {
  const places = [join(dirname(process.execPath), "..", PACKAGED), join(import.meta.dir, "../../..", PACKAGED)];
  return places.find((place) => existsSync(place)) ?? null;
}

export function findLitestream(config: Pick<AppConfig, "litestreamBin">): string | null {
  if (config.litestreamBin) return config.litestreamBin;
  const beside = join(dirname(process.execPath), "litestream");
  if (existsSync(beside)) return beside;
  return Bun.which("litestream") ?? packagedLitestream();
}

const CONFIG_FOLDER = "aan-litestream-";

/**
 * Removes the configuration folders a SIGKILLed server or restore left behind (their replica URL
 * may hold a password): those named by a process that no longer runs. Another user's folders,
 * and a running server's, stay.
 */
function sweepLeftConfigurations(): void {
  const pattern = new RegExp(`^${CONFIG_FOLDER}(\\d+)-`);
  for (const name of readdirSync(tmpdir())) {
    const owner = pattern.exec(name)?.[1];
    if (!owner || runs(Number(owner))) continue;
    try {
      rmSync(join(tmpdir(), name), { recursive: true, force: true });
    } catch {
      // Not ours to remove.
    }
  }
}

function runs(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it runs, as another user.
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

export type LitestreamConfig = {
  /** The arguments that point Litestream at the file: `-config PATH -no-expand-env`. */
  args: string[];
  remove(): void;
};

/**
 * Writes Litestream's configuration for one database and its replica into a folder only this
 * user may open. JSON is YAML, so no YAML writer is needed; `-no-expand-env` keeps a `$` in a
 * password from being read as a variable. Its log goes to stderr, where the supervisor reads it
 * (with a configuration file Litestream would log to stdout).
 */
export function writeLitestreamConfig(config: Pick<AppConfig, "replicaUrl" | "replicaSftpKey">, database: string): LitestreamConfig {
  if (!config.replicaUrl) throw new Error("no replica configured");
  if (config.replicaSftpKey && !statSync(config.replicaSftpKey, { throwIfNoEntry: false })?.isFile())
    throw new Error(SFTP_KEY_MISSING(config.replicaSftpKey));
  const replica: Record<string, string> = { url: config.replicaUrl };
  if (config.replicaSftpKey) replica["key-path"] = config.replicaSftpKey;
  sweepLeftConfigurations();
  // The process's id in the name tells a later start whether the folder's owner still runs.
  const folder = mkdtempSync(join(tmpdir(), `${CONFIG_FOLDER}${process.pid}-`));
  const file = join(folder, "litestream.yml");
  writeFileSync(file, JSON.stringify({ logging: { stderr: true }, dbs: [{ path: database, replicas: [replica] }] }, null, 2), {
    mode: 0o600,
  });
  return { args: ["-config", file, "-no-expand-env"], remove: () => rmSync(folder, { recursive: true, force: true }) };
}
