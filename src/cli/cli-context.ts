// The CLI works in-process on the database file, through the same core functions as HTTP.
import { userInfo } from "node:os";
import { cliActor, type Actor } from "#core/actor";
import { webBuildFolder } from "#core/asset-paths";
import { systemClock } from "#core/clock";
import { loadConfig } from "#core/config";
import type { AppContext } from "#core/context";
import { openDatabase } from "#core/db";
import { silentLog } from "#core/log";

export type DataDirOption = { dataDir?: string };

/** Every command's `--data-dir` flag, as commander's option(flags, description). */
export const DATA_DIR_FLAG = ["-d, --data-dir <dir>", "folder of the database (env AAN_DATA_DIR, default ./data)"] as const;

export function openCliContext(options: DataDirOption): AppContext {
  const config = loadConfig({ dataDir: options.dataDir, webRoot: webBuildFolder() });
  return { db: openDatabase(config.dataDir), clock: systemClock, config, log: silentLog };
}

function osUserName(): string {
  const fromEnv = process.env.SUDO_USER ?? process.env.USER ?? process.env.LOGNAME;
  if (fromEnv) return fromEnv;
  try {
    return userInfo().username;
  } catch {
    // A container user without a passwd entry still has a uid.
    return `uid-${process.getuid?.() ?? "unknown"}`;
  }
}

/** Every CLI change is audited as `cli:<os user>`. */
export function currentCliActor(): Actor {
  return cliActor(osUserName());
}
