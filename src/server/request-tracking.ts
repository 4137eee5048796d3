// Every request gets an id (returned as X-Request-Id, logged with its outcome, and shown in a 5xx
// answer so a member's report can be matched to the log) and its start time, for the log line
// and the latency metric.
export const REQUEST_ID_HEADER = "x-request-id";

type Tracked = { id: string; startedAt: number };
const tracked = new WeakMap<Request, Tracked>();
let serial = 0;
/** Ids are a per-process prefix and a counter: unique, short, and cheap on the hot path. */
const PROCESS_PREFIX = crypto.randomUUID().slice(0, 8);

export function trackRequest(request: Request): Tracked {
  const entry = { id: `${PROCESS_PREFIX}-${(++serial).toString(36)}`, startedAt: performance.now() };
  tracked.set(request, entry);
  return entry;
}

export const trackedOf = (request: Request): Tracked | undefined => tracked.get(request);
