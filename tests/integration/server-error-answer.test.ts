// What fails outside the app's handler (a file answer that cannot be opened as it goes out) is
// answered by Bun.serve's own error callback: the JSON failure shape with the security headers,
// never Bun's error page, whatever NODE_ENV says. `aan serve` runs Bun in production mode and
// gives it that callback.
import { afterAll, expect, test } from "bun:test";
import { join } from "node:path";
import { startServer } from "#cli/commands/serve";
import { DISK_FULL_MESSAGE } from "#core/platform/disk-full";
import type { Log } from "#core/platform/log";
import { createServerErrorAnswer } from "#server/plugins/error-mapper";
import { SECURITY_HEADERS, STRICT_TRANSPORT_SECURITY } from "#server/plugins/security-headers";
import { tempDir } from "../helpers/context";

const stops: Array<() => unknown> = [];
afterAll(async () => {
  for (const stop of stops) await stop();
});

function recordingLog() {
  const errors: Array<{ event: string; fields?: Record<string, unknown> }> = [];
  const log: Log = { info() {}, warn() {}, error: (event, fields) => void errors.push({ event, fields }) };
  return { log, errors };
}

/** A Bun server in development mode (Bun's most talkative) whose answers fail as they go out. */
function failingServer(log: Log, fail: () => Response) {
  const server = Bun.serve({
    port: 0,
    hostname: "127.0.0.1",
    development: true,
    error: createServerErrorAnswer(log, "https://aan.example"),
    fetch: fail,
  });
  stops.push(() => server.stop(true));
  return server.url;
}

test("a file answer whose file is missing: 500 in the JSON failure shape with the security headers, and logged", async () => {
  const { log, errors } = recordingLog();
  const missing = join(tempDir(), "members", "gone.pdf");
  const res = await fetch(failingServer(log, () => new Response(Bun.file(missing))));
  expect(res.status).toBe(500);
  expect(res.headers.get("content-type")).toContain("application/json");
  const text = await res.text();
  expect(JSON.parse(text)).toEqual({ success: false, error: "Internal error", kind: "internal" });
  expect(text).not.toContain(missing);
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) expect(res.headers.get(name)).toBe(value);
  expect(res.headers.get("strict-transport-security")).toBe(STRICT_TRANSPORT_SECURITY);
  expect(errors.map((e) => e.event)).toEqual(["unhandled_error"]);
});

test("a full disk met there is still a 507 with Retry-After", async () => {
  const res = await fetch(
    failingServer(recordingLog().log, () => {
      throw Object.assign(new Error("no space left on device, write"), { code: "ENOSPC" });
    }),
  );
  expect(res.status).toBe(507);
  expect(res.headers.get("retry-after")).toBe("60");
  expect(await res.json()).toEqual({ success: false, error: DISK_FULL_MESSAGE, kind: "insufficient_storage" });
});

test("`aan serve` runs Bun in production mode even under NODE_ENV=test", async () => {
  expect(process.env.NODE_ENV).toBe("test");
  const started = await startServer({ port: "0", host: "127.0.0.1", dataDir: tempDir() }, { AAN_SMTP_URL: "" });
  stops.push(() => started.stop());
  expect(started.server.development).toBe(false);
  const res = await fetch(new URL("/api/no-such-thing", started.server.url));
  expect(res.status).toBe(404);
  expect(await res.json()).toMatchObject({ success: false, kind: "not_found" });
});
