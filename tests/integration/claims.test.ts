// Claims, documents and service requests (decision 0030) through app.handle: the §5 messages, the
// package requirement and its quotas (with a race), cancellation giving a unit back, the admin's
// status changes with history, uploads judged by content, size refusals (the request's cap in
// upload-limits.test.ts), downloads, and a member never reaching another member's records.
import { beforeAll, beforeEach, describe, expect, test } from "bun:test";
import { existsSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { cliActor } from "#core/actor";
import { activateSubscription } from "#core/subscriptions/subscriptions";
import { createApp } from "#server/app";
import { createSignedInAdmin, countRows, type SignedInAdmin } from "../helpers/admin-session";
import { makeRequester, makeTestContext, tempDir } from "../helpers/context";
import { registerMember, type Member } from "../helpers/member-session";
import { runScenarios, scenarioTemplate, type Scenario } from "../helpers/scenario";
import { claimForm } from "../helpers/claim-form";

const operator = cliActor("tests");
let admin: SignedInAdmin;
let member: Member;
let other: Member;

const PDF = new TextEncoder().encode("%PDF-1.7\n1 0 obj <<>> endobj\n%%EOF\n");
const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46, 0, 1]);
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d]);
const ZIP = new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0x14, 0, 0, 0]);
const GIF = new TextEncoder().encode("GIF89a....");
const HTML = new TextEncoder().encode("<!doctype html><script>alert(1)</script>");

const claimBody = (overrides: Record<string, unknown> = {}) => claimForm({ originalClaimAmount: "52000.00", ...overrides });

const as =
  (m: Member) =>
  (method: string, path: string, options: { body?: unknown; rawBody?: BodyInit; headers?: Record<string, string> } = {}) =>
    admin.request(method, path, { ...options, cookie: m.cookie, headers: { ...m.device, ...options.headers } });

function upload(m: Member, claimId: string, files: Array<{ name: string; bytes: Uint8Array }>) {
  const form = new FormData();
  for (const f of files) form.append("files", new Blob([f.bytes as Uint8Array<ArrayBuffer>]), f.name);
  return admin.app.handle(
    new Request(`http://localhost/api/claims/${claimId}/documents`, {
      method: "POST",
      body: form,
      headers: { cookie: m.cookie, ...m.device },
    }),
  );
}

beforeAll(async () => {
  const dataDir = tempDir();
  admin = await createSignedInAdmin({ ctx: makeTestContext({ config: { dataDir } }) });
  member = await registerMember(admin.ctx, admin.request);
  other = await registerMember(admin.ctx, admin.request);
  activateSubscription(admin.ctx, operator, member.username, { plan: "phantom", frequency: "monthly" });
  activateSubscription(admin.ctx, operator, other.username, { plan: "phantom", frequency: "monthly" });
});

type Filing = { member: Member; newcomer: Member };

