// The connection gate (decision 0096): the public port is a plain TCP listener in this process
// that counts connections per client address before any byte reaches the HTTP server, and pipes
// what it admits to Bun's server on a loopback port. Bun's server has no hook at connection time:
// a client that opens a thousand connections and never finishes a request would hold them until
// Bun's own time-outs, and past the descriptor limit nobody else gets in. At the gate, a
// connection past its address's cap, or past the server's, is answered at once with a short
// refusal and closed, so it holds its descriptor for microseconds.
//
// The HTTP server sees every admitted connection from 127.0.0.1 on the gate's own outbound port;
// gate-peers.ts turns that port back into the client's address.
//
// The pipe is Bun's own TCP sockets (Bun.listen, Bun.connect): bytes pass from one socket's read
// to the other's write without node:net's streams in between, which cost a fifth of the server's
// time on small answers. A write the other side cannot take whole keeps its rest here and stops
// reading the side it came from until the socket drains, so a slow client holds only one buffer.
import type { Socket, TCPSocketListener } from "bun";
import {
  CONNECTIONS_FROM_ADDRESS_MESSAGE,
  CONNECTIONS_RETRY_AFTER_SECONDS,
  SERVER_CONNECTIONS_FULL_MESSAGE,
  type FailureBody,
} from "#shared/errors";
import { canonicalAddress } from "./client-address";
import { forgetGatePort, rememberGatePort } from "./gate-peers";

export type GateCaps = {
  /** Connections one client address may hold at once (a trusted proxy is exempt: it carries many clients). */
  perAddress: number;
  /** Connections the whole server may hold at once. */
  total: number;
  /** Addresses exempt from the per-address cap (AAN_TRUSTED_PROXIES). */
  exempt: readonly string[];
};

export type GateRefusal = { cap: "address" | "server"; address: string };

export type ConnectionGate = {
  readonly port: number;
  readonly hostname: string;
  /** Connections held now. */
  open(): number;
  /** Connections refused since the start, by cap. */
  refusals(): Record<GateRefusal["cap"], number>;
  /** Stops accepting; connections already in pass on until the HTTP server ends them (or `endAll`). */
  close(): void;
  /**
   * Ends every connection still open, once the HTTP server has stopped: each is told it is over
   * from the HTTP server's side, so an answer still on its way is delivered before the end.
   */
  endAll(): void;
};

/**
 * How long a refused connection is kept after its answer was written: long enough to read the
 * little its client sent, so closing does not reset the refusal away; short, because a flood of
 * refused connections must not fill the descriptor table the caps protect.
 */
const REFUSED_LINGER_MS = 20;
/** How long a connection the HTTP server ended is kept reading (and dropping) what its client still sends. */
const LINGER_MS = 2_000;

function refusal(status: 429 | 503, message: string): string {
  const failure: FailureBody = { success: false, error: message, kind: status === 429 ? "throttled" : "busy" };
  const body = JSON.stringify(failure);
  return [
    `HTTP/1.1 ${status} ${status === 429 ? "Too Many Requests" : "Service Unavailable"}`,
    "Content-Type: application/json",
    `Content-Length: ${Buffer.byteLength(body)}`,
    `Retry-After: ${CONNECTIONS_RETRY_AFTER_SECONDS}`,
    "Connection: close",
    "",
    body,
  ].join("\r\n");
}

const TOO_MANY_FROM_ADDRESS = refusal(429, CONNECTIONS_FROM_ADDRESS_MESSAGE);
const SERVER_FULL = refusal(503, SERVER_CONNECTIONS_FULL_MESSAGE);

/** Bytes one socket of a pair could not take yet, oldest first. */
type Pending = Uint8Array[];

/** A client's side of the gate: its address, its connection to the HTTP server, and what waits for either. */
type Client = {
  address: string;
  /** Null while it connects, and for a refused client. */
  upstream: Socket | null;
  /** Bytes for the HTTP server that it did not take yet (or read as the client was paused). */
  toUpstream: Pending;
  /** Bytes for the client that it did not take yet. */
  toClient: Pending;
  /** The HTTP server ended the connection: the client is ended once `toClient` is sent. */
  upstreamClosed: boolean;
  /** Refused, or ended by the HTTP server: what it still sends is read and dropped until it closes. */
  lingering: boolean;
  closed: boolean;
  gatePort?: number;
};

/** Writes `data` after what already waits; answers false when some of it is left waiting. */
function send(to: Socket<unknown>, pending: Pending, data: Uint8Array): boolean {
  if (pending.length > 0) {
    pending.push(data);
    return false;
  }
  const written = to.write(data);
  if (written >= data.byteLength) return true;
  pending.push(data.subarray(Math.max(0, written)));
  return false;
}

/** Writes what waits for `to` now that it drained; answers true once nothing waits. */
function flush(to: Socket<unknown>, pending: Pending): boolean {
  while (pending.length > 0) {
    const data = pending[0]!;
    const written = to.write(data);
    if (written < data.byteLength) {
      pending[0] = data.subarray(Math.max(0, written));
      return false;
    }
    pending.shift();
  }
  return true;
}

