// The connection gate with real sockets: a plain Bun server behind it, clients connecting from
// 127.0.0.1 and 127.0.0.2 (both loopback on Linux, two addresses to the gate).
import { afterEach, expect, test } from "bun:test";
import net from "node:net";
import { CONNECTIONS_FROM_ADDRESS_MESSAGE, CONNECTIONS_RETRY_AFTER_SECONDS, SERVER_CONNECTIONS_FULL_MESSAGE } from "#shared/errors";
import { openConnectionGate, type ConnectionGate, type GateRefusal } from "./connection-gate";
import { peerAddressOf } from "./gate-peers";

const cleanups: (() => unknown)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** A Bun server behind a gate; unless told otherwise it answers with the client address the gate says it came from. */
async function gateInFront(
  caps: { perAddress: number; total: number; exempt?: string[] },
  fetch: (request: Request, server: Bun.Server<unknown>) => Response | Promise<Response> = (request, server) =>
    new Response(peerAddressOf(server, request) ?? "none"),
) {
  const inner = Bun.serve({ port: 0, hostname: "127.0.0.1", fetch });
  const refused: GateRefusal[] = [];
  const gate = await openConnectionGate({
    hostname: "127.0.0.1",
    port: 0,
    innerPort: inner.port!,
    caps: { exempt: [], ...caps },
    onRefuse: (refusal) => refused.push(refusal),
  });
  cleanups.push(
    () => inner.stop(true),
    () => gate.close(),
    () => gate.endAll(),
  );
  return { gate, refused };
}

/** A connection from `from` that sends the start of a request and waits; resolves with what came back once closed. */
function slowClient(gate: ConnectionGate, from: string) {
  const socket = net.connect({ host: "127.0.0.1", port: gate.port, localAddress: from });
  cleanups.push(() => socket.destroy());
  let received = "";
  socket.on("data", (chunk) => (received += chunk.toString()));
  socket.on("error", () => undefined);
  const connected = new Promise<void>((resolve) => socket.once("connect", () => resolve()));
  const closed = new Promise<string>((resolve) => socket.once("close", () => resolve(received)));
  void connected.then(() => socket.write("GET / HTTP/1.1\r\nHost: aan\r\n"));
  return { socket, connected, closed };
}

/** A whole request from `from`, answered by the server behind the gate. */
function askFrom(gate: ConnectionGate, from: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect({ host: "127.0.0.1", port: gate.port, localAddress: from }, () =>
      socket.write("GET / HTTP/1.1\r\nHost: aan\r\nConnection: close\r\n\r\n"),
    );
    let received = "";
    socket.on("data", (chunk) => (received += chunk.toString()));
    socket.on("close", () => resolve(received));
    socket.on("error", reject);
  });
}

async function until(condition: () => boolean) {
  while (!condition()) await Bun.sleep(5);
}

test("the server behind the gate sees each client's own address, not the gate's", async () => {
  const { gate } = await gateInFront({ perAddress: 4, total: 100 });
  expect(await askFrom(gate, "127.0.0.2")).toEndWith("\r\n\r\n127.0.0.2");
  expect(await askFrom(gate, "127.0.0.1")).toEndWith("\r\n\r\n127.0.0.1");
});

test("past its cap, an address's new connection is answered 429 with Retry-After and closed at once; other addresses pass", async () => {
  const { gate, refused } = await gateInFront({ perAddress: 3, total: 100 });
  const held = [slowClient(gate, "127.0.0.1"), slowClient(gate, "127.0.0.1"), slowClient(gate, "127.0.0.1")];
  await Promise.all(held.map((c) => c.connected));
  await until(() => gate.open() === 3);

  const fourth = await slowClient(gate, "127.0.0.1").closed;
  expect(fourth).toStartWith("HTTP/1.1 429 Too Many Requests\r\n");
  expect(fourth).toContain(`\r\nRetry-After: ${CONNECTIONS_RETRY_AFTER_SECONDS}\r\n`);
  expect(fourth).toContain("\r\nConnection: close\r\n");
  expect(JSON.parse(fourth.split("\r\n\r\n")[1]!)).toEqual({ success: false, error: CONNECTIONS_FROM_ADDRESS_MESSAGE, kind: "throttled" });
  expect(refused).toEqual([{ cap: "address", address: "127.0.0.1" }]);
  expect(gate.refusals()).toEqual({ address: 1, server: 0 });

  expect(await askFrom(gate, "127.0.0.2")).toEndWith("127.0.0.2");

  // A held connection that ends gives its place back.
  held[0]!.socket.destroy();
  await until(() => gate.open() === 2);
  expect(await askFrom(gate, "127.0.0.1")).toEndWith("127.0.0.1");
});

