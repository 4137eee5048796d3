// The matches of recent searches, in their list's order (rowids), kept per database and data
// version: the number of matches is a search's exact total and a page is a slice of them, so
// paging through a search reads its index once, however deep the page. When the version turns
// they are all worked out afresh; past the limits the least recently used go first (never the
// one just asked for). Used by the invitation code and the credibility listings.
import type { Db } from "../db/db";

type Kept = { version: string; lists: Map<string, Float64Array>; rowids: number };

export function createKeptMatches(limits: { rowids: number; lists?: number }) {
  const byDb = new WeakMap<Db, Kept>();
  return function keptMatches(db: Db, version: string, key: string, find: () => ArrayLike<number>): Float64Array {
    let kept = byDb.get(db);
    if (kept?.version !== version) byDb.set(db, (kept = { version, lists: new Map(), rowids: 0 }));
    let matches = kept.lists.get(key);
    if (matches) {
      // The most recently used goes to the end of the map: eviction starts at the front.
      kept.lists.delete(key);
    } else {
      matches = Float64Array.from(find());
      kept.rowids += matches.length;
      for (const [oldest, dropped] of kept.lists) {
        if (kept.rowids <= limits.rowids && kept.lists.size < (limits.lists ?? Infinity)) break;
        kept.lists.delete(oldest);
        kept.rowids -= dropped.length;
      }
    }
    kept.lists.set(key, matches);
    return matches;
  };
}