describe("filing a claim", () => {
  /** One member with a Phantom package and one without any, built once; each scenario runs on a copy. */
  const filing = scenarioTemplate<Filing>({
    build: async (w) => {
      const member = await registerMember(w.ctx, w.request);
      const newcomer = await registerMember(w.ctx, w.request);
      activateSubscription(w.ctx, operator, member.username, { plan: "phantom", frequency: "monthly" });
      return { member, newcomer };
    },
  });
  const invalid = (field: string, value: string, message: string): Scenario<Filing> => ({
    name: `${field} = ${JSON.stringify(value)} → 400 '${message}', nothing written`,
    actor: { member: (w) => w.fixture.member },
    method: "POST",
    path: "/api/claims",
    body: claimBody({ [field]: value }),
    status: 400,
    unchanged: ["claims"],
    check: (reply) => expect(reply.json.issues.map((i: { message: string }) => i.message)).toContain(message),
  });
  runScenarios(filing, [
    invalid("propertyAddress", "", "Property address is required"),
    invalid("homeowner", "", "Homeowner name is required"),
    invalid("col", "", "Cause of Loss date is required"),
    invalid("dol", "", "Date of Loss is required"),
    invalid("dol", "2026-02-30", "Date of Loss must be a date (YYYY-MM-DD)"),
    invalid("col", "2026-05-03", "Cause of Loss date cannot be after the Date of Loss"),
    invalid("inspectionStatus", "maybe", "Inspection status must be scheduled, completed, pending or not required"),
    invalid("serviceRequestType", "massage", "Service request type must be estimate, appraisal, engineer visit or attorney assistance"),
    invalid("originalClaimAmount", "12.345", "Original claim amount must be an amount of 0 or more with at most 2 decimals"),
    {
      name: "a member without a package is refused (403) and the refusal is in their activity",
      actor: { member: (w) => w.fixture.newcomer },
      method: "POST",
      path: "/api/claims",
      body: claimBody(),
      status: 403,
      json: { error: "An active subscription is required to file a claim" },
      unchanged: ["claims"],
      db: (w) => ({
        [`SELECT count(*) FROM user_activity_log WHERE user_id = '${w.fixture.newcomer.id}' AND action = 'claim.refused'`]: 1,
      }),
    },
  ]);

  test("a suspended subscription cannot file (403) until it is paid", async () => {
    const late = await registerMember(admin.ctx, admin.request);
    activateSubscription(admin.ctx, operator, late.username, { plan: "ghost", frequency: "weekly" });
    admin.ctx.db.$client.run("UPDATE user_subscriptions SET due_date = ? WHERE user_id = ?", [Date.now() - 2 * 86_400_000, late.id]);
    const reply = await as(late)("POST", "/api/claims", { body: claimBody() });
    expect(reply.status).toBe(403);
    expect(reply.json.error).toBe("Your subscription is suspended for late payment: new claims can be filed once it is paid");
  });

  test("a claim uses one unit of its service; none left → 409 and nothing written", async () => {
    const reply = await as(member)("POST", "/api/claims", { body: claimBody({ serviceRequestType: "engineer_assignment" }) });
    expect(reply.status).toBe(200);
    expect(reply.json.claim).toMatchObject({
      status: "submitted",
      serviceRequestType: "engineer_assignment",
      originalClaimAmount: "52000.00",
      username: member.username,
    });
    const own = await as(member)("GET", "/api/user/subscription");
    expect(own.json.subscription.quotas.engineerAssignments).toEqual({ quota: 1, used: 1, remaining: 0 });
    const refused = await as(member)("POST", "/api/claims", { body: claimBody({ serviceRequestType: "engineer_assignment" }) });
    expect(refused.status).toBe(409);
    expect(refused.json.error).toBe("No engineer visits left in this period");
    const attorney = await as(member)("POST", "/api/claims", { body: claimBody({ serviceRequestType: "attorney_assistance" }) });
    expect(attorney.json.error).toBe("No attorney assistance left in this period");
  });
});

describe("quota race", () => {
  test("with a quota of Q, 4Q filings at once make exactly Q claims; cancelling gives one back", async () => {
    const racer = await registerMember(admin.ctx, admin.request);
    activateSubscription(admin.ctx, operator, racer.username, { plan: "ghost", frequency: "monthly" });
    const Q = 5; // Ghost: 5 appraisals
    const replies = await Promise.all(
      Array.from({ length: 4 * Q }, () => as(racer)("POST", "/api/claims", { body: claimBody({ serviceRequestType: "appraisal" }) })),
    );
    expect(replies.filter((r) => r.status === 200)).toHaveLength(Q);
    expect(replies.filter((r) => r.status === 409)).toHaveLength(3 * Q);
    expect(countRows(admin.ctx, "SELECT count(*) AS n FROM claims WHERE user_id = ?", racer.id)).toBe(Q);
    expect(countRows(admin.ctx, "SELECT appraisals_used AS n FROM user_subscriptions WHERE user_id = ? AND is_active = 1", racer.id)).toBe(
      Q,
    );

    const first = replies.find((r) => r.status === 200)!.json.claim.id;
    const cancelled = await as(racer)("POST", `/api/claims/${first}/cancel`);
    expect(cancelled.status).toBe(200);
    expect(cancelled.json.claim.status).toBe("cancelled");
    expect(countRows(admin.ctx, "SELECT appraisals_used AS n FROM user_subscriptions WHERE user_id = ? AND is_active = 1", racer.id)).toBe(
      Q - 1,
    );
    expect((await as(racer)("POST", `/api/claims/${first}/cancel`)).status).toBe(409);
  });
});

