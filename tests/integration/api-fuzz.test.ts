// Property: whatever arrives at any route the app serves (hostile JSON, wrong types, control and
// bidi characters, malformed bodies, odd ids and queries, with or without a session), the answer
// is never a 5xx and never shows a stack trace, source path or SQL. Routes are read from the app,
// so a new route is fuzzed the day it is added. CI runs FUZZ_RUNS payloads per route; the
// full-size run (1,000 per route) is `bun bench/hardening.ts fuzz` (bench/results).
import { beforeAll, describe, expect, test } from "bun:test";
import fc from "fast-check";
import { createSignedInAdmin, type SignedInAdmin } from "../helpers/admin-session";
import type { Member } from "../helpers/member-session";
import { memberWithFiledClaim } from "../helpers/member-filed-claim";

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

describe("API fuzz of a claim's thread", () => {
  let member: Member;
  let claimId: string;
  // Its own admin: the fuzz above may have signed the first one out.
  let admin: SignedInAdmin;
  beforeAll(async () => {
    admin = await createSignedInAdmin();
    ({ member, claimId } = await memberWithFiledClaim(admin, "fuzz"));
  });

  /** A message as JSON with any `text`, or a multipart form whose text field and file parts are hostile. */
  const messageBody = fc.oneof(
    fc
      .constantFrom("Hello", "Line one\nLine two", "x".repeat(5000))
      .map((text) => ({ type: "application/json", body: JSON.stringify({ text }) as BodyInit })),
    anyValue.map((text) => ({ type: "application/json", body: JSON.stringify({ text }) as BodyInit })),
    rawBody.map((body) => ({ type: "application/json", body: body as BodyInit })),
    fc.tuple(hostileText, fc.uint8Array({ maxLength: 64 }), fc.string({ maxLength: 30 })).map(([text, bytes, name]) => {
      const form = new FormData();
      form.append("text", text);
      form.append("files", new Blob([bytes]), name || "f");
      return { type: "", body: form as BodyInit };
    }),
    fc.string({ unit: "binary", maxLength: 300 }).map((raw) => ({ type: "multipart/form-data; boundary=x", body: raw as BodyInit })),
  );

  test(`both sides' message routes with a real claim, ${FUZZ_RUNS} hostile messages each: a 2xx or 4xx, never a 5xx`, async () => {
    const statuses = { member: new Set<number>(), admin: new Set<number>() };
    for (const side of ["member", "admin"] as const) {
      await fc.assert(
        fc.asyncProperty(messageBody, async ({ type, body }) => {
          const path = side === "member" ? `/api/claims/${claimId}/messages` : `/api/admin/claims/${claimId}/messages`;
          const headers: Record<string, string> =
            side === "member" ? { cookie: member.cookie, ...member.device } : { cookie: admin.cookie };
          if (type) headers["content-type"] = type;
          // The member's rate (20 a minute) is never reached: the clock moves on 3 s each time.
          admin.ctx.clock.advance(3_000);
          const res = await admin.app.handle(new Request(`http://localhost${path}`, { method: "POST", headers, body }));
          const text = await res.text();
          const where = `${side} POST ${path} → ${res.status} ${text.slice(0, 200)}`;
          statuses[side].add(res.status);
          expect({ where, serverError: res.status >= 500 }).toEqual({ where, serverError: false });
          for (const leak of LEAKS) expect({ where, leak: leak.test(text) }).toEqual({ where, leak: false });
        }),
        { numRuns: FUZZ_RUNS },
      );
    }
    // Signed in all along: the fuzz reached the use cases, and some messages went through.
    expect([...statuses.member].some((s) => s === 401) || [...statuses.admin].some((s) => s === 401)).toBe(false);
    expect(statuses.member.has(200) && statuses.admin.has(200)).toBe(true);
  }, 120_000);
});
