// One live stream per browser for every open claim thread (decision 0090). The server caps each
// member's and each admin's streams (a sixth ends their oldest), and a browser opens about six
// connections per site: a stream per thread, or per tab, would run out of both with a few tabs.
// So the tabs of a browser elect one of them (a Web Lock) to hold the one stream of the signed-in
// side, which watches all of that side's threads; it passes each event on to the other tabs
// (a BroadcastChannel). When that tab closes the lock passes to a waiting tab, which opens the
// stream again. While the stream is down (refused, replaced, a server restarting) every tab reads
// its open threads every MESSAGE_POLL_MS instead, and once it is back reads them again at once.
import { MESSAGE_POLL_MS } from "#shared/claim-messages";

/** Tells one open thread that it moved (or may have: the stream came back), so it is read again. */
export type OnMoved = () => void;

/**
 * `up`: the stream (re)started, so every open thread is read again (it may have moved while no tab
 * held the stream); `state`: how the stream is, to a tab that just asked (`hello`).
 */
type Note = { type: "thread"; claimId: string } | { type: "up" } | { type: "down" } | { type: "hello" } | { type: "state"; up: boolean };

/** How long a stream the server ended waits before it is opened again. */
const AFTER_REPLACED_MS = 60_000;
const AFTER_REFUSED_MS = 30_000;
const AFTER_STOP_MS = 5_000;

export class LiveThreads {
  private readonly watchers = new Map<string, Set<OnMoved>>();
  private channel: BroadcastChannel | undefined;
  private leave: AbortController | undefined;
  private releaseLead: (() => void) | undefined;
  private source: EventSource | undefined;
  private reopen: ReturnType<typeof setTimeout> | undefined;
  private poll: ReturnType<typeof setInterval> | undefined;
  private up = false;
  private leading = false;

  constructor(
    private readonly eventsUrl: string,
    private readonly name: string,
  ) {}

  /** Watches one claim's thread for as long as the returned function is not called. */
  watch(claimId: string, onMoved: OnMoved): () => void {
    const first = this.watchers.size === 0;
    const set = this.watchers.get(claimId) ?? new Set();
    set.add(onMoved);
    this.watchers.set(claimId, set);
    if (first) this.join();
    return () => {
      set.delete(onMoved);
      if (set.size === 0) this.watchers.delete(claimId);
      if (this.watchers.size === 0) this.quit();
    };
  }

  private join() {
    this.setUp(false);
    if (typeof EventSource === "undefined") return;
    const canShare = typeof BroadcastChannel !== "undefined" && typeof navigator !== "undefined" && "locks" in navigator;
    if (!canShare) return void this.lead();
    this.channel = new BroadcastChannel(this.name);
    this.channel.onmessage = (event: MessageEvent<Note>) => this.heard(event.data);
    this.channel.postMessage({ type: "hello" } satisfies Note);
    this.leave = new AbortController();
    navigator.locks
      .request(this.name, { signal: this.leave.signal }, () => {
        this.lead();
        return new Promise<void>((resolve) => (this.releaseLead = resolve));
      })
      // Aborted while waiting: this tab left before its turn came.
      .catch(() => {});
  }

  private quit() {
    this.leave?.abort();
    this.releaseLead?.();
    this.releaseLead = undefined;
    this.leading = false;
    this.closeSource();
    this.channel?.close();
    this.channel = undefined;
    this.setUp(false, false);
  }

  /** This tab holds the browser's stream. */
  private lead() {
    this.leading = true;
    this.openSource();
  }

  private openSource() {
    this.closeSource();
    const source = new EventSource(this.eventsUrl, { withCredentials: true });
    this.source = source;
    const moved = (event: Event) => {
      const { claimId } = JSON.parse((event as MessageEvent<string>).data) as { claimId: string };
      this.tell({ type: "thread", claimId });
    };
    source.addEventListener("ready", () => this.tell({ type: "up" }));
    source.addEventListener("thread", moved);
    source.addEventListener("closed", (event) => {
      const { reason } = JSON.parse((event as MessageEvent<string>).data) as { reason: string };
      this.streamDown(reason === "replaced" ? AFTER_REPLACED_MS : AFTER_STOP_MS);
    });
    source.addEventListener("error", () => {
      // EventSource reconnects by itself after a dropped connection; a refusal (429, 503, 401) closes it for good.
      if (source.readyState === EventSource.CLOSED) this.streamDown(AFTER_REFUSED_MS);
      else this.tell({ type: "down" });
    });
  }

  private streamDown(reopenAfterMs: number) {
    this.closeSource();
    this.tell({ type: "down" });
    this.reopen = setTimeout(() => {
      if (this.leading) this.openSource();
    }, reopenAfterMs);
  }

  private closeSource() {
    this.source?.close();
    this.source = undefined;
    if (this.reopen) clearTimeout(this.reopen);
    this.reopen = undefined;
  }

  /** What the stream says goes to this tab and to the others. */
  private tell(note: Note) {
    this.heard(note);
    this.channel?.postMessage(note);
  }

  private heard(note: Note) {
    if (note.type === "thread") for (const onMoved of this.watchers.get(note.claimId) ?? []) onMoved();
    else if (note.type === "up") {
      // A stream that starts may follow a gap (the holding tab closed, a reconnect): read everything again.
      this.setUp(true);
      this.everyThreadMoved();
    } else if (note.type === "down") this.setUp(false);
    else if (note.type === "state") this.setUp(note.up);
    // A tab that just opened a thread asks how the stream is; the tab holding it answers.
    else if (note.type === "hello" && this.leading) this.channel?.postMessage({ type: "state", up: this.up } satisfies Note);
  }

  /** Up: no polling; down: every open thread read every MESSAGE_POLL_MS. */
  private setUp(up: boolean, polling = true) {
    this.up = up;
    if (this.poll) clearInterval(this.poll);
    this.poll = undefined;
    if (!up && polling) this.poll = setInterval(() => this.everyThreadMoved(), MESSAGE_POLL_MS);
  }

  private everyThreadMoved() {
    for (const set of this.watchers.values()) for (const onMoved of set) onMoved();
  }
}