test("past the server's cap every new connection is answered 503, whatever its address", async () => {
  const { gate } = await gateInFront({ perAddress: 10, total: 2 });
  const held = [slowClient(gate, "127.0.0.1"), slowClient(gate, "127.0.0.3")];
  await Promise.all(held.map((c) => c.connected));
  await until(() => gate.open() === 2);
  const refused = await slowClient(gate, "127.0.0.2").closed;
  expect(refused).toStartWith("HTTP/1.1 503 Service Unavailable\r\n");
  expect(JSON.parse(refused.split("\r\n\r\n")[1]!)).toEqual({ success: false, error: SERVER_CONNECTIONS_FULL_MESSAGE, kind: "busy" });
  expect(gate.refusals()).toEqual({ address: 0, server: 1 });
});

test("a trusted proxy is not held to one address's cap: it carries many clients", async () => {
  const { gate } = await gateInFront({ perAddress: 2, total: 100, exempt: ["127.0.0.1"] });
  const held = [1, 2, 3, 4].map(() => slowClient(gate, "127.0.0.1"));
  await Promise.all(held.map((c) => c.connected));
  await until(() => gate.open() === 4);
  expect(gate.refusals()).toEqual({ address: 0, server: 0 });
});

test("a port already taken fails the start with the words Bun's own listen uses", async () => {
  const taken = Bun.serve({ port: 0, hostname: "127.0.0.1", fetch: () => new Response("") });
  cleanups.push(() => taken.stop(true));
  const failure = openConnectionGate({
    hostname: "127.0.0.1",
    port: taken.port!,
    innerPort: taken.port!,
    caps: { perAddress: 1, total: 1, exempt: [] },
    onRefuse: () => undefined,
  });
  await expect(failure).rejects.toThrow(`Failed to start server. Is port ${taken.port} in use?`);
});

test("a large body each way passes whole to a reader that stops for a while: the gate waits for each side to drain", async () => {
  const SIZE = 16 * 1024 * 1024;
  const pattern = (size: number) => {
    const bytes = new Uint8Array(size);
    for (let i = 0; i < size; i++) bytes[i] = (i * 31 + (i >> 12)) & 0xff;
    return bytes;
  };
  const hashOf = (bytes: Uint8Array) => new Bun.CryptoHasher("sha256").update(bytes).digest("hex");
  const answer = pattern(SIZE);
  const { gate } = await gateInFront(
    { perAddress: 4, total: 10 },
    async (request) => new Response(answer, { headers: { "x-body-sha256": hashOf(new Uint8Array(await request.arrayBuffer())) } }),
  );
  const body = pattern(SIZE + 7);
  const socket = net.connect({ host: "127.0.0.1", port: gate.port });
  cleanups.push(() => socket.destroy());
  const chunks: Buffer[] = [];
  socket.on("data", (chunk) => chunks.push(Buffer.from(chunk)));
  const closed = new Promise<void>((resolve) => socket.once("close", () => resolve()));
  socket.write(`POST / HTTP/1.1\r\nHost: aan\r\nContent-Length: ${body.byteLength}\r\nConnection: close\r\n\r\n`);
  socket.write(body);
  // The client reads nothing for a while: the answer fills the socket's buffers and the gate's.
  socket.pause();
  await Bun.sleep(300);
  socket.resume();
  await closed;
  const received = Buffer.concat(chunks);
  const headerEnd = received.indexOf("\r\n\r\n");
  const head = received.subarray(0, headerEnd).toString();
  expect(head).toContain(`x-body-sha256: ${hashOf(body)}`);
  const payload = received.subarray(headerEnd + 4);
  expect(payload.byteLength).toBe(SIZE);
  expect(hashOf(payload)).toBe(hashOf(answer));
  // Both ends closed: the gate lets go of the connection.
  await until(() => gate.open() === 0);
});

test("a client that stops reading holds the HTTP server's answer back, not in the gate: the server is asked for little of it", async () => {
  const ANSWER = 256 * 1024 * 1024;
  const CHUNK = new Uint8Array(64 * 1024);
  let pulled = 0;
  const { gate } = await gateInFront(
    { perAddress: 4, total: 10 },
    () =>
      new Response(
        new ReadableStream({
          pull(controller) {
            if (pulled >= ANSWER) return controller.close();
            pulled += CHUNK.byteLength;
            controller.enqueue(CHUNK);
          },
        }),
      ),
  );
  const socket = net.connect({ host: "127.0.0.1", port: gate.port });
  cleanups.push(() => socket.destroy());
  socket.pause();
  socket.write("GET / HTTP/1.1\r\nHost: aan\r\n\r\n");
  await until(() => pulled > 0);
  // Long enough to stream the whole answer over loopback several times over, were nothing holding it.
  await Bun.sleep(1000);
  // Only the sockets' own buffers on the way (a few MiB each) are filled.
  expect(pulled).toBeLessThan(64 * 1024 * 1024);
});
