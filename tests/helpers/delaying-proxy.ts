// A TCP proxy in front of a test's S3 server, written with Bun.listen and Bun.connect: it passes
// bytes both ways, holds each chunk from the server for `delayMs` (a slow store), and shows each
// chunk the client sends to `onRequest` first, which may hold it (to stop the server in the middle
// of a request). The order of the bytes is kept in each direction.
import type { Socket } from "bun";

export type DelayingProxy = {
  port: number;
  endpoint: string;
  /** How long each chunk from the server waits before the client gets it. */
  delayMs: number;
  /** Sees the start of each chunk the client sends (a request line when one begins) before it is passed on. */
  onRequest: ((head: string) => void | Promise<void>) | null;
  stop(): void;
};

/** What one side still has to write, written as the socket drains. */
class Outbox {
  socket: Socket<unknown> | null = null;
  private pending: Uint8Array[] = [];
  private ending = false;
  send(chunk: Uint8Array) {
    this.pending.push(chunk);
    this.flush();
  }
  end() {
    this.ending = true;
    this.flush();
  }
  flush() {
    if (!this.socket) return;
    while (this.pending.length > 0) {
      const chunk = this.pending[0]!;
      const written = Math.max(this.socket.write(chunk), 0);
      if (written < chunk.byteLength) {
        this.pending[0] = chunk.subarray(written);
        return;
      }
      this.pending.shift();
    }
    if (this.ending) this.socket.end();
  }
}

type Link = { toServer: Outbox; toClient: Outbox; up: Promise<void>; down: Promise<void> };

export function startDelayingProxy(target: { hostname: string; port: number }): DelayingProxy {
  const proxy: DelayingProxy = {
    port: 0,
    endpoint: "",
    delayMs: 0,
    onRequest: null,
    stop: () => listener.stop(true),
  };
  const listener = Bun.listen<Link>({
    hostname: "127.0.0.1",
    port: 0,
    socket: {
      open(client) {
        const link: Link = { toServer: new Outbox(), toClient: new Outbox(), up: Promise.resolve(), down: Promise.resolve() };
        link.toClient.socket = client as Socket<unknown>;
        client.data = link;
        Bun.connect({
          hostname: target.hostname,
          port: target.port,
          socket: {
            open(server) {
              link.toServer.socket = server as Socket<unknown>;
              link.toServer.flush();
            },
            data(_server, chunk) {
              const copy = new Uint8Array(chunk);
              link.down = link.down.then(() => Bun.sleep(proxy.delayMs)).then(() => link.toClient.send(copy));
            },
            drain: () => link.toServer.flush(),
            close() {
              link.down = link.down.then(() => link.toClient.end());
            },
            error() {
              link.down = link.down.then(() => link.toClient.end());
            },
          },
        }).catch(() => client.end());
      },
      data(client, chunk) {
        const link = client.data;
        const copy = new Uint8Array(chunk);
        const head = new TextDecoder().decode(copy.subarray(0, 200));
        link.up = link.up.then(() => proxy.onRequest?.(head)).then(() => link.toServer.send(copy));
      },
      drain: (client) => client.data.toClient.flush(),
      close(client) {
        const link = client.data;
        link.up = link.up.then(() => link.toServer.end());
      },
    },
  });
  proxy.port = listener.port;
  proxy.endpoint = `http://127.0.0.1:${listener.port}`;
  return proxy;
}
