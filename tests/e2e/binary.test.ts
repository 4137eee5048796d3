// The compiled binary, copied alone into an empty folder, serves the API and the embedded SPA.
import { afterAll, beforeAll, expect, test } from "bun:test";
import { copyFileSync, existsSync } from "node:fs";
import { join } from "node:path";
import { tempDir } from "../helpers/context";
import { REPO_ROOT, startServer, type RunningServer } from "../helpers/server-process";

const BINARY = join(REPO_ROOT, "dist/aan");
let server: RunningServer;
let folder: string;

beforeAll(async () => {
  if (!existsSync(BINARY)) throw new Error("dist/aan is missing: `npm test` builds it first (npm run build)");
  folder = tempDir("aan-binary-");
  copyFileSync(BINARY, join(folder, "aan"));
  server = await startServer({ command: [join(folder, "aan")], cwd: folder, dataDir: join(folder, "data") });
});

afterAll(async () => {
  await server?.stop();
});

test("serves /api/health from the copied binary and creates its database there", async () => {
  const res = await fetch(`${server.url}/api/health`);
  expect(res.status).toBe(200);
  expect(await res.json()).toMatchObject({ success: true, status: "ok", database: "ok" });
  expect(existsSync(join(folder, "data", "aan.db"))).toBe(true);
});

test("serves the embedded web app at its pages (a public page prerendered), and with a 404 status at unknown paths", async () => {
  for (const [path, status, text] of [
    ["/", 200, undefined],
    ["/home", 200, "Tap the Logo to Continue"],
    ["/some/client/route", 404, undefined],
  ] as const) {
    const res = await fetch(`${server.url}${path}`);
    expect(res.status).toBe(status);
    expect(res.headers.get("content-type")).toContain("text/html");
    const html = await res.text();
    expect(html).toMatch(/<div id="root"[ >]/);
    if (text) expect(html).toContain(text);
  }
});

test("serves the embedded hashed assets as immutable", async () => {
  const html = await (await fetch(`${server.url}/`)).text();
  const script = html.match(/src="(\/assets\/[^"]+\.js)"/)?.[1];
  expect(script).toBeDefined();
  const res = await fetch(`${server.url}${script}`);
  expect(res.status).toBe(200);
  expect(res.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
});

test("runs the admin API (setup, sign-in, codes): Elysia's compiled handlers survive the build", async () => {
  const json = { "content-type": "application/json" };
  const setup = await fetch(`${server.url}/api/admin/setup`, {
    method: "POST",
    headers: json,
    body: JSON.stringify({ username: "root", fullName: "Root Admin", password: "secret12", confirmPassword: "secret12" }),
  });
  expect(setup.status).toBe(200);
  const login = await fetch(`${server.url}/api/admin/login`, {
    method: "POST",
    headers: json,
    body: JSON.stringify({ username: "root", password: "secret12" }),
  });
  expect(login.status).toBe(200);
  const cookie = login.headers.get("set-cookie")!.split(";")[0]!;
  const codes = await fetch(`${server.url}/api/admin/invitation-codes`, { headers: { cookie, "accept-encoding": "br" } });
  expect(codes.status).toBe(200);
  const body = (await codes.json()) as { codes: { unused: Array<{ code: string }> } };
  expect(body.codes.unused).toHaveLength(20);
  // A paged search through the trigram index: the embedded migrations made it (0016) and its triggers filled it.
  const wanted = body.codes.unused[7]!.code;
  const found = await fetch(`${server.url}/api/admin/invitation-codes?q=${wanted.slice(2, 9).toLowerCase()}`, { headers: { cookie } });
  expect(found.status).toBe(200);
  const page = (await found.json()) as { items: Array<{ code: string }>; total: number; counts: { total: number } };
  expect(page.items.map((c) => c.code)).toContain(wanted);
  expect(page.counts.total).toBe(20);
});

test("prints its version", async () => {
  const proc = Bun.spawnSync([join(folder, "aan"), "--version"]);
  expect(proc.stdout.toString().trim()).toMatch(/^\d+\.\d+\.\d+$/);
});
