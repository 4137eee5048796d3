// Live claim threads (decision 0081): a browser with a thread open holds one Server-Sent Events
// stream that says "the thread moved on to message N"; the browser then reads the thread as usual.
// One poller per server, running only while a stream is open, reads where the watched threads are
// in one statement every POLL_MS (so messages written by the CLI, another process, arrive too), and
// a write through this server says so at once. A stream holds no transaction, sends a heartbeat
// comment every HEARTBEAT_MS so no idle timeout (Bun's, a proxy's) cuts it, is dropped the moment
// its client goes away, and every stream is closed when the server stops so none delays the stop.
import type { ThreadMark } from "#core/claims/messages";
import { selectThreadMarks } from "#core/claims/message-repository";
import type { AppContext } from "#core/context";

/** Below Bun's default idle timeout (10 s) and any proxy's. */
export const HEARTBEAT_MS = 5_000;
/** How often the watched threads are looked at: what another process wrote shows within this. */
export const POLL_MS = 250;
/** What a browser waits before it reconnects a dropped stream. */
const RETRY_MS = 2_000;

type Watcher = { claimId: string; moved(lastSeq: number): void; close(): void };

export class ThreadEvents {
  private readonly watchers = new Set<Watcher>();
  private readonly seen = new Map<string, number>();
  private poller: ReturnType<typeof setInterval> | undefined;

  constructor(private readonly ctx: AppContext) {}

  /** Open streams now: what a leak would make grow. */
  get open(): number {
    return this.watchers.size;
  }

  watch(watcher: Watcher): () => void {
    this.watchers.add(watcher);
    this.poller ??= setInterval(() => this.look(), POLL_MS);
    return () => {
      this.watchers.delete(watcher);
      if (this.watchers.size === 0) this.stopPolling();
    };
  }

  /** A message written through this server: its watchers hear of it now, not at the next poll. */
  changed(): void {
    if (this.watchers.size) this.look();
  }

  /** Closes every stream (the server stops). */
  closeAll(): void {
    for (const watcher of [...this.watchers]) watcher.close();
    this.stopPolling();
  }

  private stopPolling() {
    if (this.poller) clearInterval(this.poller);
    this.poller = undefined;
    this.seen.clear();
  }

  private look() {
    const ids = [...new Set([...this.watchers].map((w) => w.claimId))];
    let marks: Map<string, number>;
    try {
      marks = selectThreadMarks(this.ctx.db, ids);
    } catch {
      // A busy or closing database: the next look tries again.
      return;
    }
    for (const id of ids) {
      const lastSeq = marks.get(id) ?? 0;
      if (this.seen.get(id) === lastSeq) continue;
      this.seen.set(id, lastSeq);
      for (const watcher of this.watchers) if (watcher.claimId === id) watcher.moved(lastSeq);
    }
  }
}

const hubs = new WeakMap<AppContext, ThreadEvents>();

/** The one hub of a server (its context). */
export function threadEventsOf(ctx: AppContext): ThreadEvents {
  let hub = hubs.get(ctx);
  if (!hub) hubs.set(ctx, (hub = new ThreadEvents(ctx)));
  return hub;
}

/** Closes every live stream of a server: called before it stops, so no stream holds the stop. */
export function closeThreadStreams(ctx: AppContext): void {
  hubs.get(ctx)?.closeAll();
}

const encoder = new TextEncoder();

/** The event stream of one claim's thread, for as long as the client stays (`signal`) and the server runs. */
export function threadStream(ctx: AppContext, { claimId, lastSeq }: ThreadMark, signal: AbortSignal): Response {
  const hub = threadEventsOf(ctx);
  let close = () => {};
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      let closed = false;
      let last = lastSeq;
      const send = (text: string) => {
        if (closed) return;
        try {
          controller.enqueue(encoder.encode(text));
        } catch {
          close();
        }
      };
      const heartbeat = setInterval(() => send(": heartbeat\n\n"), HEARTBEAT_MS);
      const unwatch = hub.watch({
        claimId,
        moved(seq) {
          if (seq === last) return;
          last = seq;
          send(`event: thread\ndata: {"lastSeq":${seq}}\n\n`);
        },
        close: () => close(),
      });
      close = () => {
        if (closed) return;
        closed = true;
        clearInterval(heartbeat);
        unwatch();
        signal.removeEventListener("abort", close);
        try {
          controller.close();
        } catch {
          // Already closed by the client's cancel.
        }
      };
      signal.addEventListener("abort", close, { once: true });
      send(`retry: ${RETRY_MS}\nevent: thread\ndata: {"lastSeq":${lastSeq}}\n\n`);
      if (signal.aborted) close();
    },
    cancel() {
      close();
    },
  });
  return new Response(body, {
    headers: {
      "content-type": "text/event-stream; charset=utf-8",
      "cache-control": "no-store",
      // nginx and others would otherwise hold the events back in a buffer.
      "x-accel-buffering": "no",
    },
  });
}
