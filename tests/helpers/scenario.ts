// Table-driven endpoint tests over app.handle, after PocketBase's ApiScenario. A file builds its
// state once (a template: setup, a signed-in super admin, a plain admin, and whatever `build`
// adds); every scenario then runs one request by one actor on a fresh copy of that state and
// states what it expects: the status, the JSON (a partial match), the database afterwards, and the
// audit rows the request added. Each scenario is its own test (test.each).
//
//   const codes = scenarioTemplate({ build: (w) => ({ codeId: firstCodeId(w) }) });
//   runScenarios(codes, [
//     { name: "anonymous → 401", actor: "anonymous", method: "GET", path: "/api/admin/invitation-codes",
//       status: 401, json: { kind: "unauthenticated" }, audit: { "access/denied": 1 } },
//   ]);
//
// Copies are cheap (a serialized in-memory database, ~1 ms with its app), argon2 is not (~50 ms a
// hash): so the template pays for the setup and the super admin's sign-in once per file, and the
// plain admin gets the super admin's password hash and a session without any hashing.
import { beforeAll, expect, test } from "bun:test";
import { writeFileSync } from "node:fs";
import type { AppConfig } from "#core/platform/config";
import { databasePath } from "#core/db/db";
import { startSession } from "#core/sessions/sessions";
import { createApp } from "#server/app";
import { adminCookieName } from "#server/plugins/admin-session";
import { loginAdmin, setupAdmin, setupFields, type Reply, type Requester } from "./admin-session";
import { cloneTestContext, makeRequester, makeTestContext, tempDir, type TestContext } from "./context";

/** The second admin of every template: role admin, same password as the super admin. */
export const PLAIN_ADMIN_USERNAME = "clerk";
export const PLAIN_ADMIN_FULL_NAME = "Clara Clerk";

/** A signed-in member as the browser presents them: the session and device cookies, and the device headers. */
export type SignedInBrowser = { cookie: string; device: Record<string, string> };

/**
 * Who sends the request: nobody, the setup's super admin ("admin" and "superAdmin" are the same
 * account), the plain admin, any cookie (`name=value`, or made from the world), or a member of the
 * fixture (their cookies and device headers; the scenario's own headers on top).
 */
export type Actor<F = unknown> =
  | "anonymous"
  | "admin"
  | "superAdmin"
  | "plainAdmin"
  | { cookie: string | ((world: World<F>) => string) }
  | { member: (world: World<F>) => SignedInBrowser };

type Admins = { superAdmin: string; plainAdmin: string };

export type World<F = unknown> = {
  ctx: TestContext;
  app: ReturnType<typeof createApp>;
  /** Sends a request without a cookie. */
  request: Requester;
  /** `name=value` of each admin's session cookie (both are valid in every copy). */
  cookies: Admins;
  /** The admin_accounts ids. */
  adminIds: Admins;
  /** What the template's `build` answered: plain data (ids, codes), shared by all copies. */
  fixture: F;
  /** A requester for one actor. */
  as(actor: Actor<F>): Requester;
  /** Every row of a query; a row of one column is answered as that column's value. */
  rows(sql: string, ...params: Array<string | number | null>): unknown[];
  /** The first of `rows` (undefined when there is none). */
  value(sql: string, ...params: Array<string | number | null>): unknown;
  /** Another session of an admin, without a sign-in: its cookie `name=value`. */
  newSession(admin: keyof Admins): string;
  /** sum(repeats) of the audit log per "action/outcome". */
  auditCounts(): Record<string, number>;
};

export type Scenario<F = unknown> = {
  name: string;
  actor: Actor<F>;
  method: string;
  path: string | ((world: World<F>) => string);
  /** A JSON body, or a function of the world answering one. */
  body?: unknown;
  rawBody?: BodyInit;
  headers?: Record<string, string>;
  /** Arranges the copy before the request; what it writes is not counted as the request's doing. */
  before?: (world: World<F>) => unknown;
  status: number;
  /** A partial match of the answer's JSON (asymmetric matchers allowed). */
  json?: unknown;
  /** The whole answer's JSON, exactly. */
  jsonEquals?: unknown;
  /**
   * The database afterwards: SQL → the first row (an object is a partial match; a one-column row
   * is its value) or, when an array, every row.
   */
  db?: Record<string, unknown> | ((world: World<F>, reply: Reply) => Record<string, unknown>);
  /** Tables whose every row must be as it was before the request. */
  unchanged?: string[];
  /** Audit rows the request added, as "action/outcome" → sum(repeats); every other pair must stay. */
  audit?: Record<string, number>;
  /** Anything else: headers, follow-up requests. */
  check?: (reply: Reply, world: World<F>) => unknown;
};

export type TemplateOptions<F> = {
  /** Run the first-run setup and sign the admins in (default true). */
  setup?: boolean;
  config?: Partial<AppConfig>;
  /** Extra state, built once on the template; answers the fixture. */
  build?: (world: World<undefined>) => F | Promise<F>;
};

