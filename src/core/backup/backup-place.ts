// Whether a backup folder lies inside the data folder: a backup there shares the data's disk, so
// it saves from a mistake but not from the disk failing.
import { realpathSync } from "node:fs";
import { dirname, isAbsolute, relative, resolve } from "node:path";

/** The path with its symbolic links resolved as far as it exists (a folder not made yet keeps its tail). */
function realPath(path: string): string {
  const absolute = resolve(path);
  try {
    return realpathSync(absolute);
  } catch {
    const parent = dirname(absolute);
    return parent === absolute ? absolute : resolve(realPath(parent), relative(parent, absolute));
  }
}

/** True when `folder` is the data folder or inside it (after symbolic links: a link to another disk is not). */
export function insideDataFolder(folder: string, dataDir: string): boolean {
  const path = relative(realPath(dataDir), realPath(folder));
  return path === "" || (!path.startsWith("..") && !isAbsolute(path));
}
