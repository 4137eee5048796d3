// The log (decision 0037): one JSON line per request with method, route, status, duration and request
// id; the id is returned as X-Request-Id and shown in a 5xx answer; no password, token or cookie
// ever reaches a line, even through a field named like one.
import { describe, expect, test } from "bun:test";
import { createConsoleLog } from "#core/platform/console-log";
import type { Log } from "#core/platform/log";
import { createApp } from "#server/app";
import { makeRequester, makeTestContext } from "../helpers/context";
import { loginAdmin, setupAdmin, setupFields } from "../helpers/admin-session";
import { registerMember, MEMBER_PASSWORD } from "../helpers/member-session";

function capturingLog() {
  const lines: Array<Record<string, unknown>> = [];
  const raw: string[] = [];
  const write = (text: string) => {
    for (const line of text.split("\n").filter(Boolean)) {
      raw.push(line);
      lines.push(JSON.parse(line));
    }
  };
  const log: Log = createConsoleLog({ write });
  return { log, lines, raw };
}

const settle = () => Bun.sleep(30);

describe("request log", () => {
  test("one line per request with method, route, status, duration and the id sent back", async () => {
    const { log, lines } = capturingLog();
    const ctx = { ...makeTestContext(), log };
    const request = makeRequester(createApp(ctx));
    const reply = await request("GET", "/api/health");
    const id = reply.headers.get("x-request-id");
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-z]+$/);
    await request("GET", "/api/admin/members/0d9e3c56-2f0a-4d55-9b61-3f3b1c1e9a77");
    await settle();
    const requests = lines.filter((l) => l.event === "request");
    expect(requests[0]).toMatchObject({ level: "info", method: "GET", route: "/api/health", status: 200, requestId: id });
    expect(typeof requests[0]!.ms).toBe("number");
    expect(requests[1]).toMatchObject({ route: "/api/admin/members/:id", status: 401 });
    expect(typeof requests[0]!.time).toBe("string");
  });

  test("a 5xx answer names its request id, and the log line of the error carries the same id", async () => {
    const { log, lines } = capturingLog();
    const ctx = { ...makeTestContext(), log };
    const request = makeRequester(createApp(ctx));
    ctx.db.$client.close();
    const reply = await request("GET", "/api/appraisers");
    expect(reply.status).toBe(500);
    const id = reply.headers.get("x-request-id")!;
    expect(reply.json).toMatchObject({ success: false, kind: "internal", requestId: id });
    expect(reply.json.error).toBe(`Internal error (request ${id})`);
    await settle();
    expect(lines.find((l) => l.event === "unhandled_error")).toMatchObject({ level: "error", requestId: id });
  });

  test("no password, session token or cookie in any line of a run of sign-ins, registration and reset", async () => {
    const { log, raw } = capturingLog();
    const ctx = { ...makeTestContext(), log };
    const request = makeRequester(createApp(ctx));
    const fields = setupFields();
    await setupAdmin(request, fields);
    const adminCookie = await loginAdmin(request, fields.username, fields.password);
    await request("POST", "/api/admin/login", { body: { username: fields.username, password: "Wrong-Pass-123" } });
    const member = await registerMember(ctx, request);
    await request("POST", "/api/auth/password-reset/request", { body: { identifier: member.email, resetType: "email" } });
    log.info("field_named_like_a_secret", { password: "leaky-pass", token: "leaky-token", nested: { cookie: "leaky-cookie" } });
    await settle();
    const text = raw.join("\n");
    for (const secret of [
      fields.password,
      "Wrong-Pass-123",
      MEMBER_PASSWORD,
      adminCookie.split("=")[1]!,
      member.cookie.split("=")[1]!,
      "leaky-pass",
      "leaky-token",
      "leaky-cookie",
    ]) {
      expect(text).not.toContain(secret);
    }
    expect(text).toContain("[redacted]");
  });
});
