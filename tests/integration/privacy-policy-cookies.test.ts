// The privacy policy names every cookie the service sets, and no cookie it does not: a visitor's
// page, a member's registration and sign-in, an admin's setup, each through the real app. A new
// cookie makes this test fail until the policy (and its "Last Updated" day) says what it is.
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { expect, test } from "bun:test";
import { createApp } from "#server/app";
import { privacyPolicySections } from "#web/content/privacy-policy";
import { ADMIN_PASSWORD, ADMIN_USERNAME, setupAdmin } from "../helpers/admin-session";
import { makeRequester, makeTestContext, tempDir } from "../helpers/context";
import { deviceHeaders, freshCode, MEMBER_PASSWORD, registerMember, registration } from "../helpers/member-session";

/** Each cookie's name (over http: no __Host- prefix) and the words the policy describes it with. */
const DESCRIBED: Record<string, string> = {
  aan_visitor: "A visitor cookie, a random value given with the pages you open, which ends when you close your browser.",
  aan_member: "A session cookie that keeps you signed in. It lasts at most 12 hours",
  aan_signed_in: 'A signed-in marker (the value "1", nothing else), set and cleared together with the session cookie',
  aan_device: "A device cookie, given the first time you sign in from a browser",
  aan_admin: "An administrator session cookie",
};

const policyText = () =>
  privacyPolicySections("AAN")
    .flatMap((section) => section.blocks)
    .flatMap((block) => (block.kind === "text" ? [block.text] : block.kind === "list" ? block.items : []))
    .join("\n");

test("every cookie the service sets is described in the privacy policy", async () => {
  const webRoot = tempDir("aan-web-");
  writeFileSync(join(webRoot, "index.html"), "<!doctype html><title>AAN</title>");
  const ctx = makeTestContext({ config: { webRoot } });
  const request = makeRequester(createApp(ctx));
  const replies = [
    await request("GET", "/contact"),
    await request("POST", "/api/auth/register", { body: registration(freshCode(ctx)), headers: deviceHeaders("phone") }),
  ];
  const member = await registerMember(ctx, request);
  replies.push(
    await request("POST", "/api/auth/login", { body: { username: member.username, password: MEMBER_PASSWORD }, headers: member.device }),
  );
  expect((await setupAdmin(request)).status).toBe(200);
  replies.push(await request("POST", "/api/admin/login", { body: { username: ADMIN_USERNAME, password: ADMIN_PASSWORD } }));
  const names = new Set(replies.flatMap((reply) => reply.headers.getSetCookie().map((header) => header.slice(0, header.indexOf("=")))));
  expect([...names].sort()).toEqual(Object.keys(DESCRIBED).sort());

  const policy = policyText();
  for (const words of Object.values(DESCRIBED)) expect(policy).toContain(words);
  expect(policy).toContain("We use no advertising or tracking cookies.");
  expect(policy).not.toContain("one cookie");
});

test("the policy says the traits hash is recorded, not what recognises a device (spec README decision 8)", () => {
  const policy = policyText();
  expect(policy).toContain("which we record but do not use to recognise the device");
  expect(policy).not.toMatch(/a fingerprint of each device/i);
});
