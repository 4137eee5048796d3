// "Users online" (spec README decision 1: the figure is real): the distinct visitors seen in the
// last 5 minutes. A visitor is a browser that loaded a page and sent back the visitor cookie the
// server gave it there (src/server/visitor-cookie.ts), so made-up headers count for nothing. One
// client address (an IPv6 /64) counts for at most VISITORS_PER_ADDRESS such browsers, so cookies
// collected by one machine cannot pump the figure; signed-in members count beyond that (an office
// behind one address). Counted in memory, per server process, with no database write per request;
// both tables are bounded, so a flood cannot grow memory without limit.
export const ONLINE_WINDOW_MS = 5 * 60 * 1000;
export const MAX_TRACKED_VISITORS = 50_000;
export const VISITORS_PER_ADDRESS = 4;

type Seen = { at: number; address: string | null };

/** The part of an address that names one client: an IPv4 address, or an IPv6 address's /64. */
export function addressGroup(address: string): string {
  if (!address.includes(":")) return address;
  const [head = "", tail = ""] = address.toLowerCase().split("::", 2);
  const left = head ? head.split(":") : [];
  const right = address.includes("::") && tail ? tail.split(":") : [];
  const groups = address.includes("::")
    ? [...left, ...Array<string>(Math.max(0, 8 - left.length - right.length)).fill("0"), ...right]
    : left;
  return `${groups
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ""))
    .join(":")}::/64`;
}

export function createOnlineVisitors(now: () => number = Date.now) {
  const lastSeen = new Map<string, Seen>();
  const perAddress = new Map<string, number>();

  function forget(key: string, seen: Seen): void {
    lastSeen.delete(key);
    if (seen.address === null) return;
    const left = (perAddress.get(seen.address) ?? 1) - 1;
    if (left > 0) perAddress.set(seen.address, left);
    else perAddress.delete(seen.address);
  }

  function prune(): void {
    const cutoff = now() - ONLINE_WINDOW_MS;
    // Map keeps insertion order and a visitor seen again is moved to the end: the oldest come first.
    for (const [key, seen] of lastSeen) {
      if (seen.at >= cutoff) break;
      forget(key, seen);
    }
  }

  function note(key: string, address: string | null): void {
    const seen = lastSeen.get(key);
    if (seen) {
      lastSeen.delete(key);
      lastSeen.set(key, { at: now(), address: seen.address });
      return;
    }
    if (address !== null && (perAddress.get(address) ?? 0) >= VISITORS_PER_ADDRESS) {
      prune();
      if ((perAddress.get(address) ?? 0) >= VISITORS_PER_ADDRESS) return;
    }
    if (lastSeen.size >= MAX_TRACKED_VISITORS) {
      prune();
      if (lastSeen.size >= MAX_TRACKED_VISITORS) {
        const [oldestKey, oldest] = lastSeen.entries().next().value!;
        forget(oldestKey, oldest);
      }
    }
    lastSeen.set(key, { at: now(), address });
    if (address !== null) perAddress.set(address, (perAddress.get(address) ?? 0) + 1);
  }

  return {
    /** Already counted in the window: seen again, without asking who it is. */
    refresh(visitor: string): boolean {
      if (!lastSeen.has(visitor)) return false;
      note(visitor, null);
      return true;
    },
    /** A browser that sent back its own visitor cookie, from `address` (its group counts). */
    seenVisitor(visitor: string, address: string): void {
      note(visitor, addressGroup(address));
    },
    /**
     * A signed-in member: real by their session, counted once whatever their address or devices.
     * `browser`, the visitor cookie their browser was counted by before signing in, stops counting.
     */
    seenMember(member: string, browser?: string): void {
      const before = browser === undefined ? undefined : lastSeen.get(browser);
      if (before) forget(browser!, before);
      note(member, null);
    },
    count(): number {
      prune();
      return lastSeen.size;
    },
    /** How many entries are kept (for tests of the memory bound). */
    size(): number {
      return lastSeen.size;
    },
  };
}

export type OnlineVisitors = ReturnType<typeof createOnlineVisitors>;
