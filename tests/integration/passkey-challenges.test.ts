// Passkey challenges hold nothing anyone can fill (decision 0146). A sign-in's challenge is asked
// for by anyone, so it is sealed into its id and stored only once answered: asking any number of
// times leaves no row and meets no cap, an id changed in any part or past its 5 minutes is
// refused, and an answered one is refused the second time. A registration's challenge is stored,
// at most 5 a member at once.
import { beforeAll, describe, expect, test } from "bun:test";
import { PASSKEY_SIGN_IN_FAILED } from "#core/members/passkeys";
import { CHALLENGE_LIFETIME_MS, CHALLENGES_CAP, CHALLENGES_PER_OWNER } from "#core/passkeys/webauthn";
import { PASSKEYS_BUSY } from "#shared/schemas/passkeys";
import { countRows, createSignedInAdmin, type Requester } from "../helpers/admin-session";
import { makeTestContext, tempDir, type TestContext } from "../helpers/context";
import { registerMember, type Member } from "../helpers/member-session";
import { assert, attest, newSoftwarePasskey, type SoftwarePasskey } from "../helpers/software-passkey";

let ctx: TestContext;
let request: Requester;
let origin: string;

beforeAll(async () => {
  ({ ctx, request } = await createSignedInAdmin({ ctx: makeTestContext({ config: { dataDir: tempDir() } }) }));
  origin = new URL(ctx.config.baseUrl).origin;
});

const challengeRows = () => countRows(ctx, "SELECT count(*) AS n FROM webauthn_challenges");
const registrationOptions = (member: Member) =>
  request("POST", "/api/user/passkeys/options", { cookie: member.cookie, headers: member.device });

async function memberWithPasskey(): Promise<{ member: Member; key: SoftwarePasskey }> {
  const member = await registerMember(ctx, request);
  const key = newSoftwarePasskey(origin);
  const options = await registrationOptions(member);
  const added = await request("POST", "/api/user/passkeys", {
    cookie: member.cookie,
    headers: member.device,
    body: { challengeId: options.json.challengeId, response: attest(key, options.json.options) },
  });
  expect(added.status).toBe(200);
  return { member, key };
}

async function signInOptions(path = "/api/auth/passkey/options") {
  const reply = await request("POST", path);
  expect(reply.status).toBe(200);
  return reply.json as { challengeId: string; options: { challenge: string } };
}

const signIn = (member: Member, challengeId: string, response: unknown) =>
  request("POST", "/api/auth/passkey/login", { body: { challengeId, response }, headers: member.device });

describe("passkey challenges", () => {
  test("sign-in options are stored nowhere: past the cap of stored ones, no row is written, and the last still signs in once", async () => {
    const { member, key } = await memberWithPasskey();
    const rowsBefore = challengeRows();
    let last = await signInOptions();
    for (let i = 0; i < CHALLENGES_CAP; i++) last = await signInOptions();
    expect(challengeRows()).toBe(rowsBefore);
    const answer = assert(key, last.options);
    expect((await signIn(member, last.challengeId, answer)).status).toBe(200);
    // Answered, it is written down as spent until it would have ended: a second answer is refused.
    expect(challengeRows()).toBe(rowsBefore + 1);
    const again = await signIn(member, last.challengeId, assert(key, last.options));
    expect(again.status).toBe(401);
    expect(again.json.error).toBe(PASSKEY_SIGN_IN_FAILED);
  });

  test("a sealed challenge changed in any part, an admin's, or one past its 5 minutes is refused (401)", async () => {
    const { member, key } = await memberWithPasskey();
    const { challengeId, options } = await signInOptions();
    const [purpose, endsAt, challenge, seal] = challengeId.split(".");
    const otherChallenge = (await signInOptions()).challengeId.split(".")[2];
    const changed = [
      `admin_sign_in.${endsAt}.${challenge}.${seal}`,
      `${purpose}.${Number(endsAt) + 60_000}.${challenge}.${seal}`,
      `${purpose}.${endsAt}.${otherChallenge}.${seal}`,
      `${purpose}.${endsAt}.${challenge}.${seal!.slice(0, -2)}AA`,
      `${purpose}.${endsAt}.${challenge}`,
    ];
    for (const id of changed) {
      const reply = await signIn(member, id, assert(key, options));
      expect(reply.status).toBe(401);
      expect(reply.json.error).toBe(PASSKEY_SIGN_IN_FAILED);
    }
    // Five failures are all one username may have: the rest are another member's.
    const other = await memberWithPasskey();
    const admins = await signInOptions("/api/admin/login/passkey-options");
    expect((await signIn(other.member, admins.challengeId, assert(other.key, admins.options))).status).toBe(401);
    const late = await signInOptions();
    ctx.clock.advance(CHALLENGE_LIFETIME_MS);
    expect((await signIn(other.member, late.challengeId, assert(other.key, late.options))).status).toBe(401);
    // An untouched one, answered in time, still signs in.
    const fresh = await signInOptions();
    expect((await signIn(other.member, fresh.challengeId, assert(other.key, fresh.options))).status).toBe(200);
  });

  test(`a member asking for registration options over and over holds ${CHALLENGES_PER_OWNER} at most (429 with Retry-After); another member still gets theirs`, async () => {
    const member = await registerMember(ctx, request);
    for (let i = 0; i < CHALLENGES_PER_OWNER; i++) expect((await registrationOptions(member)).status).toBe(200);
    const refused = await registrationOptions(member);
    expect(refused.status).toBe(429);
    expect(refused.json.error).toBe(PASSKEYS_BUSY);
    expect(refused.headers.get("retry-after")).toBe("60");
    expect((await registrationOptions(await registerMember(ctx, request))).status).toBe(200);
  });
});