describe("the admin's queue", () => {
  let claimId: string;
  beforeEach(async () => {
    claimId = (await as(member)("POST", "/api/claims", { body: claimBody({ serviceRequestType: "estimate" }) })).json.claim.id;
  });

  test("moves a claim along with notes; the member sees the history; skipping a step is refused", async () => {
    const review = await admin.as("POST", `/api/admin/claims/${claimId}/status`, {
      body: { status: "in_review", note: "Reading the carrier's estimate" },
    });
    expect(review.status).toBe(200);
    const skip = await admin.as("POST", `/api/admin/claims/${claimId}/status`, { body: { status: "completed" } });
    expect(skip.status).toBe(409);
    expect(skip.json.error).toBe("The claim is in_review; it cannot be moved to completed");
    await admin.as("POST", `/api/admin/claims/${claimId}/status`, { body: { status: "in_progress" } });
    await admin.as("POST", `/api/admin/claims/${claimId}/status`, {
      body: { status: "completed", finalClaimAmount: "78000", note: "Carrier paid" },
    });
    const seen = await as(member)("GET", `/api/claims/${claimId}`);
    expect(seen.json.claim).toMatchObject({ status: "completed", finalClaimAmount: "78000.00" });
    expect(seen.json.history.map((h: { toStatus: string }) => h.toStatus)).toEqual(["submitted", "in_review", "in_progress", "completed"]);
    expect(seen.json.history[1]).toMatchObject({ note: "Reading the carrier's estimate", actor: `admin:${admin.username}` });
    expect(
      countRows(
        admin.ctx,
        "SELECT count(*) AS n FROM admin_audit_log WHERE action = 'claims.status' AND outcome = 'success' AND detail LIKE ?",
        `claim=${claimId}%`,
      ),
    ).toBe(3);
    expect(
      countRows(
        admin.ctx,
        "SELECT count(*) AS n FROM admin_audit_log WHERE action = 'claims.status' AND outcome = 'failure' AND detail = ?",
        "The claim is in_review; it cannot be moved to completed",
      ),
    ).toBeGreaterThanOrEqual(1);
    // Past submitted the member can no longer cancel.
    expect((await as(member)("POST", `/api/claims/${claimId}/cancel`)).json.error).toBe(
      "Only a claim that is still submitted can be cancelled",
    );
  });

  test("lists filter by status, type and member", async () => {
    const listed = await admin.as("GET", `/api/admin/claims?status=submitted&type=estimate&q=${member.username}`);
    expect(listed.status).toBe(200);
    expect(
      listed.json.claims.every(
        (c: { status: string; serviceRequestType: string; username: string }) =>
          c.status === "submitted" && c.serviceRequestType === "estimate" && c.username === member.username,
      ),
    ).toBe(true);
    expect(listed.json.claims.map((c: { id: string }) => c.id)).toContain(claimId);
    expect((await admin.as("GET", "/api/admin/claims?status=lost")).status).toBe(400);
  });
});

