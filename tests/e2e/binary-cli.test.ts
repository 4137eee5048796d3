// The compiled binary (dist/aan, built by `npm run build`) is the admin CLI too: on a fresh data
// dir it runs setup from --password-stdin, generates codes as JSON, and exports them.
import { beforeAll, expect, test } from "bun:test";
import { existsSync } from "node:fs";
import { join } from "node:path";
import { parse } from "csv-parse/sync";
import { APP_VERSION } from "#core/platform/version";
import { ANSI, CLI_ACTOR, queryDataDir, REPO_ROOT, ROOT_USERNAME, runCli, runCliOk, setupDataDir } from "../helpers/cli";
import { tempDir } from "../helpers/context";
import {
  ADMIN_PASSKEY_NOT_FOUND,
  SECOND_FACTOR_RULE_SET_OFF,
  SECOND_FACTOR_RULE_SET_ON,
  secondFactorRuleText,
} from "#shared/schemas/passkeys";

const BINARY = join(REPO_ROOT, "dist/aan");
const CODE_FORMAT = /^[23456789ABCDEFGHJKMNPQRSTUVWXYZ]{4}-[23456789ABCDEFGHJKMNPQRSTUVWXYZ]{4}-[23456789ABCDEFGHJKMNPQRSTUVWXYZ]{4}$/;

let folder: string;
let dataDir: string;
const aan = (args: string[]) => runCliOk(args, { command: [BINARY], cwd: folder, dataDir });

beforeAll(async () => {
  if (!existsSync(BINARY)) throw new Error("dist/aan is missing: `npm test` builds it first (npm run build)");
  folder = tempDir("aan-binary-cli-");
  dataDir = join(folder, "data");
  await setupDataDir({ command: [BINARY], dataDir });
});

test("`aan --version` prints the version", async () => {
  const result = await runCli(["--version"], { command: [BINARY], cwd: folder });
  expect(result.exitCode).toBe(0);
  expect(result.stdout.trim()).toBe(APP_VERSION);
});

test("setup from --password-stdin made the super admin and 20 codes in the fresh data dir", () => {
  expect(existsSync(join(dataDir, "aan.db"))).toBe(true);
  expect(queryDataDir(dataDir, "SELECT username, role FROM admin_accounts")).toEqual([{ username: ROOT_USERNAME, role: "super_admin" }]);
  expect(queryDataDir(dataDir, "SELECT count(*) AS n FROM invitation_codes")).toEqual([{ n: 20 }]);
});

test("the binary hashes at the production cost though the tests' environment asks for the lowest (NODE_ENV=test and the variable)", () => {
  expect(process.env.NODE_ENV).toBe("test");
  const [admin] = queryDataDir<{ password_hash: string }>(dataDir, "SELECT password_hash FROM admin_accounts");
  expect(admin!.password_hash).toStartWith("$argon2id$v=19$m=19456,t=2,");
});

test("`aan codes generate --count 3 --json` prints 3 new codes, stored and audited as the CLI user", async () => {
  const result = await aan(["codes", "generate", "--count", "3", "--json"]);
  expect(result.stdout).not.toMatch(ANSI);
  const body = result.json();
  expect(body).toMatchObject({ success: true, message: "Generated 3 new invitation codes" });
  expect(body.codes).toHaveLength(3);
  for (const code of body.codes) expect(code).toMatch(CODE_FORMAT);
  const stored = queryDataDir<{ code: string }>(dataDir, "SELECT code FROM invitation_codes").map((r) => r.code);
  expect(stored).toHaveLength(23);
  expect(stored).toEqual(expect.arrayContaining(body.codes));
  expect(queryDataDir(dataDir, "SELECT actor, outcome FROM admin_audit_log WHERE action = 'codes.generate'")).toEqual([
    { actor: CLI_ACTOR, outcome: "success" },
  ]);
});

test("`aan codes export --format csv` from the binary: header and one row per code", async () => {
  const rows: string[][] = parse((await aan(["codes", "export", "--format", "csv"])).stdout);
  expect(rows[0]).toContain("code");
  expect(rows).toHaveLength(1 + 23);
});

test("a refusal from the binary: exit 1 with the spec's message", async () => {
  const result = await runCli(["codes", "generate", "--count", "101"], { command: [BINARY], cwd: folder, dataDir });
  expect(result.exitCode).toBe(1);
  expect(result.stderr).toContain("Invalid Count: Please enter a number between 1 and 100");
});

test("`aan serve --port abc` from the binary: exit 2 naming the port, no stack trace or bundled source", async () => {
  const result = await runCli(["serve", "--port", "abc"], { command: [BINARY], cwd: folder, dataDir });
  expect(result.exitCode).toBe(2);
  expect(result.stderr).toBe("Invalid port: abc\n");
  expect(result.stdout).toBe("");
});

test("`aan stats` from the binary: the overview with sparklines, `--json` the API's answer, a bad range refused", async () => {
  const text = (await aan(["stats", "--range", "7d"])).stdout;
  expect(text).toContain("OVERVIEW · last 7 days");
  // The setup's 20 codes and the 3 generated above, all made today.
  expect(text).toContain("generated 23 → assigned 0 → redeemed 0 → with a package 0");
  expect(text.split("\n").find((row) => row.includes("sign-ups"))).toMatch(/sign-ups +▁{7} +total 0/);
  const json = (await aan(["stats", "--range", "365", "--json"])).json();
  expect(json).toMatchObject({ success: true, range: { days: 365 }, funnel: { generated: 23 } });
  expect(json.members.activity.times).toHaveLength(json.members.activity.lines.signUps.length);
  const refused = await runCli(["stats", "--range", "12"], { command: [BINARY], cwd: folder, dataDir });
  expect(refused.exitCode).toBe(1);
  expect(refused.stderr).toContain("Range must be 7, 30, 90 or 365 days");
});

test("`aan admin mfa rule` and `aan admin passkeys` from the binary: the API's words, audited as the CLI user", async () => {
  expect((await aan(["admin", "mfa", "rule"])).stdout).toBe(`${secondFactorRuleText(false, false)}\n`);
  expect((await aan(["admin", "mfa", "rule", "on", "--json"])).json()).toMatchObject({
    message: SECOND_FACTOR_RULE_SET_ON,
    required: true,
  });
  expect((await aan(["admin", "mfa", "rule", "--json"])).json()).toMatchObject({ required: true, requiredByOperator: false });
  expect((await aan(["admin", "mfa", "rule", "off"])).stdout).toBe(`${SECOND_FACTOR_RULE_SET_OFF}\n`);
  expect((await aan(["admin", "passkeys", "list", ROOT_USERNAME, "--json"])).json()).toEqual({
    success: true,
    username: ROOT_USERNAME,
    passkeys: [],
  });
  const missing = await runCli(["admin", "passkeys", "remove", ROOT_USERNAME, "Laptop"], { command: [BINARY], cwd: folder, dataDir });
  expect(missing.exitCode).toBe(1);
  expect(missing.stderr).toContain(ADMIN_PASSKEY_NOT_FOUND);
  expect(
    queryDataDir(dataDir, "SELECT actor, outcome, detail FROM admin_audit_log WHERE action IN ('mfa.rule', 'passkeys.remove') ORDER BY id"),
  ).toEqual([
    { actor: CLI_ACTOR, outcome: "success", detail: "required=on" },
    { actor: CLI_ACTOR, outcome: "success", detail: "required=off" },
    expect.objectContaining({ actor: CLI_ACTOR, outcome: "failure" }),
  ]);
});
