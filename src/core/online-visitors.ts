// "Users online" (spec README decision 1): the distinct visitors (device fingerprints, or else
// session cookies, or else client addresses) seen in the last 5 minutes. Counted in memory, per
// server process: no database write per request. Keys are hashed before they are kept, and the
// table is bounded so a flood of made-up fingerprints cannot grow memory without limit.
export const ONLINE_WINDOW_MS = 5 * 60 * 1000;
export const MAX_TRACKED_VISITORS = 50_000;

export function createOnlineVisitors(now: () => number = Date.now) {
  const lastSeen = new Map<string, number>();

  function prune(): void {
    const cutoff = now() - ONLINE_WINDOW_MS;
    for (const [key, at] of lastSeen) if (at < cutoff) lastSeen.delete(key);
  }

  return {
    /** Notes a visitor; `identity` is whatever identifies them best (raw, hashed here). */
    seen(identity: string): void {
      const key = Bun.hash(identity).toString(36);
      // Map keeps insertion order: re-inserting moves a visitor to the end, so the oldest are first.
      lastSeen.delete(key);
      if (lastSeen.size >= MAX_TRACKED_VISITORS) {
        prune();
        if (lastSeen.size >= MAX_TRACKED_VISITORS) lastSeen.delete(lastSeen.keys().next().value!);
      }
      lastSeen.set(key, now());
    },
    count(): number {
      prune();
      return lastSeen.size;
    },
  };
}

export type OnlineVisitors = ReturnType<typeof createOnlineVisitors>;