export type ScenarioTemplate<F> = {
  /** The template itself, built on first use (a scenario must not change it). */
  ready(): Promise<World<F>>;
  /** A fresh copy; `onDisk` puts it in a data dir (for other connections); `config` overrides. */
  fresh(options?: { onDisk?: boolean; config?: Partial<AppConfig> }): Promise<World<F>>;
  /**
   * A template built once on a copy of this one. With another `config` the copied cookies may no
   * longer count (https wants __Host-aan_admin): sign in again, or use `newSession`.
   */
  extend<G>(build: (world: World<F>) => G | Promise<G>, options?: { config?: Partial<AppConfig> }): ScenarioTemplate<G>;
};

type Base<F> = { ctx: TestContext; cookies: Admins; adminIds: Admins; fixture: F };

const NO_ADMINS: Admins = { superAdmin: "", plainAdmin: "" };

function makeWorld<F>(base: Base<F>, ctx: TestContext): World<F> {
  const app = createApp(ctx);
  const request = makeRequester(app);
  const world: World<F> = {
    ...base,
    ctx,
    app,
    request,
    as(actor) {
      if (typeof actor === "object" && "member" in actor) {
        const { cookie, device } = actor.member(world);
        return (method, path, options = {}) => request(method, path, { ...options, cookie, headers: { ...device, ...options.headers } });
      }
      const cookie = cookieOf(world, actor);
      return cookie ? (method, path, options = {}) => request(method, path, { cookie, ...options }) : request;
    },
    rows(sql, ...params) {
      return ctx.db.$client
        .query(sql)
        .all(...params)
        .map((row) => {
          const values = Object.values(row as Record<string, unknown>);
          return values.length === 1 ? values[0] : row;
        });
    },
    value: (sql, ...params) => world.rows(sql, ...params)[0],
    newSession(admin) {
      const { token } = startSession(ctx, "admin", world.adminIds[admin]);
      return `${adminCookieName(ctx)}=${token}`;
    },
    auditCounts() {
      const rows = ctx.db.$client
        .query("SELECT action || '/' || outcome AS pair, sum(repeats) AS n FROM admin_audit_log GROUP BY action, outcome")
        .all() as Array<{ pair: string; n: number }>;
      return Object.fromEntries(rows.map((r) => [r.pair, r.n]));
    },
  };
  return world;
}

function cookieOf<F>(world: World<F>, actor: Actor<F>): string | undefined {
  if (actor === "anonymous") return undefined;
  if (typeof actor === "object") {
    if (!("cookie" in actor)) return actor.member(world).cookie;
    return typeof actor.cookie === "function" ? actor.cookie(world) : actor.cookie;
  }
  const cookie = actor === "plainAdmin" ? world.cookies.plainAdmin : world.cookies.superAdmin;
  if (!cookie) throw new Error(`actor ${actor}: this template has no admins (setup: false)`);
  return cookie;
}

/** Setup through the API, the super admin signed in through the API, the plain admin by copy. */
async function signedInAdmins(world: World<undefined>): Promise<{ cookies: Admins; adminIds: Admins }> {
  const fields = setupFields();
  const setup = await setupAdmin(world.request, fields);
  if (setup.status !== 200) throw new Error(`setup failed: ${setup.status} ${setup.text}`);
  const superAdminCookie = await loginAdmin(world.request, fields.username, fields.password);
  const superAdminId = world.value("SELECT id FROM admin_accounts WHERE username = ?", fields.username) as string;
  const plainAdminId = crypto.randomUUID();
  // A second later, so listings ordered by creation put the plain admin second.
  world.ctx.clock.advance(1000);
  const now = world.ctx.clock.now().getTime();
  world.ctx.db.$client
    .query(
      `INSERT INTO admin_accounts (id, username, password_hash, full_name, role, is_active, created_at, updated_at)
       SELECT ?, ?, password_hash, ?, 'admin', 1, ?, ? FROM admin_accounts WHERE id = ?`,
    )
    .run(plainAdminId, PLAIN_ADMIN_USERNAME, PLAIN_ADMIN_FULL_NAME, now, now, superAdminId);
  const { token } = startSession(world.ctx, "admin", plainAdminId);
  return {
    cookies: { superAdmin: superAdminCookie, plainAdmin: `${adminCookieName(world.ctx)}=${token}` },
    adminIds: { superAdmin: superAdminId, plainAdmin: plainAdminId },
  };
}

function copyContext(ctx: TestContext, options: { onDisk?: boolean; config?: Partial<AppConfig> }): TestContext {
  if (!options.onDisk) return { ...cloneTestContext(ctx), config: { ...ctx.config, ...options.config } };
  const dataDir = tempDir("aan-scenario-");
  writeFileSync(databasePath(dataDir), ctx.db.$client.serialize());
  const copy = makeTestContext({ dataDir, config: { ...ctx.config, ...options.config, dataDir } });
  copy.clock.set(ctx.clock.now());
  return copy;
}

