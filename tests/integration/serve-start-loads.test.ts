// What `aan serve` loads before its first answer (decision 0050): the libraries its
// start does not use stay unloaded until something needs them. zod loads with the first schema
// built, pino-pretty only for a terminal, prom-client only with AAN_METRICS_TOKEN, busboy with the
// first upload; and nothing locale-aware runs (ICU's data stays unloaded, decision 0083). The real
// entry runs in its own process; a preload reports what it loaded and called as it exits.
import { expect, test } from "bun:test";
import { readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { tempDir } from "../helpers/context";
import { startServer } from "../helpers/server-process";

const PRELOAD = resolve(import.meta.dir, "../helpers/report-start-footprint.ts");

type Footprint = { modules: string[]; localeCalls: string[] };

/** The npm packages among the loaded modules. */
function packagesOf(modules: string[]): Set<string> {
  const packages = new Set<string>();
  for (const path of modules) {
    const match = path.match(/node_modules\/((@[^/]+\/)?[^/]+)\//);
    if (match) packages.add(match[1]!);
  }
  return packages;
}

async function loadedBy(steps: (url: string) => Promise<void>, env: Record<string, string> = {}): Promise<Set<string>> {
  return packagesOf((await footprintOf(steps, env)).modules);
}

/** Every module the server loaded (ours included) and the locale-aware calls it made. */
async function footprintOf(steps: (url: string) => Promise<void>, env: Record<string, string> = {}): Promise<Footprint> {
  const report = join(tempDir("aan-loaded-"), "footprint.json");
  const server = await startServer({
    command: [process.execPath, "--preload", PRELOAD, resolve(import.meta.dir, "../../src/main.ts")],
    env: { AAN_TEST_START_FOOTPRINT_FILE: report, ...env },
  });
  try {
    await steps(server.url);
  } finally {
    await server.stop();
  }
  return JSON.parse(readFileSync(report, "utf8")) as Footprint;
}

const health = async (url: string) => {
  expect((await fetch(`${url}/api/health`)).status).toBe(200);
};

test("the first health answer loads none of zod, pino-pretty, prom-client or busboy", async () => {
  const loaded = await loadedBy(health);
  // The report is real: the server's own libraries are in it.
  expect(loaded.has("elysia")).toBe(true);
  expect(loaded.has("drizzle-orm")).toBe(true);
  expect(["zod", "pino-pretty", "prom-client", "busboy"].filter((name) => loaded.has(name))).toEqual([]);
});

test("zod loads with the first schema a request uses; prom-client with a metrics token", async () => {
  const loaded = await loadedBy(
    async (url) => {
      // A sign-in body is checked by the shared schema: a too-short password is refused by it.
      const reply = await fetch(`${url}/api/admin/login`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ username: "someone", password: "x" }),
      });
      expect(reply.status).toBe(400);
      expect(((await reply.json()) as { error: string }).error).toBe("Password must be at least 6 characters");
    },
    { AAN_METRICS_TOKEN: "metrics-token-for-the-test" },
  );
  expect(loaded.has("zod")).toBe(true);
  expect(loaded.has("prom-client")).toBe(true);
  expect(loaded.has("pino-pretty")).toBe(false);
});

test("the first health answer loads neither the overview's chart groups nor the setup checklist: their routes import them when called", async () => {
  const { modules } = await footprintOf(health);
  expect(modules.some((path) => path.endsWith("src/server/routes/stats.ts"))).toBe(true);
  expect(modules.filter((path) => /src\/core\/(stats\/operator-stats|setup\/setup-checklist)\.ts$/.test(path))).toEqual([]);
});

test("the start and the first health answer call nothing locale-aware", async () => {
  expect((await footprintOf(health)).localeCalls).toEqual([]);
});

test("the footprint report sees a locale-aware call when one is made", () => {
  const report = join(tempDir("aan-loaded-"), "footprint.json");
  const run = Bun.spawnSync(
    [process.execPath, "--preload", PRELOAD, "-e", "(52428800).toLocaleString('en-US'); new Intl.NumberFormat('en-US')"],
    {
      env: { ...process.env, AAN_TEST_START_FOOTPRINT_FILE: report },
    },
  );
  expect(run.exitCode).toBe(0);
  expect((JSON.parse(readFileSync(report, "utf8")) as Footprint).localeCalls).toEqual([
    "Number.prototype.toLocaleString",
    "Intl.NumberFormat",
  ]);
});