describe("documents", () => {
  let claimId: string;
  beforeAll(async () => {
    claimId = (await as(member)("POST", "/api/claims", { body: claimBody() })).json.claim.id;
  });

  test("PDF, JPEG, PNG and ESX are stored under ids with their cleaned names; the answer lists them", async () => {
    const reply = await upload(member, claimId, [
      { name: "estimate.pdf", bytes: PDF },
      { name: "roof.jpg", bytes: JPEG },
      { name: "../../etc/passwd.png", bytes: PNG },
      { name: "job.ESX", bytes: ZIP },
    ]);
    const json = (await reply.json()) as { documents: Array<{ id: string; originalFilename: string; fileType: string }> };
    expect(reply.status).toBe(200);
    expect(json.documents.map((d) => [d.originalFilename, d.fileType])).toEqual([
      ["estimate.pdf", "pdf"],
      ["roof.jpg", "jpeg"],
      ["passwd.png", "png"],
      ["job.ESX", "esx"],
    ]);
    const folder = join(admin.ctx.config.dataDir, "uploads", member.id);
    expect(readdirSync(folder).sort()).toEqual(json.documents.map((d) => d.id).sort());
    expect(existsSync(join(admin.ctx.config.dataDir, "etc"))).toBe(false);
  });

  test.each([
    ["a GIF named .png", "photo.png", GIF],
    ["an HTML page named .png", "photo.png", HTML],
    ["a ZIP not named .esx", "archive.zip", ZIP],
  ])("%s is refused (415) and nothing is kept", async (_name, filename, bytes) => {
    const before = countRows(admin.ctx, "SELECT count(*) AS n FROM user_documents");
    const reply = await upload(member, claimId, [
      { name: "fine.pdf", bytes: PDF },
      { name: filename, bytes },
    ]);
    expect(reply.status).toBe(415);
    expect(((await reply.json()) as { error: string }).error).toBe(`Only ESX, JPEG, PNG and PDF files are accepted: ${filename}`);
    expect(countRows(admin.ctx, "SELECT count(*) AS n FROM user_documents")).toBe(before);
    expect(readdirSync(join(admin.ctx.config.dataDir, "uploads", member.id)).filter((f) => f.endsWith(".part"))).toEqual([]);
  });

  test("10 MB + 1 byte → 413, nothing kept; exactly 10 MB is accepted", async () => {
    const before = countRows(admin.ctx, "SELECT count(*) AS n FROM user_documents");
    const big = new Uint8Array(10 * 1024 * 1024 + 1);
    big.set(PDF);
    const tooBig = await upload(member, claimId, [{ name: "big.pdf", bytes: big }]);
    expect(tooBig.status).toBe(413);
    expect(((await tooBig.json()) as { error: string }).error).toBe("Each file must be at most 10 MB");
    expect(countRows(admin.ctx, "SELECT count(*) AS n FROM user_documents")).toBe(before);
    const exact = await upload(member, claimId, [{ name: "exact.pdf", bytes: big.subarray(0, 10 * 1024 * 1024) }]);
    expect(exact.status).toBe(200);
  });

  test("a name with accents or other scripts is kept as the browser sent it (UTF-8) and downloaded under it", async () => {
    // The bytes a browser sends: the file name as UTF-8 inside the part's header.
    const boundary = "----utf8Boundary";
    const name = "Schäden Übersicht – 損害.pdf";
    const body = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="${name}"\r\nContent-Type: application/pdf\r\n\r\n`,
        "utf8",
      ),
      Buffer.from(PDF),
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const reply = await admin.app.handle(
      new Request(`http://localhost/api/claims/${claimId}/documents`, {
        method: "POST",
        body,
        headers: { cookie: member.cookie, ...member.device, "content-type": `multipart/form-data; boundary=${boundary}` },
      }),
    );
    expect(reply.status).toBe(200);
    const stored = ((await reply.json()) as { documents: Array<{ id: string; originalFilename: string }> }).documents[0]!;
    expect(stored.originalFilename).toBe(name);
    const got = await as(member)("GET", `/api/documents/${stored.id}`);
    expect(got.headers.get("content-disposition")).toContain(`filename*=UTF-8''${encodeURIComponent(name)}`);
  });

  test("downloads are attachments with nosniff; another member's document or claim reads as missing", async () => {
    const detail = await as(member)("GET", `/api/claims/${claimId}`);
    const doc = detail.json.documents.find((d: { originalFilename: string }) => d.originalFilename === "estimate.pdf");
    const got = await as(member)("GET", `/api/documents/${doc.id}`);
    expect(got.status).toBe(200);
    expect(got.headers.get("content-disposition")).toStartWith('attachment; filename="estimate.pdf"');
    expect(got.headers.get("x-content-type-options")).toBe("nosniff");
    expect(got.headers.get("content-type")).toBe("application/pdf");
    expect(got.text).toStartWith("%PDF-");

    const foreign = as(other);
    expect((await foreign("GET", `/api/documents/${doc.id}`)).status).toBe(404);
    expect((await foreign("GET", `/api/claims/${claimId}`)).status).toBe(404);
    expect((await foreign("POST", `/api/claims/${claimId}/cancel`)).status).toBe(404);
    expect((await upload(other, claimId, [{ name: "x.pdf", bytes: PDF }])).status).toBe(404);
    expect((await foreign("GET", "/api/claims")).json.claims.map((c: { id: string }) => c.id)).not.toContain(claimId);
    expect((await admin.as("GET", `/api/admin/documents/${doc.id}`)).status).toBe(200);
    expect((await admin.request("GET", `/api/documents/${doc.id}`)).status).toBe(401);
  });
});

describe("service requests", () => {
  test("a member's request carries their id; they list only their own", async () => {
    const body = {
      name: "Jane Doe",
      email: "jane@example.com",
      serviceType: "appraisal",
      planType: "phantom",
      description: "Second opinion",
    };
    const sent = await as(member)("POST", "/api/service-requests", { body });
    expect(sent.status).toBe(200);
    expect(sent.json.request.userId).toBe(member.id);
    expect((await as(member)("GET", "/api/service-requests")).json.requests.map((r: { id: string }) => r.id)).toContain(
      sent.json.request.id,
    );
    expect((await as(other)("GET", "/api/service-requests")).json.requests.map((r: { id: string }) => r.id)).not.toContain(
      sent.json.request.id,
    );
    expect((await admin.as("GET", "/api/admin/service-requests")).json.requests.map((r: { id: string }) => r.id)).toContain(
      sent.json.request.id,
    );
  });

  test("visitors may send 5 an hour per address; the 6th → 429; bad fields → 400", async () => {
    const ctx = makeTestContext();
    const request = makeRequester(createApp(ctx));
    const body = { name: "Visitor", email: "v@example.com", serviceType: "estimate", planType: "none" };
    const replies = [];
    for (let i = 0; i < 6; i++) replies.push(await request("POST", "/api/service-requests", { body }));
    expect(replies.map((r) => r.status)).toEqual([200, 200, 200, 200, 200, 429]);
    expect((await request("POST", "/api/service-requests", { body: { ...body, email: "nope" } })).json.error).toBe(
      "Valid email is required",
    );
  });
});
