// Who is reading a claim's thread live right now: the server's live streams (src/server/
// thread-events.ts) answer for their own process. A member whose stream of that thread is open
// when an operative's message arrives reads it there, so no notice is queued for it. Another
// process (the CLI) has no streams and asks nobody: its messages are noticed as before.
import { sqliteOf } from "../db/prepared";
import type { AppContext } from "../context";
import type { Db } from "../db/db";
import { selectThreadsMovedSince, type MovedThread } from "./message-repository";

export type { MovedThread };

export type LiveReaders = (userId: string, claimId: string) => boolean;

const byConnection = new WeakMap<object, LiveReaders>();

/** The server says who reads live on this database connection (one hub per server). */
export function setLiveReaders(db: Db, readers: LiveReaders): void {
  byConnection.set(sqliteOf(db), readers);
}

/** True when the member has a live stream open that carries this claim's thread. */
export function readsLive(db: Db, userId: string, claimId: string): boolean {
  return byConnection.get(sqliteOf(db))?.(userId, claimId) ?? false;
}

/** The threads that moved since `since`, with the member each claim belongs to: what the live streams' poller asks. */
export function threadsMovedSince(ctx: AppContext, since: Date): MovedThread[] {
  return selectThreadsMovedSince(ctx.db, since);
}
