// The CLI works in-process on the database file, through the same core functions as HTTP.
// Everything here reads the run's environment, never process.env directly, so a test can run
// the CLI in-process with its own USER and AAN_DATA_DIR.
import { userInfo } from "node:os";
import { cliActor, type Actor } from "#core/actor";
import { webBuildFolder } from "#core/platform/asset-paths";
import { systemClock } from "#core/platform/clock";
import { loadConfig, parsePort, type AppConfig } from "#core/platform/config";
import type { AppContext } from "#core/context";
import { openDatabase } from "#core/db/db";
import { silentLog } from "#core/platform/log";
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
  return { db: openDatabase(config.dataDir), clock: systemClock, config, log: silentLog };
}

function osUserName(env: Env): string {
  const fromEnv = env.SUDO_USER ?? env.USER ?? env.LOGNAME;
  if (fromEnv) return fromEnv;
  try {
    return userInfo().username;
  } catch {
    // A container user without a passwd entry still has a uid.
    return `uid-${process.getuid?.() ?? "unknown"}`;
  }
}

/** Every CLI change is audited as `cli:<os user>`. */
export function currentCliActor(env: Env = process.env): Actor {
  return cliActor(osUserName(env));
}
