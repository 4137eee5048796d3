// HSTS: a service reached over https (AAN_BASE_URL) tells browsers to use nothing else for a year,
// on every answer (API, refusals, the web app, its 404s); over http it says nothing of the kind.
import { describe, expect, test } from "bun:test";
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { createApp } from "#server/app";
import { STRICT_TRANSPORT_SECURITY } from "#server/plugins/security-headers";
import { makeRequester, makeTestContext, tempDir } from "../helpers/context";

function requesterAt(baseUrl: string) {
  const webRoot = tempDir("aan-web-");
  writeFileSync(join(webRoot, "index.html"), '<!doctype html><div id="root"></div>');
  return makeRequester(createApp(makeTestContext({ config: { baseUrl, webRoot } })));
}

const answers: Array<[string, string, unknown?]> = [
  ["GET", "/api/health"],
  ["GET", "/api/admin/members"],
  ["POST", "/api/auth/login", { username: "nobody", password: "wrong-password" }],
  ["GET", "/api/no-such-thing"],
  ["GET", "/"],
  ["GET", "/some/client/route"],
];

describe("Strict-Transport-Security", () => {
  test.each(answers)("https base URL: %s %s carries max-age of a year", async (method, path, body) => {
    const reply = await requesterAt("https://aan.example")(method, path, { body, headers: { origin: "https://aan.example" } });
    expect(reply.headers.get("strict-transport-security")).toBe(STRICT_TRANSPORT_SECURITY);
    expect(STRICT_TRANSPORT_SECURITY).toBe("max-age=31536000");
  });

  test.each(answers)("http base URL: %s %s carries none", async (method, path, body) => {
    const reply = await requesterAt("http://localhost:3000")(method, path, { body, headers: { origin: "http://localhost:3000" } });
    expect(reply.headers.get("content-security-policy")).toContain("default-src 'self'");
    expect(reply.headers.has("strict-transport-security")).toBe(false);
  });
});
