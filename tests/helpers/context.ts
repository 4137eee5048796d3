// A fresh in-memory database with every migration applied, for unit and integration tests.
import { Database } from "bun:sqlite";
import { drizzle } from "drizzle-orm/bun-sqlite";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { manualClock } from "#core/platform/clock";
import { loadConfig, type AppConfig } from "#core/platform/config";
import type { AppContext } from "#core/context";
import { openDatabase, type Db } from "#core/db/db";
import { silentLog } from "#core/platform/log";
import { argon2idHasher, LOWEST_ARGON2ID } from "#core/security/password-hasher";
import { createApp } from "#server/app";

export type TestContext = AppContext & { clock: ReturnType<typeof manualClock> };

/** Real argon2id at its lowest cost: hashes are made and checked for real, in about a millisecond. */
export const testPasswordHasher = argon2idHasher(LOWEST_ARGON2ID);

export function makeTestContext(options: { dataDir?: string; config?: Partial<AppConfig> } = {}): TestContext {
  // With the database in memory, the files a test still writes (uploads, the visitor cookie's key)
  // go to a folder of its own under the system's temporary folder, never into the checkout.
  const dataDir = options.dataDir ?? tempDir("aan-memory-");
  const config = {
    ...loadConfig({ webRoot: options.config?.webRoot ?? emptyWebRoot(), dataDir }, {}),
    ...options.config,
  };
  return {
    db: openDatabase(options.dataDir ?? ":memory:"),
    clock: manualClock(new Date()),
    config,
    log: silentLog,
    passwordHasher: testPasswordHasher,
  };
}

/**
 * A copy of an in-memory context's database at this moment, with its own clock: lets a test file
 * build an expensive state once (argon2 hashes) and give every case a fresh copy of it.
 */
export function cloneTestContext(ctx: TestContext): TestContext {
  const sqlite = Database.deserialize(ctx.db.$client.serialize(), { strict: true });
  sqlite.exec("PRAGMA foreign_keys = ON");
  return { ...ctx, db: drizzle({ client: sqlite }) as Db, clock: manualClock(ctx.clock.now()) };
}

const madeDirs: string[] = [];

/** A folder of its own under the system's temporary folder, removed after the run (tests/helpers/preload.ts). */
export function tempDir(prefix = "aan-test-"): string {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  madeDirs.push(dir);
  return dir;
}

/** Removes every folder tempDir made in this process. */
export function removeTempDirs(): void {
  for (const dir of madeDirs.splice(0)) rmSync(dir, { recursive: true, force: true });
}

function emptyWebRoot(): string {
  return tempDir("aan-web-");
}

/** Sends a request through the app without a network, as ARCHITECTURE.md's integration tier does. */
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
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read any answer's fields and let their assertions check them
    let json: any;
    try {
      json = JSON.parse(text);
    } catch {
      json = undefined;
    }
    return { status: response.status, headers: response.headers, text, json };
  };
}
