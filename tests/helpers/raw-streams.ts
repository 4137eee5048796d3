// Live thread streams opened as an attacker opens them: raw TCP sockets that send one GET each and
// never read what they are told, so nothing in a client library pools, queues or closes them.
import { connect, type Socket } from "node:net";

export type RawStream = { status: number; headers: string; socket: Socket; received(): string; closed(): boolean };

/** Opens `path` on a raw socket with `cookie`; resolves once the status line and headers are in (or the socket ends). */
export function openRawStream(baseUrl: string, path: string, cookie: string): Promise<RawStream> {
  const { hostname, port } = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname);
    let text = "";
    let settled = false;
    let closed = false;
    socket.once("close", () => (closed = true));
    const settle = () => {
      const head = text.indexOf("\r\n\r\n");
      if (settled || head < 0) return;
      settled = true;
      resolve({
        status: Number(/^HTTP\/1\.1 (\d+)/.exec(text)?.[1]),
        headers: text.slice(0, head).toLowerCase(),
        socket,
        received: () => text,
        closed: () => closed,
      });
    };
    socket.on("data", (chunk) => {
      text += chunk.toString("utf8");
      settle();
    });
    socket.once("error", (error) => (settled ? undefined : reject(error)));
    socket.once("close", () => (settled ? undefined : reject(new Error(`closed before an answer: ${text}`))));
    socket.write(`GET ${path} HTTP/1.1\r\nHost: ${hostname}:${port}\r\nAccept: text/event-stream\r\nCookie: ${cookie}\r\n\r\n`);
  });
}
