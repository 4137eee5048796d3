// The compiled binary, copied alone into an empty folder, serves the OpenAPI document and the
// /api/docs page with its embedded renderer; in real Chromium the page shows every operation
// under the app's Content-Security-Policy, asking nothing of any other origin.
import { afterAll, beforeAll, expect, test } from "bun:test";
import { copyFileSync, existsSync } from "node:fs";
import { join } from "node:path";
import type { Browser } from "playwright-core";
import { tempDir } from "../helpers/context";
import { launchBrowser } from "../helpers/browser";
import { REPO_ROOT, startServer, type RunningServer } from "../helpers/server-process";

const BINARY = join(REPO_ROOT, "dist/aan");
let server: RunningServer;
let browser: Browser | undefined;

beforeAll(async () => {
  if (!existsSync(BINARY)) throw new Error("dist/aan is missing: `npm test` builds it first (npm run build)");
  const folder = tempDir("aan-binary-docs-");
  copyFileSync(BINARY, join(folder, "aan"));
  server = await startServer({ command: [join(folder, "aan")], cwd: folder, dataDir: join(folder, "data") });
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

test("serves the OpenAPI 3.1 document", async () => {
  const res = await fetch(`${server.url}/api/openapi.json`);
  expect(res.status).toBe(200);
  const document = (await res.json()) as { openapi: string; paths: Record<string, unknown> };
  expect(document.openapi).toMatch(/^3\.1\./);
  expect(Object.keys(document.paths)).toContain("/api/health");
  expect(Object.keys(document.paths).length).toBeGreaterThan(60);
});

test("serves the docs page and its embedded renderer files, precompressed when the client accepts it", async () => {
  const page = await fetch(`${server.url}/api/docs`);
  expect(page.status).toBe(200);
  const html = await page.text();
  const assets = [...html.matchAll(/(?:src|href)="(\/[^"]+)"/g)].map((m) => m[1]!);
  expect(assets).toEqual(["/api/docs/swagger-ui.css", "/api/docs/docs.css", "/api/docs/swagger-ui-bundle.js", "/api/docs/docs.js"]);
  for (const url of assets) {
    const res = await fetch(`${server.url}${url}`, { headers: { "accept-encoding": "identity" } });
    expect({ url, status: res.status }).toEqual({ url, status: 200 });
    expect((await res.text()).length).toBeGreaterThan(100);
  }
  const bundle = await fetch(`${server.url}/api/docs/swagger-ui-bundle.js`, { headers: { "accept-encoding": "br" }, decompress: false });
  expect(bundle.headers.get("content-encoding")).toBe("br");
});

test("in Chromium the page lists the operations with no error and no request to another origin", async () => {
  browser = await launchBrowser();
  // Past about 112 paths Swagger UI draws the operations as they come into view; a tall window
  // has them all in view, so the count is of the whole document.
  const page = await browser.newPage({ viewport: { width: 1280, height: 30_000 } });
  const problems: string[] = [];
  const elsewhere: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error" || message.type() === "warning") problems.push(message.text());
  });
  page.on("pageerror", (error) => problems.push(error.message));
  page.on("request", (request) => {
    if (!request.url().startsWith(server.url) && !request.url().startsWith("data:")) elsewhere.push(request.url());
  });
  await page.goto(`${server.url}/api/docs`);
  await page.waitForSelector(".opblock", { timeout: 20_000 });
  expect(await page.locator(".opblock").count()).toBeGreaterThan(60);
  expect(await page.locator(".info .title").textContent()).toContain("AAN API");
  expect(problems).toEqual([]);
  expect(elsewhere).toEqual([]);
});