export function openConnectionGate(options: {
  hostname: string;
  port: number;
  /** Where the HTTP server listens (loopback). */
  innerPort: number;
  caps: GateCaps;
  onRefuse(refused: GateRefusal): void;
}): Promise<ConnectionGate> {
  const { caps } = options;
  const exempt = new Set(caps.exempt.map(canonicalAddress));
  const byAddress = new Map<string, number>();
  /** Each admitted client, until it closes. */
  const admitted = new Set<Socket<Client>>();
  const refused = { address: 0, server: 0 };

  /**
   * The client is told it is over (a FIN after everything it was sent) and what it still sends is
   * read and dropped for `lingerMs`: closing with unread bytes would make the kernel answer with a
   * reset, and the client would lose the answer it was sent.
   */
  const linger = (client: Socket<Client>, lingerMs: number) => {
    client.data.lingering = true;
    if (client.data.closed) return;
    // Paused for a slow HTTP server or while connecting, it must read again to drop what arrives.
    client.resume();
    client.shutdown();
    setTimeout(() => client.data.closed || client.end(), lingerMs).unref();
  };

  const refuse = (client: Socket<Client>, cap: GateRefusal["cap"]) => {
    refused[cap]++;
    options.onRefuse({ cap, address: client.data.address });
    client.write(cap === "address" ? TOO_MANY_FROM_ADDRESS : SERVER_FULL);
    linger(client, REFUSED_LINGER_MS);
  };

  /** The HTTP server is done with a connection (it answered with `Connection: close`, timed it out, or stopped). */
  const upstreamEnded = (client: Socket<Client>) => {
    client.data.upstreamClosed = true;
    if (client.data.toClient.length === 0 && !client.data.lingering) linger(client, LINGER_MS);
  };

  const admit = (client: Socket<Client>) => {
    const { address } = client.data;
    byAddress.set(address, (byAddress.get(address) ?? 0) + 1);
    admitted.add(client);
    // Nothing is read from the client until the HTTP server's end is open: what it sends meanwhile waits in the kernel.
    client.pause();
    Bun.connect({
      hostname: "127.0.0.1",
      port: options.innerPort,
      socket: {
        open(upstream) {
          if (client.data.closed) return void upstream.end();
          client.data.upstream = upstream;
          client.data.gatePort = upstream.localPort;
          rememberGatePort(upstream.localPort, address);
          if (flush(upstream, client.data.toUpstream)) client.resume();
        },
        data(upstream, data) {
          if (!send(client, client.data.toClient, data)) upstream.pause();
        },
        drain(upstream) {
          if (flush(upstream, client.data.toUpstream)) client.resume();
        },
        close() {
          upstreamEnded(client);
        },
        error() {},
      },
    }).catch(() => upstreamEnded(client));
  };

  let listener: TCPSocketListener<Client>;
  try {
    listener = Bun.listen<Client>({
      hostname: options.hostname,
      port: options.port,
      socket: {
        open(client) {
          client.setNoDelay(true);
          const address = canonicalAddress(client.remoteAddress ?? "unknown");
          client.data = { address, upstream: null, toUpstream: [], toClient: [], upstreamClosed: false, lingering: false, closed: false };
          if (admitted.size >= caps.total) return refuse(client, "server");
          if (!exempt.has(address) && (byAddress.get(address) ?? 0) >= caps.perAddress) return refuse(client, "address");
          admit(client);
        },
        data(client, data) {
          const state = client.data;
          if (state.lingering) return;
          if (!state.upstream) return void state.toUpstream.push(data);
          if (!send(state.upstream, state.toUpstream, data)) client.pause();
        },
        drain(client) {
          const state = client.data;
          if (!flush(client, state.toClient)) return;
          if (state.upstreamClosed) {
            if (!state.lingering) linger(client, LINGER_MS);
          } else state.upstream?.resume();
        },
        close(client) {
          const state = client.data;
          state.closed = true;
          if (!admitted.delete(client)) return;
          const left = (byAddress.get(state.address) ?? 1) - 1;
          if (left > 0) byAddress.set(state.address, left);
          else byAddress.delete(state.address);
          if (state.gatePort !== undefined) forgetGatePort(state.gatePort);
          state.upstream?.end();
        },
        error() {},
      },
    });
  } catch (error) {
    // The same words Bun's HTTP listen says, so the operator reads one message whichever failed.
    const code = (error as NodeJS.ErrnoException).code;
    const failure = new Error(code === "EADDRINUSE" ? `Failed to start server. Is port ${options.port} in use?` : String(error));
    (failure as NodeJS.ErrnoException).code = code;
    return Promise.reject(failure);
  }
  return Promise.resolve({
    port: listener.port,
    hostname: options.hostname,
    open: () => admitted.size,
    refusals: () => ({ ...refused }),
    close: () => listener.stop(false),
    endAll: () => {
      // A FIN to the HTTP server, still reading: an answer on its way comes through before it closes.
      for (const client of admitted) client.data.upstream?.shutdown();
    },
  });
}
