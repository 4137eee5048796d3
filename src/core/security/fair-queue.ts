// A concurrency limit that serves its waiters fairly rather than first come, first served.
//
// Work is filed under a lane (what kind of work) and a key (who asked for it). When a slot frees,
// the lanes take turns, and within a lane the keys take turns: a key with a hundred waiters gets
// one slot, then every other waiting key gets one before it has its second. So a client that
// floods a lane delays a newcomer by at most one piece of work per other waiting client, and a
// flood in one lane delays the other lane by at most one piece of work per hand-over.
//
// A freed slot passes straight to the chosen waiter (it is never released and taken again), so
// work that arrives at that moment cannot jump the queue.
export class FairQueue<Lane extends string> {
  private running = 0;
  private nextLane = 0;
  /** Per lane, the waiting keys in their turn order (a Map keeps insertion order). */
  private readonly waiting: Map<string, Array<() => void>>[];

  constructor(
    private readonly limit: number,
    private readonly lanes: readonly Lane[],
  ) {
    this.waiting = lanes.map(() => new Map());
  }

  async run<T>(lane: Lane, key: string, work: () => Promise<T>): Promise<T> {
    if (this.running < this.limit) this.running++;
    else await new Promise<void>((resolve) => this.enqueue(lane, key, resolve));
    try {
      return await work();
    } finally {
      this.handOver();
    }
  }

  private enqueue(lane: Lane, key: string, start: () => void): void {
    const keys = this.waiting[this.lanes.indexOf(lane)]!;
    const queue = keys.get(key);
    if (queue) queue.push(start);
    else keys.set(key, [start]);
  }

  /** Gives the freed slot to the next waiter in turn, or frees it when nobody waits. */
  private handOver(): void {
    for (let step = 0; step < this.lanes.length; step++) {
      const laneIndex = (this.nextLane + step) % this.lanes.length;
      const keys = this.waiting[laneIndex]!;
      const first = keys.entries().next();
      if (first.done) continue;
      const [key, queue] = first.value;
      const start = queue.shift()!;
      // The key goes to the back of its lane's turn order, or leaves it when it has no more.
      keys.delete(key);
      if (queue.length > 0) keys.set(key, queue);
      this.nextLane = (laneIndex + 1) % this.lanes.length;
      start();
      return;
    }
    this.running--;
  }
}