function templateFrom<F>(build: () => Promise<Base<F>>): ScenarioTemplate<F> {
  let built: Promise<Base<F>> | undefined;
  const base = () => (built ??= build());
  const template: ScenarioTemplate<F> = {
    async ready() {
      const b = await base();
      return makeWorld(b, b.ctx);
    },
    async fresh(options = {}) {
      const b = await base();
      return makeWorld(b, copyContext(b.ctx, options));
    },
    extend(extra, options = {}) {
      return templateFrom(async () => {
        const world = await template.fresh(options);
        const fixture = await extra(world);
        return { ctx: world.ctx, cookies: world.cookies, adminIds: world.adminIds, fixture };
      });
    },
  };
  return template;
}

export function scenarioTemplate<F = undefined>(options: TemplateOptions<F> = {}): ScenarioTemplate<F> {
  return templateFrom(async () => {
    const ctx = makeTestContext({ config: options.config });
    const bare = makeWorld<undefined>({ ctx, cookies: NO_ADMINS, adminIds: NO_ADMINS, fixture: undefined }, ctx);
    const admins = options.setup === false ? { cookies: NO_ADMINS, adminIds: NO_ADMINS } : await signedInAdmins(bare);
    const world = makeWorld<undefined>({ ctx, ...admins, fixture: undefined }, ctx);
    const fixture = (options.build ? await options.build(world) : undefined) as F;
    return { ctx, ...admins, fixture };
  });
}

const resolve = <F, T>(value: T | ((world: World<F>) => T), world: World<F>): T =>
  typeof value === "function" ? (value as (world: World<F>) => T)(world) : value;

function tableRows(world: World, table: string): unknown[] {
  return world.rows(`SELECT * FROM "${table}" ORDER BY rowid`);
}

function addedAudit(before: Record<string, number>, after: Record<string, number>): Record<string, number> {
  const added: Record<string, number> = {};
  for (const [pair, n] of Object.entries(after)) if (n !== (before[pair] ?? 0)) added[pair] = n - (before[pair] ?? 0);
  return added;
}

/** Runs one scenario on a fresh copy of the template and checks every expectation it states. */
export async function runScenario<F>(template: ScenarioTemplate<F>, scenario: Scenario<F>): Promise<{ reply: Reply; world: World<F> }> {
  const world = await template.fresh();
  await scenario.before?.(world);
  const auditBefore = world.auditCounts();
  const tablesBefore = (scenario.unchanged ?? []).map((table) => tableRows(world as World, table));

  const reply = await world.as(scenario.actor)(scenario.method, resolve(scenario.path, world), {
    body: resolve(scenario.body, world),
    rawBody: scenario.rawBody,
    headers: scenario.headers,
  });

  // The answer's body rides along so a wrong status shows why.
  expect({ status: reply.status, body: reply.json ?? reply.text }).toMatchObject({ status: scenario.status });
  if (scenario.json !== undefined) expect(reply.json).toMatchObject(resolve(scenario.json, world) as object);
  if (scenario.jsonEquals !== undefined) expect(reply.json).toEqual(resolve(scenario.jsonEquals, world));
  if (scenario.db) {
    const expected = typeof scenario.db === "function" ? scenario.db(world, reply) : scenario.db;
    for (const [sql, value] of Object.entries(expected)) {
      const rows = world.rows(sql);
      expect({ [sql]: Array.isArray(value) ? rows : rows[0] }).toMatchObject({ [sql]: value });
    }
  }
  (scenario.unchanged ?? []).forEach((table, i) => {
    const after: Record<string, unknown> = { [table]: tableRows(world as World, table) };
    expect(after).toEqual({ [table]: tablesBefore[i] });
  });
  if (scenario.audit) expect({ audit: addedAudit(auditBefore, world.auditCounts()) }).toEqual({ audit: scenario.audit });
  await scenario.check?.(reply, world);
  return { reply, world };
}

/** An anonymous call to an admin endpoint: 401, one "access/denied" audit row, `tables` untouched. */
export function withoutSession<F>(call: Pick<Scenario<F>, "name" | "method" | "path" | "body">, tables: string[]): Scenario<F> {
  return {
    ...call,
    actor: "anonymous",
    status: 401,
    json: { success: false, kind: "unauthenticated" },
    unchanged: tables,
    audit: { "access/denied": 1 },
  };
}

/**
 * One test per scenario (named by `name`), each on its own copy of the template. `concurrent`
 * lets the scenarios of this table run at once (they share nothing): worth it when most of them
 * wait for argon2, which runs off the main thread.
 */
export function runScenarios<F>(
  template: ScenarioTemplate<F>,
  scenarios: Array<Scenario<F>>,
  options: { concurrent?: boolean } = {},
): void {
  const names = new Set<string>();
  for (const { name } of scenarios) {
    if (names.has(name)) throw new Error(`two scenarios are named "${name}"`);
    names.add(name);
  }
  // The template is built before the first scenario, so its cost is not charged to one test.
  beforeAll(() => template.ready());
  (options.concurrent ? test.concurrent : test).each(scenarios)("$name", async (scenario) => {
    await runScenario(template, scenario);
  });
}
