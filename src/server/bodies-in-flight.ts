// Requests whose body is still arriving, counted per client address (decision 0096). Without a
// proxy the connection gate already bounds them (one address, so many connections); behind a
// trusted proxy every client arrives over the proxy's connections, and this count, keyed by the
// address X-Forwarded-For names, keeps one client's slow bodies from filling the server.
import { CONNECTIONS_FROM_ADDRESS_MESSAGE, CONNECTIONS_RETRY_AFTER_SECONDS, DomainError } from "#shared/errors";

const WITHOUT_BODY = new Set(["GET", "HEAD", "OPTIONS"]);

/** Whether a request carries a body that is read after its headers. */
export const carriesBody = (request: Request) =>
  !WITHOUT_BODY.has(request.method) &&
  (Number(request.headers.get("content-length") ?? "0") > 0 || request.headers.has("transfer-encoding"));

export function createBodiesInFlight(capPerClient: number) {
  const byClient = new Map<string, number>();
  const held = new WeakMap<Request, string>();
  const leave = (request: Request) => {
    const client = held.get(request);
    if (client === undefined) return;
    held.delete(request);
    const left = (byClient.get(client) ?? 1) - 1;
    if (left > 0) byClient.set(client, left);
    else byClient.delete(client);
  };
  return {
    /** Counts the request for its client, or refuses it (429) when the client has its cap in flight. */
    enter(request: Request, client: string) {
      const now = byClient.get(client) ?? 0;
      if (now >= capPerClient)
        throw new DomainError("throttled", CONNECTIONS_FROM_ADDRESS_MESSAGE, undefined, {
          retryAfterSeconds: CONNECTIONS_RETRY_AFTER_SECONDS,
        });
      byClient.set(client, now + 1);
      held.set(request, client);
      // A client that goes away ends its request without an answer being sent.
      request.signal.addEventListener("abort", () => leave(request), { once: true });
    },
    /** The request is over (answered, or its client gone): its count is given back once. */
    leave,
    /** Requests with a body in flight now, over every client. */
    total: () => {
      let sum = 0;
      for (const n of byClient.values()) sum += n;
      return sum;
    },
  };
}
