// `aan admin mfa rule [on|off]` and `aan admin passkeys list|remove` (decision 0143): the super
// admin's rule and an admin's passkeys from the terminal, through the same core functions as the
// API, so the words are the API's and each change is audited as the CLI user. The passkeys are
// added through app.handle on the same data dir with a software authenticator.
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { closeDatabase } from "#core/db/db";
import { createApp } from "#server/app";
import {
  ADMIN_PASSKEY_NAME_SHARED,
  ADMIN_PASSKEY_NOT_FOUND,
  LAST_SECOND_FACTOR,
  SECOND_FACTOR_RULE_CHOICE,
  SECOND_FACTOR_RULE_SET_OFF,
  SECOND_FACTOR_RULE_SET_ON,
  secondFactorRuleText,
} from "#shared/schemas/passkeys";
import { loginAdmin } from "../helpers/admin-session";
import { CLI_ACTOR, queryDataDir, ROOT_PASSWORD, ROOT_USERNAME, runCli, runCliOk, setupDataDir } from "../helpers/cli";
import { makeRequester, makeTestContext, type TestContext } from "../helpers/context";
import { assert, attest, newSoftwarePasskey, type SoftwarePasskey } from "../helpers/software-passkey";

let dir: string;
let ctx: TestContext;
let request: ReturnType<typeof makeRequester>;
let rootCookie: string;

const cli = (args: string[]) => runCli(args, { dataDir: dir });
const cliOk = (args: string[]) => runCliOk(args, { dataDir: dir });
const audited = (action: string) =>
  queryDataDir<{ actor: string; outcome: string; detail: string }>(
    dir,
    "SELECT actor, outcome, detail FROM admin_audit_log WHERE action = ? ORDER BY id",
    action,
  );

/** The passkey root holds that proves the next one (a new passkey needs one held, decision 0143). */
let held: SoftwarePasskey | undefined;

async function addPasskey(name: string): Promise<{ id: string; name: string }> {
  const options = await request("POST", "/api/admin/passkeys/options", { cookie: rootCookie });
  const key = newSoftwarePasskey(new URL(ctx.config.baseUrl).origin);
  let proof = {};
  if (held) {
    const signIn = (await request("POST", "/api/admin/login/passkey-options")).json;
    proof = { passkey: { challengeId: signIn.challengeId, response: assert(held, signIn.options) } };
  }
  const added = await request("POST", "/api/admin/passkeys", {
    cookie: rootCookie,
    body: { challengeId: options.json.challengeId, name, response: attest(key, options.json.options), ...proof },
  });
  expect(added.status).toBe(200);
  held ??= key;
  return added.json.passkey;
}

beforeAll(async () => {
  dir = await setupDataDir();
  ctx = makeTestContext({ dataDir: dir });
  request = makeRequester(createApp(ctx));
  rootCookie = await loginAdmin(request, ROOT_USERNAME, ROOT_PASSWORD);
});
afterAll(() => closeDatabase(ctx.db));

