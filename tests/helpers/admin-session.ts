// Shared steps for the admin API integration tests: first-run setup, sign-in, a signed-in admin,
// and valid bodies for credibility entries and code assignments.
import { createApp } from "#server/app";
import { makeRequester, makeTestContext, type TestContext } from "./context";

export type Requester = ReturnType<typeof makeRequester>;
export type Reply = Awaited<ReturnType<Requester>>;

export const ADMIN_USERNAME = "commander";
export const ADMIN_PASSWORD = "s3cret-Pass!";
export const ADMIN_FULL_NAME = "Ada Commander";

export type SetupFields = { username: string; fullName: string; password: string; confirmPassword: string };

export function setupFields(overrides: Partial<SetupFields> = {}): SetupFields {
  return {
    username: ADMIN_USERNAME,
    fullName: ADMIN_FULL_NAME,
    password: ADMIN_PASSWORD,
    confirmPassword: ADMIN_PASSWORD,
    ...overrides,
  };
}

/** POST /api/admin/setup with valid fields (overridable). */
export function setupAdmin(request: Requester, overrides: Partial<SetupFields> = {}): Promise<Reply> {
  return request("POST", "/api/admin/setup", { body: setupFields(overrides) });
}

/** The `name=value` part of the admin cookie a response sets, or undefined. */
export function adminCookieOf(reply: Reply): string | undefined {
  for (const header of reply.headers.getSetCookie()) {
    const pair = header.split(";")[0]!.trim();
    if (/^(__Host-)?aan_admin=/.test(pair)) return pair;
  }
  return undefined;
}

/** The raw set-cookie header of the admin cookie, attributes included. */
export function adminSetCookieHeader(reply: Reply): string | undefined {
  return reply.headers.getSetCookie().find((h) => /^(__Host-)?aan_admin=/.test(h));
}

/** The token in a `name=value` cookie string. */
export function tokenOf(cookie: string): string {
  return cookie.slice(cookie.indexOf("=") + 1);
}

/** Signs in and answers the cookie `name=value`; fails loudly when the sign-in is refused. */
export async function loginAdmin(
  request: Requester,
  username: string,
  password: string,
  options: { cookie?: string; headers?: Record<string, string> } = {},
): Promise<string> {
  const reply = await request("POST", "/api/admin/login", { body: { username, password }, ...options });
  const cookie = adminCookieOf(reply);
  if (reply.status !== 200 || !cookie) {
    throw new Error(`login of ${username} failed: ${reply.status} ${reply.text}`);
  }
  return cookie;
}

export type SignedInAdmin = {
  ctx: TestContext;
  app: ReturnType<typeof createApp>;
  request: Requester;
  cookie: string;
  username: string;
  password: string;
  /** Sends a request with this admin's cookie (unless the options name another). */
  as: Requester;
};

/** A fresh context with the setup done and its super admin signed in. */
export async function createSignedInAdmin(options: { ctx?: TestContext; overrides?: Partial<SetupFields> } = {}): Promise<SignedInAdmin> {
  const ctx = options.ctx ?? makeTestContext();
  const app = createApp(ctx);
  const request = makeRequester(app);
  const fields = setupFields(options.overrides);
  const setup = await setupAdmin(request, fields);
  if (setup.status !== 200) throw new Error(`setup failed: ${setup.status} ${setup.text}`);
  const cookie = await loginAdmin(request, fields.username, fields.password);
  const as: Requester = (method, path, opts = {}) => request(method, path, { cookie, ...opts });
  return { ctx, app, request, cookie, username: fields.username, password: fields.password, as };
}

/** Creates a second admin through POST /api/admin/admins (as a super admin) and signs it in. */
export async function createOtherAdmin(
  superAdmin: SignedInAdmin,
  fields: { username: string; password: string; role?: "admin" | "super_admin"; fullName?: string },
): Promise<string> {
  const reply = await superAdmin.as("POST", "/api/admin/admins", {
    body: {
      username: fields.username,
      fullName: fields.fullName ?? "Second Admin",
      password: fields.password,
      confirmPassword: fields.password,
      ...(fields.role ? { role: fields.role } : {}),
    },
  });
  if (reply.status !== 200) throw new Error(`admin creation failed: ${reply.status} ${reply.text}`);
  return loginAdmin(superAdmin.request, fields.username, fields.password);
}

export type CredibilityEntryBody = Record<string, unknown>;

/** The six required fields of a credibility entry, plus any overrides. */
export function validCredibilityEntry(overrides: CredibilityEntryBody = {}): CredibilityEntryBody {
  return {
    contractorName: "Bob Builder",
    contractorCompany: "Builder Roofing LLC",
    contractorAddress: "12 Shingle Way, Tampa, FL",
    clientName: "Carol Client",
    clientAddress: "34 Palm Ave, Tampa, FL",
    claimType: "Wind",
    ...overrides,
  };
}

export type AssigneeBody = {
  assigneeUsername: string;
  assigneeFirstName: string;
  assigneeLastName: string;
  assigneePhone: string;
  assigneeEmail: string;
};

export function validAssignee(overrides: Partial<Record<keyof AssigneeBody, unknown>> = {}): AssigneeBody {
  return {
    assigneeUsername: "jdoe",
    assigneeFirstName: "John",
    assigneeLastName: "Doe",
    assigneePhone: "(555) 123-4567",
    assigneeEmail: "john.doe@example.com",
    ...overrides,
  } as AssigneeBody;
}

/** A number from a `SELECT count(*) AS n ...` query. */
export function countRows(ctx: TestContext, sql: string, ...params: Array<string | number>): number {
  return (ctx.db.$client.query(sql).get(...params) as { n: number }).n;
}

/** Every value of every row of every table, as text: for "this secret is stored nowhere" checks. */
export function everyStoredValue(ctx: TestContext, tables?: string[]): string[] {
  const names =
    tables ??
    (ctx.db.$client.query("SELECT name FROM sqlite_master WHERE type = 'table'").all() as Array<{ name: string }>).map((t) => t.name);
  const values: string[] = [];
  for (const name of names) {
    for (const row of ctx.db.$client.query(`SELECT * FROM "${name}"`).all() as Array<Record<string, unknown>>) {
      for (const value of Object.values(row)) {
        if (value !== null && value !== undefined) values.push(String(value));
      }
    }
  }
  return values;
}
