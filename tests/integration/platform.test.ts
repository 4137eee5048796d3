// The platform's HTTP behaviour through app.handle: health, JSON failures, limits, headers, SPA.
import { describe, expect, test } from "bun:test";
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync, brotliCompressSync } from "node:zlib";
import { createApp } from "#server/app";
import { SECURITY_HEADERS } from "#server/plugins/security-headers";
import { makeRequester, makeTestContext, tempDir } from "../helpers/context";

const INDEX_HTML = "<!doctype html><html><body><div id=root></div><script type=module src=/assets/index-AbC123.js></script></body></html>";
const SCRIPT = "console.log('aan');".repeat(200);

function fakeWebBuild(): string {
  const root = tempDir("aan-web-");
  mkdirSync(join(root, "assets"));
  writeFileSync(join(root, "index.html"), INDEX_HTML);
  writeFileSync(join(root, "assets/index-AbC123.js"), SCRIPT);
  writeFileSync(join(root, "assets/index-AbC123.js.gz"), gzipSync(SCRIPT));
  writeFileSync(join(root, "assets/index-AbC123.js.br"), brotliCompressSync(SCRIPT));
  return root;
}

const ctx = makeTestContext({ config: { webRoot: fakeWebBuild() } });
const app = createApp(ctx);
const request = makeRequester(app);

describe("health", () => {
  test("GET /api/health answers ok with the version and the database state", async () => {
    const res = await request("GET", "/api/health");
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ success: true, status: "ok", version: expect.stringMatching(/^\d+\.\d+\.\d+/), database: "ok" });
  });

  test("a closed database makes health fail as a JSON 500, not a crash", async () => {
    const broken = makeTestContext();
    const brokenApp = createApp(broken);
    broken.db.$client.close();
    const res = await makeRequester(brokenApp)("GET", "/api/health");
    expect(res.status).toBe(500);
    const id = res.headers.get("x-request-id");
    expect(res.json).toEqual({ success: false, error: `Internal error (request ${id})`, kind: "internal", requestId: id });
  });
});

describe("JSON failures under /api", () => {
  test.each(["GET", "POST", "PUT", "DELETE"])("%s of an unknown /api path is a JSON 404", async (method) => {
    const res = await request(method, "/api/no/such/thing");
    expect(res.status).toBe(404);
    expect(res.headers.get("content-type")).toContain("application/json");
    expect(res.json).toEqual({ success: false, error: "Not found", kind: "not_found" });
  });

  test("a 12 MiB JSON body is refused with 413", async () => {
    const big = "x".repeat(12 * 1024 * 1024);
    const res = await request("POST", "/api/health", {
      rawBody: big,
      headers: { "content-type": "application/json", "content-length": String(big.length) },
    });
    expect(res.status).toBe(413);
    expect(res.json).toMatchObject({ success: false, kind: "too_large" });
  });

  test("a state change from another site is refused with 403", async () => {
    const res = await request("POST", "/api/no/such/thing", { body: {}, headers: { origin: "https://evil.example" } });
    expect(res.status).toBe(403);
    expect(res.json).toMatchObject({ success: false, kind: "forbidden" });
    const fetchSite = await request("POST", "/api/no/such/thing", { body: {}, headers: { "sec-fetch-site": "cross-site" } });
    expect(fetchSite.status).toBe(403);
  });

  test("a state change from our own origin passes the check", async () => {
    const res = await request("POST", "/api/no/such/thing", {
      body: {},
      headers: { origin: "http://localhost", "sec-fetch-site": "same-origin" },
    });
    expect(res.status).toBe(404);
  });
});

describe("security headers", () => {
  test.each(["/api/health", "/api/missing", "/", "/assets/index-AbC123.js", "/assets/missing.js"])("present on %s", async (path) => {
    const res = await request("GET", path);
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) expect(res.headers.get(name)).toBe(value);
    expect(res.headers.get("content-security-policy")).toContain("default-src 'self'");
  });
});

describe("the web app", () => {
  test.each(["/", "/home", "/home/", "/admin-login"])("the page %s gets index.html with 200", async (path) => {
    const res = await request("GET", path);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("text/html");
    expect(res.headers.get("cache-control")).toBe("no-cache");
    expect(res.text).toBe(INDEX_HTML);
  });

  test("an unknown page gets index.html (the app's own not-found page) with status 404", async () => {
    const res = await request("GET", "/some/client/route");
    expect(res.status).toBe(404);
    expect(res.headers.get("content-type")).toContain("text/html");
    expect(res.headers.get("content-security-policy")).toContain("default-src 'self'");
    expect(res.text).toBe(INDEX_HTML);
  });

  test("hashed assets are immutable and precompressed for clients that accept it", async () => {
    const plain = await request("GET", "/assets/index-AbC123.js");
    expect(plain.status).toBe(200);
    expect(plain.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(plain.headers.get("content-encoding")).toBeNull();
    expect(plain.text).toBe(SCRIPT);

    const br = await app.handle(
      new Request("http://localhost/assets/index-AbC123.js", { headers: { "accept-encoding": "gzip, deflate, br" } }),
    );
    expect(br.headers.get("content-encoding")).toBe("br");
    expect(br.headers.get("vary")).toBe("Accept-Encoding");
    expect(br.headers.get("content-type")).toContain("javascript");

    const gz = await app.handle(new Request("http://localhost/assets/index-AbC123.js", { headers: { "accept-encoding": "gzip" } }));
    expect(gz.headers.get("content-encoding")).toBe("gzip");
  });

  test("a missing asset is a 404, not index.html", async () => {
    const res = await request("GET", "/assets/index-Missing.js");
    expect(res.status).toBe(404);
  });

  test.each([
    "/..%2f..%2f..%2fetc%2fpasswd",
    "/assets/..%2f..%2f..%2fetc%2fpasswd",
    "/%2e%2e/%2e%2e/%2e%2e/etc/passwd",
    "/%2e%2e%2f%2e%2e%2fpackage.json",
    "/..%5c..%5cpackage.json",
  ])("traversal %s reads nothing outside the build", async (path) => {
    const res = await request("GET", path);
    expect(res.text).not.toContain("root:");
    expect(res.text).not.toContain('"name"');
    expect([200, 404]).toContain(res.status);
    if (res.status === 200) expect(res.text).toBe(INDEX_HTML);
  });
});
