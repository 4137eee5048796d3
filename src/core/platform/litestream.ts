// Where the Litestream program is (decision 0125): AAN_LITESTREAM_BIN, beside the aan executable
// (the container image puts it there), on PATH, or the npm package a clone installs.
import { existsSync } from "node:fs";
import { dirname, join } from "node:path";
import type { AppConfig } from "./config";

export const LITESTREAM_NOT_FOUND =
  "AAN_REPLICA_URL is set but no litestream program was found: set AAN_LITESTREAM_BIN, or put litestream beside aan or on PATH";

export function findLitestream(config: Pick<AppConfig, "litestreamBin">): string | null {
  if (config.litestreamBin) return config.litestreamBin;
  const beside = join(dirname(process.execPath), "litestream");
  if (existsSync(beside)) return beside;
  const onPath = Bun.which("litestream");
  if (onPath) return onPath;
  const packaged = join(process.cwd(), "node_modules/@flydotio/litestream-linux-x64/litestream");
  return existsSync(packaged) ? packaged : null;
}
