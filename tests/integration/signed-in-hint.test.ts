// The signed-in hint (SIGNED_IN_HINT_COOKIE): a readable cookie set and cleared with the member
// session cookie, with its lifetime, so the web app asks GET /api/auth/user only when a session may
// exist. The answer itself stays 401 when signed out. A page of the app mends a hint that does not
// match the session cookie the browser sends.
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, test } from "bun:test";
import { createApp } from "#server/app";
import { makeRequester, makeTestContext, tempDir } from "../helpers/context";
import { deviceHeaders, freshCode, MEMBER_PASSWORD, memberCookieOf, registerMember, registration } from "../helpers/member-session";

function site(baseUrl = "http://localhost") {
  const webRoot = tempDir("aan-web-");
  writeFileSync(join(webRoot, "index.html"), "<!doctype html><title>AAN</title>");
  const ctx = makeTestContext({ config: { webRoot, baseUrl } });
  return { ctx, request: makeRequester(createApp(ctx)) };
}

const setCookie = (reply: { headers: Headers }, name: RegExp) => reply.headers.getSetCookie().find((header) => name.test(header));
const attributes = (header: string | undefined) =>
  header
    ?.split(";")
    .slice(1)
    .map((part) => part.trim())
    .sort();

describe("the signed-in hint", () => {
  test("sign-in sets it beside the session cookie with the same lifetime, readable, and sign-out clears both", async () => {
    const { ctx, request } = site();
    const member = await registerMember(ctx, request);
    const login = await request("POST", "/api/auth/login", {
      body: { username: member.username, password: MEMBER_PASSWORD },
      headers: member.device,
    });
    expect(login.status).toBe(200);
    const session = setCookie(login, /^aan_member=./);
    const hint = setCookie(login, /^aan_signed_in=/);
    expect(hint?.split(";")[0]).toBe("aan_signed_in=1");
    // The same attributes as the session cookie but HttpOnly: the app reads it.
    expect(attributes(hint)).toEqual(attributes(session)!.filter((a) => a !== "HttpOnly"));
    expect(hint).not.toContain("HttpOnly");

    const cookie = `${memberCookieOf(login)}; aan_signed_in=1`;
    const logout = await request("POST", "/api/auth/logout", { cookie, headers: member.device });
    expect(logout.status).toBe(200);
    expect(setCookie(logout, /^aan_member=/)).toContain("Max-Age=0");
    const cleared = setCookie(logout, /^aan_signed_in=/);
    expect(cleared?.split(";")[0]).toBe("aan_signed_in=");
    expect(cleared).toContain("Max-Age=0");
  });

  test("registration sets it too", async () => {
    const { ctx, request } = site();
    const reply = await request("POST", "/api/auth/register", {
      body: registration(freshCode(ctx)),
      headers: deviceHeaders("phone"),
    });
    expect(reply.status).toBe(200);
    expect(setCookie(reply, /^aan_signed_in=/)?.split(";")[0]).toBe("aan_signed_in=1");
  });

  test("over https it carries the __Host- prefix and Secure, like the session cookie", async () => {
    const { ctx, request } = site("https://aan.example");
    const member = await registerMember(ctx, request);
    expect(member.cookie).toStartWith("__Host-aan_member=");
    const login = await request("POST", "/api/auth/login", {
      body: { username: member.username, password: MEMBER_PASSWORD },
      headers: { ...member.device, origin: "https://aan.example" },
    });
    const hint = setCookie(login, /^__Host-aan_signed_in=/);
    expect(hint).toContain("Secure");
    expect(hint).toContain("Path=/");
  });

  test("signed out, GET /api/auth/user still answers 401", async () => {
    const { request } = site();
    const reply = await request("GET", "/api/auth/user", { cookie: "aan_signed_in=1" });
    expect(reply.status).toBe(401);
    expect(reply.json.success).toBe(false);
  });

  test("a page gives a session cookie without a hint its hint, clears a hint without a session cookie, and leaves a matching pair alone", async () => {
    const { request } = site();
    const mended = setCookie(await request("GET", "/home", { cookie: "aan_member=abc" }), /^aan_signed_in=/);
    expect(mended?.split(";")[0]).toBe("aan_signed_in=1");
    expect(mended).not.toContain("HttpOnly");
    const cleared = setCookie(await request("GET", "/home", { cookie: "aan_signed_in=1" }), /^aan_signed_in=/);
    expect(cleared).toContain("Max-Age=0");
    expect(setCookie(await request("GET", "/home", { cookie: "aan_member=abc; aan_signed_in=1" }), /^aan_signed_in=/)).toBeUndefined();
    expect(setCookie(await request("GET", "/home"), /^aan_signed_in=/)).toBeUndefined();
    // An API answer never mends it: only pages do.
    expect(setCookie(await request("GET", "/api/health", { cookie: "aan_signed_in=1" }), /^aan_signed_in=/)).toBeUndefined();
  });
});