describe("aan admin passkeys", () => {
  test("list: none yet, then name, dates and id; --json the passkeys without any key material", async () => {
    expect((await cliOk(["admin", "passkeys", "list", ROOT_USERNAME])).stdout).toBe(`${ROOT_USERNAME} has no passkey\n`);
    const laptop = await addPasskey("Office laptop");
    const table = (await cliOk(["admin", "passkeys", "list", ROOT_USERNAME])).stdout.split("\n");
    expect(table[0]).toMatch(/^NAME\s+ADDED\s+LAST USED\s+ID$/);
    expect(table[2]).toMatch(new RegExp(`^Office laptop\\s+\\d{4}-\\d\\d-\\d\\d \\d\\d:\\d\\d UTC\\s+never\\s+${laptop.id}$`));
    const json = (await cliOk(["admin", "passkeys", "list", ROOT_USERNAME, "--json"])).json();
    expect(json).toEqual({
      success: true,
      username: ROOT_USERNAME,
      passkeys: [{ id: laptop.id, name: "Office laptop", createdAt: expect.any(String), lastUsedAt: null }],
    });
    const stored = queryDataDir<{ credential_id: string; public_key: string }>(dir, "SELECT credential_id, public_key FROM admin_passkeys");
    for (const secret of [stored[0]!.credential_id, stored[0]!.public_key]) expect(JSON.stringify(json)).not.toContain(secret);
    const unknown = await cli(["admin", "passkeys", "list", "nobody"]);
    expect(unknown.exitCode).toBe(1);
    expect(unknown.stderr).toContain("No admin named nobody");
  });

  test("remove by name or id, with the API's words; a shared name, an unknown one and the last factor under the rule are refused", async () => {
    const phone = await addPasskey("Phone");
    await addPasskey("Spare");
    await addPasskey("Spare");
    const byId = await cliOk(["admin", "passkeys", "remove", ROOT_USERNAME, phone.id]);
    expect(byId.stdout).toBe('Passkey "Phone" removed\n');
    const shared = await cli(["admin", "passkeys", "remove", ROOT_USERNAME, "Spare"]);
    expect(shared.exitCode).toBe(1);
    expect(shared.stderr).toContain(ADMIN_PASSKEY_NAME_SHARED);
    const missing = await cli(["admin", "passkeys", "remove", ROOT_USERNAME, "Phone"]);
    expect(missing.exitCode).toBe(1);
    expect(missing.stderr).toContain(ADMIN_PASSKEY_NOT_FOUND);
    const spares = queryDataDir<{ id: string }>(dir, "SELECT id FROM admin_passkeys WHERE name = 'Spare'");
    for (const { id } of spares) await cliOk(["admin", "passkeys", "remove", ROOT_USERNAME, id, "--json"]);

    // Only "Office laptop" is left: with the rule on it is the last second factor and stays.
    await cliOk(["admin", "mfa", "rule", "on"]);
    const last = await cli(["admin", "passkeys", "remove", ROOT_USERNAME, "Office laptop"]);
    expect(last.exitCode).toBe(1);
    expect(last.stderr).toContain(LAST_SECOND_FACTOR);
    expect(queryDataDir(dir, "SELECT name FROM admin_passkeys")).toEqual([{ name: "Office laptop" }]);
    await cliOk(["admin", "mfa", "rule", "off"]);

    expect(audited("passkeys.remove").filter((row) => row.actor === CLI_ACTOR)).toEqual([
      { actor: CLI_ACTOR, outcome: "success", detail: `admin=${ROOT_USERNAME} passkey=Phone` },
      expect.objectContaining({ outcome: "failure" }),
      expect.objectContaining({ outcome: "failure" }),
      { actor: CLI_ACTOR, outcome: "success", detail: `admin=${ROOT_USERNAME} passkey=Spare` },
      { actor: CLI_ACTOR, outcome: "success", detail: `admin=${ROOT_USERNAME} passkey=Spare` },
      expect.objectContaining({ outcome: "failure" }),
    ]);
  });
});

describe("aan admin mfa rule", () => {
  test("shows the rule, turns it on and off as the API does (the panel reads the same), audited as the CLI user", async () => {
    expect((await cliOk(["admin", "mfa", "rule"])).stdout).toBe(`${secondFactorRuleText(false, false)}\n`);
    const before = audited("mfa.rule").length;
    expect((await cliOk(["admin", "mfa", "rule", "on"])).stdout).toBe(`${SECOND_FACTOR_RULE_SET_ON}\n`);
    expect((await request("GET", "/api/admin/mfa", { cookie: rootCookie })).json).toMatchObject({ required: true });
    expect((await cliOk(["admin", "mfa", "rule", "--json"])).json()).toEqual({
      success: true,
      message: secondFactorRuleText(true, false),
      required: true,
      requiredByOperator: false,
    });
    expect((await cliOk(["admin", "mfa", "rule", "off", "--json"])).json()).toMatchObject({
      message: SECOND_FACTOR_RULE_SET_OFF,
      required: false,
    });
    const wrong = await cli(["admin", "mfa", "rule", "maybe"]);
    expect(wrong.exitCode).toBe(1);
    expect(wrong.stderr).toContain(SECOND_FACTOR_RULE_CHOICE);
    expect(audited("mfa.rule").slice(before)).toEqual([
      { actor: CLI_ACTOR, outcome: "success", detail: "required=on" },
      { actor: CLI_ACTOR, outcome: "success", detail: "required=off" },
      expect.objectContaining({ actor: CLI_ACTOR, outcome: "failure" }),
    ]);
  });

  test("AAN_REQUIRE_ADMIN_MFA is the floor: shown as the operator's, and off is refused in the API's words", async () => {
    const env = { AAN_REQUIRE_ADMIN_MFA: "1" };
    const shown = await runCliOk(["admin", "mfa", "rule"], { dataDir: dir, env });
    expect(shown.stdout).toBe(`${secondFactorRuleText(true, true)}\n`);
    const off = await runCli(["admin", "mfa", "rule", "off"], { dataDir: dir, env });
    expect(off.exitCode).toBe(1);
    expect(off.stderr).toContain("AAN_REQUIRE_ADMIN_MFA");
  });
});
