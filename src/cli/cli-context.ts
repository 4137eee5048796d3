// The CLI works in-process on the database file, through the same core functions as HTTP.
// Everything here reads the run's environment, never process.env directly, so a test can run
// the CLI in-process with its own USER and AAN_DATA_DIR.
import { readFileSync } from "node:fs";
import { cliActor, type Actor } from "#core/actor";
import { webBuildFolder } from "#core/platform/asset-paths";
import { systemClock } from "#core/platform/clock";
import { loadConfig, parsePort, type AppConfig } from "#core/platform/config";
import type { AppContext } from "#core/context";
import { openDatabase } from "#core/db/db";
import { silentLog } from "#core/platform/log";
import { commandLineHasher } from "#core/security/password-hasher";
import { UsageError, type Env } from "./output";

export type DataDirOption = { dataDir?: string };

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** The configuration; a bad setting (PORT=abc, AAN_AUDIT_RETENTION_DAYS=0) is bad usage, not a crash. */
export function loadCliConfig(overrides: Parameters<typeof loadConfig>[0], env: Env): AppConfig {
  try {
    return loadConfig(overrides, env);
  } catch (error) {
    throw new UsageError(messageOf(error));
  }
}

/** A port given as a flag or in PORT: "Invalid port: abc" is bad usage. */
export function portFromText(value: string | undefined, fallback: number): number {
  try {
    return parsePort(value, fallback);
  } catch (error) {
    throw new UsageError(messageOf(error));
  }
}

export function openCliContext(options: DataDirOption, env: Env = process.env): AppContext {
  const config = loadCliConfig({ dataDir: options.dataDir, webRoot: webBuildFolder() }, env);
  return { db: openDatabase(config.dataDir), clock: systemClock, config, log: silentLog, passwordHasher: commandLineHasher(env) };
}

/** The name /etc/passwd gives a uid; undefined when it has no entry (or no such file). */
export function passwdName(uid: number, passwd = "/etc/passwd"): string | undefined {
  let text: string;
  try {
    text = readFileSync(passwd, "utf8");
  } catch {
    return undefined;
  }
  for (const line of text.split("\n")) {
    const [name, , id] = line.split(":");
    if (name && id !== undefined && Number(id) === uid && /^\d+$/.test(id)) return name;
  }
  return undefined;
}

/**
 * The operating-system account running the CLI. USER and LOGNAME are unset for root in a
 * container and under cron, and os.userInfo() then answers "unknown" under Bun, so the account
 * is read for the process's uid from /etc/passwd; a uid without an entry is named by its number.
 */
function osUserName(env: Env): string {
  const fromEnv = env.SUDO_USER || env.USER || env.LOGNAME;
  if (fromEnv) return fromEnv;
  const uid = process.getuid?.();
  if (uid === undefined) return "unknown-user";
  return passwdName(uid) ?? `uid-${uid}`;
}

/** Every CLI change is audited as `cli:<os user>`; members see the admin it acts as, if any. */
export function currentCliActor(env: Env = process.env, actingAs?: Parameters<typeof cliActor>[1]): Actor {
  return cliActor(osUserName(env), actingAs);
}
