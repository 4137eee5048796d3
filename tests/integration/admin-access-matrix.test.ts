// Every admin route the app serves, taken from the app itself (so a new route is covered the
// day it is added), sent without a session, with a member's session, and cross-site with a
// valid admin session: each is refused (401 or 403) with the failure shape, changes nothing,
// and is recorded exactly once in the audit log (a row, or a repeat of an anonymous row).
import { beforeAll, describe, expect, test } from "bun:test";
import { startSession } from "#core/sessions/sessions";
import { createSignedInAdmin, countRows, type SignedInAdmin } from "../helpers/admin-session";

/** Calls anyone may make: the first-run setup, its status, and signing in (with its passkey step's challenge). */
const PUBLIC_ADMIN_ROUTES = new Set([
  "GET /api/admin/setup-status",
  "POST /api/admin/setup",
  "POST /api/admin/login",
  "POST /api/admin/login/passkey-options",
]);
const SAMPLE_ID = "0d9e3c56-2f0a-4d55-9b61-3f3b1c1e9a77";

let admin: SignedInAdmin;
let memberCookie: string;
let routes: Array<{ method: string; path: string }>;

beforeAll(async () => {
  admin = await createSignedInAdmin();
  // A member's session (members sign in with their own cookie; here its token is presented as
  // the admin cookie, the way a member trying the admin API would).
  const member = startSession(admin.ctx, "member", "member-subject-id");
  memberCookie = `aan_admin=${member.token}`;
  routes = admin.app.routes
    .map((r) => ({ method: r.method, path: r.path }))
    .filter((r) => r.path.startsWith("/api/admin") && !PUBLIC_ADMIN_ROUTES.has(`${r.method} ${r.path}`))
    .map((r) => ({ ...r, path: r.path.replace(":id", SAMPLE_ID) }));
});

/** Attempts on record: a row each, or one more repeat of an anonymous row of the last minute. */
const auditRows = () => countRows(admin.ctx, "SELECT coalesce(sum(repeats), 0) AS n FROM admin_audit_log");
const dataRows = () =>
  countRows(
    admin.ctx,
    "SELECT (SELECT count(*) FROM invitation_codes) + (SELECT count(*) FROM credibility_entries) + (SELECT count(*) FROM admin_accounts) AS n",
  );

describe("admin route access matrix", () => {
  test("the matrix covers the admin routes", () => {
    const names = routes.map((r) => `${r.method} ${r.path.replace(SAMPLE_ID, ":id")}`);
    for (const expected of [
      "GET /api/admin/me",
      "POST /api/admin/logout",
      "GET /api/admin/invitation-codes/",
      "POST /api/admin/invitation-codes/:id/assign",
      "DELETE /api/admin/credibility-entries/:id",
      "GET /api/admin/audit-log",
      "GET /api/admin/stats/",
    ]) {
      expect(names).toContain(expected);
    }
  });

  const callers = [
    { name: "without a session", status: 401, headers: (): Record<string, string> => ({}) },
    { name: "with a member's session", status: 401, headers: (): Record<string, string> => ({ cookie: memberCookie }) },
    {
      name: "cross-site with an admin session",
      status: 403,
      headers: (): Record<string, string> => ({ cookie: admin.cookie, origin: "https://evil.example", "sec-fetch-site": "cross-site" }),
      onlyChanges: true,
    },
  ];

  for (const caller of callers) {
    test(`every admin route ${caller.name} is refused and audited once`, async () => {
      const checked = routes.filter((r) => !caller.onlyChanges || r.method !== "GET");
      expect(checked.length).toBeGreaterThan(5);
      for (const route of checked) {
        const auditBefore = auditRows();
        const dataBefore = dataRows();
        const reply = await admin.request(route.method, route.path, {
          headers: caller.headers(),
          body: route.method === "GET" || route.method === "DELETE" ? undefined : { count: 3, code: "MATRIX" },
        });
        const where = `${caller.name}: ${route.method} ${route.path}`;
        expect({ where, status: reply.status }).toEqual({ where, status: caller.status });
        expect({ where, success: reply.json?.success }).toEqual({ where, success: false });
        expect({ where, rows: auditRows() - auditBefore }).toEqual({ where, rows: 1 });
        expect({ where, data: dataRows() }).toEqual({ where, data: dataBefore });
      }
    });
  }
});
