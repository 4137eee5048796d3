// Live claim threads (decisions 0081, 0090): a stream of Server-Sent Events that says "this claim's
// thread moved on to message N"; the browser then reads that thread again. A stream watches one
// claim (the per-claim routes), every claim of one member, or every claim (an admin). The web opens
// one stream per browser and shares it between its tabs.
//
// One poller per server, running only while a stream is open, asks which threads moved lately in
// one statement every POLL_MS, and only when the database changed since its last look (so
// messages written by the CLI, another process, arrive too); a write through this server says so
// at once. A stream holds no transaction and sends a heartbeat comment every HEARTBEAT_MS so no
// idle timeout (Bun's, a proxy's) cuts it. At each heartbeat it asks whether its session still
// signs in, and ends within a heartbeat of a sign-out, a revoked device or a deactivation.
//
// Every stream is a held connection, so streams are capped: STREAMS_PER_HOLDER per member or
// admin (a new one closes that holder's oldest, so a browser that lost its connections without
// closing them is never locked out), and a cap for the whole server below its descriptor limit
// (a new one past it is refused with 503 and Retry-After). Every stream is closed when the server stops.
import { setLiveReaders, threadsMovedSince, type MovedThread } from "#core/claims/live-readers";
import type { AppContext } from "#core/context";
import { changeMark, sameMark, type ChangeMark } from "#core/db/change-mark";
import { DomainError } from "#shared/errors";
import { LIVE_STREAMS_FULL } from "#shared/claim-messages";
import { CapLog } from "./cap-log";
import { descriptorLimit, serverStreamCap } from "./descriptor-budget";

/** Below Bun's default idle timeout (10 s) and any proxy's; also how soon a signed-out stream ends. */
export const HEARTBEAT_MS = 5_000;
/** How often the watched threads are looked at: what another process wrote shows within this. */
export const POLL_MS = 250;
/** What a browser waits before it reconnects a dropped stream. */
const RETRY_MS = 2_000;
/** Streams one member or one admin may hold at once; the web holds one per browser. */
export const STREAMS_PER_HOLDER = 5;
/** How far back each look reads, so a message whose commit waited for the lock (up to 5 s) is never missed. */
const LOOK_BACK_MS = 60_000;
/** Seconds a client refused for a full server waits before it tries a stream again (it reads the thread meanwhile). */
const FULL_RETRY_AFTER_SECONDS = 30;

/** What a stream watches: one claim, every claim of one member, or every claim. */
export type StreamScope = { claimId: string } | { userId: string } | { everyClaim: true };

/** Why a stream was ended by the server (sent as its last event, so the browser does not reconnect at once). */
export type EndReason = "replaced" | "signed_out" | "stopping";

type Watcher = {
  /** Who holds it: `member:<id>` or `admin:<id>`. */
  holder: string;
  scope: StreamScope;
  moved(claimId: string, lastSeq: number): void;
  end(reason: EndReason): void;
};

const watches = (scope: StreamScope, thread: MovedThread) =>
  "claimId" in scope ? scope.claimId === thread.claimId : "userId" in scope ? scope.userId === thread.userId : true;

export class ThreadEvents {
  private readonly watchers = new Set<Watcher>();
  private readonly byHolder = new Map<string, Watcher[]>();
  private seen = new Map<string, number>();
  private mark: ChangeMark | undefined;
  private poller: ReturnType<typeof setInterval> | undefined;
  readonly serverCap: number;
  readonly replaced: CapLog;
  readonly refused: CapLog;

  constructor(private readonly ctx: AppContext) {
    this.serverCap = Math.min(serverStreamCap(descriptorLimit()), ctx.config.liveStreamsMax ?? Infinity);
    this.replaced = new CapLog(ctx, "live_stream_replaced");
    this.refused = new CapLog(ctx, "live_stream_refused");
    setLiveReaders(ctx.db, (userId, claimId) => this.readsLive(userId, claimId));
  }

  /** True while the member holds a stream that carries this claim's thread (it, or all of theirs). */
  readsLive(userId: string, claimId: string): boolean {
    const held = this.byHolder.get(`member:${userId}`) ?? [];
    return held.some((w) => ("claimId" in w.scope ? w.scope.claimId === claimId : "userId" in w.scope && w.scope.userId === userId));
  }

  /** Open streams now: what a leak would make grow. */
  get open(): number {
    return this.watchers.size;
  }

  /**
   * Takes a place for a new stream, or refuses it (503) when the server holds its cap. A holder
   * at STREAMS_PER_HOLDER loses its oldest stream to the new one.
   */
  watch(watcher: Watcher): () => void {
    if (this.watchers.size >= this.serverCap) {
      this.refused.note({ open: this.watchers.size, cap: this.serverCap });
      throw new DomainError("busy", LIVE_STREAMS_FULL, undefined, { retryAfterSeconds: FULL_RETRY_AFTER_SECONDS });
    }
    const held = this.byHolder.get(watcher.holder) ?? [];
    while (held.length >= STREAMS_PER_HOLDER) {
      const oldest = held.shift()!;
      this.replaced.note({ holder: watcher.holder.split(":")[0], cap: STREAMS_PER_HOLDER });
      this.forget(oldest);
      oldest.end("replaced");
    }
    held.push(watcher);
    this.byHolder.set(watcher.holder, held);
    this.watchers.add(watcher);
    this.poller ??= setInterval(() => this.look(), POLL_MS);
    return () => this.forget(watcher);
  }

