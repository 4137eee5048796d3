// Property: whatever arrives at any route the app serves (hostile JSON, wrong types, control and
// bidi characters, malformed bodies, odd ids and queries, with or without a session), the answer
// is never a 5xx and never shows a stack trace, source path or SQL. Routes are read from the app,
// so a new route is fuzzed the day it is added. CI runs FUZZ_RUNS payloads per route; the
// full-size run (1,000 per route) is `bun bench/hardening.ts fuzz` (bench/results).
import { beforeAll, describe, expect, test } from "bun:test";
import fc from "fast-check";
import { createSignedInAdmin, type SignedInAdmin } from "../helpers/admin-session";

const FUZZ_RUNS = Number(process.env.AAN_FUZZ_RUNS ?? 60);

/** Texts that must never reach a client: stack frames, source files, SQL and driver names. */
const LEAKS = [/\bat .+:\d+:\d+/, /\.tsx?\b/, /node_modules/, /SQLITE/i, /\bSELECT\b/, /\bINSERT INTO\b/, /drizzle/i, /bun:sqlite/];

const FIELD_NAMES = [
  "username",
  "password",
  "confirmPassword",
  "fullName",
  "role",
  "newUsername",
  "newPassword",
  "count",
  "code",
  "assigneeUsername",
  "assigneeFirstName",
  "assigneeLastName",
  "assigneePhone",
  "assigneeEmail",
  "contractorName",
  "contractorCompany",
  "contractorAddress",
  "contractorEmail",
  "clientName",
  "clientAddress",
  "claimType",
  "originalAmount",
  "deductible",
  "notes",
  "__proto__",
  "constructor",
];

const hostileText = fc.oneof(
  fc.string({ unit: "binary", maxLength: 80 }),
  fc.constantFrom(
    "\u001b[2J\u001b]0;pwned\u0007",
    "\u202etxt.exe",
    "'; DROP TABLE admin_accounts; --",
    "../../etc/passwd",
    "%00",
    "𝕬𝖆𝖓",
    "",
  ),
  fc.string({ maxLength: 70_000 }).map((s) => s.padEnd(70_000, "x")),
);
const anyValue: fc.Arbitrary<unknown> = fc.oneof(
  hostileText,
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.string({ maxLength: 5 }), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.string({ maxLength: 5 }), { maxKeys: 3 }),
);
const formBody = fc.dictionary(fc.constantFrom(...FIELD_NAMES), anyValue, { maxKeys: 8 }).map((o) => JSON.stringify(o));
const rawBody = fc.oneof(
  formBody,
  fc.jsonValue().map((v) => JSON.stringify(v)),
  fc.string({ unit: "binary", maxLength: 200 }),
  fc.constantFrom("{", "[1,", "null", '{"count": 1e309}', '{"count": -0}', '{"a":'.repeat(500)),
);
const idSegment = fc.oneof(fc.uuid(), fc.string({ unit: "binary", maxLength: 40 }).map(encodeURIComponent), fc.constant("%E0%A4%A"));
const query = fc
  .dictionary(fc.constantFrom("action", "limit", "before", "status", "q"), fc.string({ unit: "binary", maxLength: 20 }), { maxKeys: 3 })
  .map((q) => new URLSearchParams(q).toString());
const contentType = fc.constantFrom(
  "application/json",
  "application/json; charset=utf-8",
  "text/plain",
  "multipart/form-data; boundary=x",
  "",
);

let admin: SignedInAdmin;
let routes: Array<{ method: string; path: string }>;

beforeAll(async () => {
  admin = await createSignedInAdmin();
  routes = admin.app.routes.filter((r) => r.path.startsWith("/api")).map((r) => ({ method: r.method, path: r.path }));
});

describe("API fuzz", () => {
  test("the app serves routes to fuzz", () => {
    expect(routes.length).toBeGreaterThan(10);
  });

  test(`every route, ${FUZZ_RUNS} hostile requests each: no 5xx, no leaked internals`, async () => {
    for (const route of routes) {
      await fc.assert(
        fc.asyncProperty(idSegment, query, rawBody, contentType, fc.boolean(), async (id, search, body, type, signedIn) => {
          const method = route.method === "ALL" ? "POST" : route.method;
          const path = route.path.replace(":id", id).replace("/*", "/" + id) + (search ? `?${search}` : "");
          const headers: Record<string, string> = {};
          if (type) headers["content-type"] = type;
          if (signedIn) headers.cookie = admin.cookie;
          const hasBody = method !== "GET" && method !== "HEAD";
          const res = await admin.app.handle(new Request(`http://localhost${path}`, { method, headers, body: hasBody ? body : undefined }));
          const text = await res.text();
          const where = `${method} ${path} → ${res.status}`;
          expect({ where, serverError: res.status >= 500 }).toEqual({ where, serverError: false });
          for (const leak of LEAKS) expect({ where, leak: leak.test(text) }).toEqual({ where, leak: false });
        }),
        { numRuns: FUZZ_RUNS },
      );
    }
  }, 120_000);
});
