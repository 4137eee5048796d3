// `aan serve` as a real process: the body limit before buffering, and a graceful stop.
import { afterAll, beforeAll, expect, test } from "bun:test";
import { startServer, type RunningServer } from "../helpers/server-process";

let server: RunningServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server?.stop();
});

test("a 12 MB body streamed without Content-Length is refused with 413", async () => {
  const chunk = new Uint8Array(1024 * 1024).fill(120);
  let sent = 0;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent >= 12) return controller.close();
      sent++;
      controller.enqueue(chunk);
    },
  });
  const res = await fetch(`${server.url}/api/admin/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body,
    duplex: "half",
  } as RequestInit);
  expect(res.status).toBe(413);
});

test("malformed JSON is a 400 with the failure shape, never a 5xx", async () => {
  const res = await fetch(`${server.url}/api/admin/login`, { method: "POST", headers: { "content-type": "application/json" }, body: "{not json" });
  expect(res.status).toBe(400);
  expect(await res.json()).toEqual({ success: false, error: "Malformed request body", kind: "invalid" });
});

test("SIGTERM lets an in-flight request finish, then the process exits 0", async () => {
  const own = await startServer();
  const inFlight = fetch(`${own.url}/api/admin/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ username: "nobody", password: "wrong-password" }), // an argon2 check: tens of ms
  });
  await Bun.sleep(40); // the request reaches the handler, whose argon2 checks take over 100 ms
  own.process.kill("SIGTERM");
  const res = await inFlight;
  expect(res.status).toBe(401);
  expect(await own.process.exited).toBe(0);
  await expect(fetch(`${own.url}/api/health`)).rejects.toThrow();
});
