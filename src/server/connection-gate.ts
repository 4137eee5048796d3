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
import net from "node:net";
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

const dropWhatArrives = (socket: net.Socket) => {
  socket.on("data", () => undefined);
  socket.resume();
};

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
  /** Each admitted client with its connection to the HTTP server. */
  const sockets = new Map<net.Socket, net.Socket>();
  const refused = { address: 0, server: 0 };

  const refuse = (socket: net.Socket, cap: GateRefusal["cap"], address: string) => {
    refused[cap]++;
    options.onRefuse({ cap, address });
    socket.on("error", () => socket.destroy());
    socket.end(cap === "address" ? TOO_MANY_FROM_ADDRESS : SERVER_FULL);
    dropWhatArrives(socket);
    setTimeout(() => socket.destroy(), REFUSED_LINGER_MS).unref();
  };

  /**
   * The HTTP server is done with a connection (it answered with `Connection: close`, timed it out,
   * or stopped): what it sent is flushed to the client, then the connection ends. What the client
   * still sends (the rest of a body that was refused) is read and dropped for a moment: closing
   * with unread bytes would make the kernel answer with a reset, and the client would lose the
   * answer it was sent.
   */
  const finish = (client: net.Socket) => {
    client.end();
    dropWhatArrives(client);
    setTimeout(() => client.destroy(), LINGER_MS).unref();
  };

  const admit = (client: net.Socket, address: string) => {
    byAddress.set(address, (byAddress.get(address) ?? 0) + 1);
    client.pause();
    const upstream = net.connect({ host: "127.0.0.1", port: options.innerPort });
    sockets.set(client, upstream);
    let gatePort: number | undefined;
    client.once("close", () => {
      sockets.delete(client);
      const left = (byAddress.get(address) ?? 1) - 1;
      if (left > 0) byAddress.set(address, left);
      else byAddress.delete(address);
      if (gatePort !== undefined) forgetGatePort(gatePort);
      upstream.destroy();
    });
    client.on("error", () => client.destroy());
    upstream.on("error", () => upstream.destroy());
    upstream.once("close", () => {
      client.unpipe(upstream);
      finish(client);
    });
    upstream.once("connect", () => {
      gatePort = upstream.localPort;
      if (gatePort !== undefined) rememberGatePort(gatePort, address);
      client.pipe(upstream);
      upstream.pipe(client);
      client.resume();
    });
  };

  const server = net.createServer({ noDelay: true }, (client) => {
    const address = canonicalAddress(client.remoteAddress ?? "unknown");
    if (sockets.size >= caps.total) return refuse(client, "server", address);
    if (!exempt.has(address) && (byAddress.get(address) ?? 0) >= caps.perAddress) return refuse(client, "address", address);
    admit(client, address);
  });

  return new Promise((resolve, reject) => {
    server.once("error", (error: NodeJS.ErrnoException) => {
      // The same words Bun's own listen says, so the operator reads one message whichever failed.
      const failure = new Error(`Failed to start server. Is port ${options.port} in use?`) as NodeJS.ErrnoException;
      failure.code = error.code;
      reject(error.code === "EADDRINUSE" ? failure : error);
    });
    server.listen({ host: options.hostname, port: options.port, exclusive: true }, () => {
      const bound = server.address() as net.AddressInfo;
      resolve({
        port: bound.port,
        hostname: options.hostname,
        open: () => sockets.size,
        refusals: () => ({ ...refused }),
        close: () => void server.close(),
        endAll: () => {
          for (const upstream of sockets.values()) upstream.end();
        },
      });
    });
  });
}