  private forget(watcher: Watcher) {
    if (!this.watchers.delete(watcher)) return;
    const held = this.byHolder.get(watcher.holder)?.filter((w) => w !== watcher) ?? [];
    if (held.length) this.byHolder.set(watcher.holder, held);
    else this.byHolder.delete(watcher.holder);
    if (this.watchers.size === 0) this.stopPolling();
  }

  /** A message written through this server: its watchers hear of it now, not at the next poll. */
  changed(): void {
    if (this.watchers.size) this.look(true);
  }

  /** Closes every stream (the server stops). */
  closeAll(): void {
    for (const watcher of [...this.watchers]) {
      this.forget(watcher);
      watcher.end("stopping");
    }
    this.stopPolling();
  }

  private stopPolling() {
    if (this.poller) clearInterval(this.poller);
    this.poller = undefined;
    this.seen = new Map();
    this.mark = undefined;
  }

  private look(force = false) {
    let moved: MovedThread[];
    try {
      const mark = changeMark(this.ctx.db);
      if (!force && this.mark && sameMark(mark, this.mark)) return;
      this.mark = mark;
      moved = threadsMovedSince(this.ctx, new Date(this.ctx.clock.now().getTime() - LOOK_BACK_MS));
    } catch {
      // A busy or closing database: the next look tries again.
      this.mark = undefined;
      return;
    }
    const seen = new Map<string, number>();
    for (const thread of moved) {
      seen.set(thread.claimId, thread.lastSeq);
      if (this.seen.get(thread.claimId) === thread.lastSeq) continue;
      for (const watcher of this.watchers) if (watches(watcher.scope, thread)) watcher.moved(thread.claimId, thread.lastSeq);
    }
    // Only the threads of the look-back window are remembered: the memory stays bounded.
    this.seen = seen;
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

export type StreamRequest = {
  holder: string;
  scope: StreamScope;
  /** Where the one watched claim's thread is now (a per-claim stream says so first). */
  lastSeq?: number;
  /** Asked at each heartbeat: false ends the stream. */
  stillSignedIn(): boolean;
};

const threadEvent = (claimId: string, lastSeq: number) => `event: thread\ndata: ${JSON.stringify({ claimId, lastSeq })}\n\n`;

/** A live stream, for as long as the client stays (`signal`), its session lasts and the server runs. */
export function threadStream(ctx: AppContext, stream: StreamRequest, signal: AbortSignal): Response {
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  let end: (reason?: EndReason) => void = () => {};
  // start() runs within the constructor: the controller is there from the next line on.
  const body = new ReadableStream<Uint8Array>({
    start: (c) => void (controller = c),
    cancel: () => end(),
  });
  let closed = false;
  const send = (text: string) => {
    if (closed) return;
    try {
      controller.enqueue(encoder.encode(text));
    } catch {
      end();
    }
  };
  const last = new Map<string, number>();
  // The place is taken before the answer starts, so a refusal is a plain 503 and nothing is held.
  const unwatch = threadEventsOf(ctx).watch({
    holder: stream.holder,
    scope: stream.scope,
    moved(claimId, seq) {
      if (last.get(claimId) === seq) return;
      last.set(claimId, seq);
      send(threadEvent(claimId, seq));
    },
    end: (reason) => end(reason),
  });
  const heartbeat = setInterval(() => {
    if (!safelyStillSignedIn(stream)) end("signed_out");
    else send(": heartbeat\n\n");
  }, HEARTBEAT_MS);
  const abort = () => end();
  end = (reason) => {
    if (closed) return;
    if (reason) send(`event: closed\ndata: ${JSON.stringify({ reason })}\n\n`);
    closed = true;
    clearInterval(heartbeat);
    unwatch();
    signal.removeEventListener("abort", abort);
    try {
      controller.close();
    } catch {
      // Already closed by the client's cancel.
    }
  };
  signal.addEventListener("abort", abort, { once: true });
  if ("claimId" in stream.scope) {
    last.set(stream.scope.claimId, stream.lastSeq ?? 0);
    send(`retry: ${RETRY_MS}\n${threadEvent(stream.scope.claimId, stream.lastSeq ?? 0)}`);
  } else send(`retry: ${RETRY_MS}\nevent: ready\ndata: {}\n\n`);
  if (signal.aborted) end();
  return new Response(body, {
    headers: {
      "content-type": "text/event-stream; charset=utf-8",
      "cache-control": "no-store",
      // nginx and others would otherwise hold the events back in a buffer.
      "x-accel-buffering": "no",
      // A stream's connection ends with it: a replaced or refused stream gives its descriptor back
      // at once instead of idling as a kept-alive connection the client may never use again.
      connection: "close",
    },
  });
}

/** A database busy at the moment of a heartbeat is no sign-out: the next heartbeat asks again. */
function safelyStillSignedIn(stream: StreamRequest): boolean {
  try {
    return stream.stillSignedIn();
  } catch {
    return true;
  }
}
