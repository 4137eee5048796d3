// A fresh in-memory database with every migration applied, for unit and integration tests.
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { manualClock } from "#core/clock";
import { loadConfig, type AppConfig } from "#core/config";
import type { AppContext } from "#core/context";
import { openDatabase } from "#core/db";
import { silentLog } from "#core/log";
import { createApp } from "#server/app";

export type TestContext = AppContext & { clock: ReturnType<typeof manualClock> };

export function makeTestContext(options: { dataDir?: string; config?: Partial<AppConfig> } = {}): TestContext {
  const config = {
    ...loadConfig({ webRoot: options.config?.webRoot ?? emptyWebRoot(), dataDir: options.dataDir ?? ":memory:" }, {}),
    ...options.config,
  };
  return {
    db: openDatabase(options.dataDir ?? ":memory:"),
    clock: manualClock(new Date()),
    config,
    log: silentLog,
  };
}

export function tempDir(prefix = "aan-test-"): string {
  return mkdtempSync(join(tmpdir(), prefix));
}

function emptyWebRoot(): string {
  return tempDir("aan-web-");
}

/** Sends a request through the app without a network, as DESIGN.md's integration tier does. */
export function makeRequester(app: ReturnType<typeof createApp>) {
  return async function request(
    method: string,
    path: string,
    options: { body?: unknown; rawBody?: BodyInit; headers?: Record<string, string>; cookie?: string } = {},
  ) {
    const headers: Record<string, string> = { ...options.headers };
    let body: BodyInit | undefined = options.rawBody;
    if (options.body !== undefined) {
      body = JSON.stringify(options.body);
      headers["content-type"] ??= "application/json";
    }
    if (options.cookie) headers["cookie"] = options.cookie;
    const response = await app.handle(new Request(`http://localhost${path}`, { method, headers, body }));
    const text = await response.text();
    let json: any;
    try {
      json = JSON.parse(text);
    } catch {
      json = undefined;
    }
    return { status: response.status, headers: response.headers, text, json };
  };
}
