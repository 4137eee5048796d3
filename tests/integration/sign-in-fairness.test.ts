// Who gets the next hash slot when sign-ins queue for one: a member signing in from a browser their
// account already has (its device cookie) goes ahead of a flood of wrong sign-ins from many addresses, where a plain
// first-come queue made them wait for every hash before theirs. Bun.password.verify is held
// until the test lets go, so the order of the checks is the queue's decision, not timing.
import { afterEach, expect, spyOn, test } from "bun:test";
import { createApp } from "#server/app";
import { MAX_CONCURRENT_HASHES } from "#core/security/passwords";
import { makeRequester, makeTestContext } from "../helpers/context";
import { deviceHeaders, MEMBER_PASSWORD, registerMember } from "../helpers/member-session";

const FLOOD = 12;

let verifySpy: ReturnType<typeof spyOn> | undefined;
afterEach(() => verifySpy?.mockRestore());

test("a member on a known device is checked next, ahead of 12 queued wrong sign-ins from 12 addresses", async () => {
  const ctx = makeTestContext({ config: { trustedProxies: ["unknown"] } });
  const request = makeRequester(createApp(ctx));
  const member = await registerMember(ctx, request, { deviceName: "home-pc" });
  const signIn = (username: string, password: string, headers: Record<string, string>, cookie?: string) =>
    request("POST", "/api/auth/login", { body: { username, password }, headers, cookie });
  // The unknown-username decoy is hashed once, before anything is held.
  expect((await signIn("nobody-yet", "wrong-Pass-1", { ...deviceHeaders("warm-up"), "x-forwarded-for": "192.0.2.99" })).status).toBe(401);

  const checked: string[] = [];
  const gate = Promise.withResolvers<void>();
  const realVerify = Bun.password.verify.bind(Bun.password);
  verifySpy = spyOn(Bun.password, "verify").mockImplementation(async (password, hash) => {
    checked.push(String(password));
    await gate.promise;
    return realVerify(password, hash);
  });

  const flood = Array.from({ length: FLOOD }, (_, i) =>
    signIn(`intruder${i}`, `wrong-Pass-${i}`, { ...deviceHeaders(`bot-${i}`), "x-forwarded-for": `198.51.100.${i + 1}` }),
  );
  // The member's attempt is sent once every flood attempt is reserved and waiting for a slot.
  const inFlight = () => (ctx.db.$client.query("SELECT count(*) AS n FROM login_failures WHERE settled = 0").get() as { n: number }).n;
  while (inFlight() < FLOOD || checked.length < MAX_CONCURRENT_HASHES) await Bun.sleep(1);
  // The member's own browser: it carries the device cookie its first sign-in was given.
  const memberSignIn = signIn(member.username, MEMBER_PASSWORD, { ...member.device, "x-forwarded-for": "203.0.113.7" }, member.cookie);
  while (inFlight() < FLOOD + 1) await Bun.sleep(1);
  for (let i = 0; i < 5; i++) await Bun.sleep(0);
  gate.resolve();

  expect((await memberSignIn).status).toBe(200);
  expect((await Promise.all(flood)).map((reply) => reply.status)).toEqual(Array(FLOOD).fill(401));
  // The slots were all taken by the flood; the first one freed went to the member.
  expect(checked.indexOf(MEMBER_PASSWORD)).toBe(MAX_CONCURRENT_HASHES);
}, 60_000);
