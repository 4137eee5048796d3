// How the process's descriptors are shared (decisions 0090, 0096). Every connection the gate admits
// costs three descriptors in this process (the client's socket, the gate's socket to the HTTP
// server, and the HTTP server's end of it); a reserve is kept for the database, its journal,
// uploads being written, the log and the listening sockets.
import { readFileSync } from "node:fs";

/** Descriptors kept for everything that is not a connection. */
const RESERVED_DESCRIPTORS = 128;
/** Descriptors one admitted connection holds. */
export const DESCRIPTORS_PER_CONNECTION = 3;

/** The process's open-file limit as in force now (Linux), or 1,024 where it cannot be read. */
export function descriptorLimit(): number {
  try {
    const line = readFileSync("/proc/self/limits", "utf8")
      .split("\n")
      .find((l) => l.startsWith("Max open files"));
    const soft = line?.split(/\s{2,}/)[1];
    if (soft === "unlimited") return 1_048_576;
    const value = Number(soft);
    return Number.isFinite(value) && value > 0 ? value : 1024;
  } catch {
    return 1024;
  }
}

/** Connections the whole server may hold at once: what the descriptors left after the reserve pay for. */
export const serverConnectionCap = (limit: number) => Math.max(32, Math.floor((limit - RESERVED_DESCRIPTORS) / DESCRIPTORS_PER_CONNECTION));

/** Live streams the server may hold: half of its connections (the rest serve requests), 16 to 10,000. */
export const serverStreamCap = (limit: number) => Math.max(16, Math.min(10_000, Math.floor(serverConnectionCap(limit) / 2)));
