// The claims area's answers, field by field and in order (decision 0067): core returns what
// happened and the routes add `success` with `ok`, so every answer must still start with
// `success: true` and carry exactly the fields clients have always read. One scenario per
// endpoint, each on a fresh copy of one member with a package, a filed claim and a document.
import { expect } from "bun:test";
import { cliActor } from "#core/actor";
import { activateSubscription } from "#core/subscriptions/subscriptions";
import { tempDir } from "../helpers/context";
import { registerMember, type Member } from "../helpers/member-session";
import { runScenarios, scenarioTemplate, type Scenario, type World } from "../helpers/scenario";
import { claimForm } from "../helpers/claim-form";

type Fixture = { member: Member; claimId: string; documentId: string };
const PDF = new TextEncoder().encode("%PDF-1.7\n1 0 obj <<>> endobj\n%%EOF\n");
const newClaim = claimForm();
const serviceRequest = {
  name: "Jane Doe",
  email: "jane@example.com",
  serviceType: "appraisal",
  planType: "phantom",
  description: "Advice",
};

const pdfForm = () => {
  const form = new FormData();
  form.append("files", new Blob([PDF]), "estimate.pdf");
  return form;
};

const claims = scenarioTemplate<Fixture>({
  config: { dataDir: tempDir() },
  build: async (w) => {
    const member = await registerMember(w.ctx, w.request);
    activateSubscription(w.ctx, cliActor("tests"), member.username, { plan: "phantom", frequency: "monthly" });
    const asMember = { cookie: member.cookie, headers: member.device };
    const filed = await w.request("POST", "/api/claims", { ...asMember, body: newClaim });
    const claimId = filed.json.claim.id as string;
    const uploaded = await w.request("POST", `/api/claims/${claimId}/documents`, { ...asMember, rawBody: pdfForm() });
    if (uploaded.status !== 200) throw new Error(`upload failed: ${uploaded.text}`);
    return { member, claimId, documentId: uploaded.json.documents[0].id as string };
  },
});

const member: Scenario<Fixture>["actor"] = { member: (w) => w.fixture.member };
/** The answer's fields, in order: `success` first, then exactly these. */
const fields =
  (...names: string[]) =>
  (reply: { json: Record<string, unknown> }) => {
    expect(Object.keys(reply.json)).toEqual(["success", ...names]);
    expect(reply.json.success).toBe(true);
  };

runScenarios(claims, [
  {
    name: "POST /api/claims → success, message, claim",
    actor: member,
    method: "POST",
    path: "/api/claims",
    body: newClaim,
    status: 200,
    json: { message: "Claim submitted", claim: { status: "submitted", propertyAddress: newClaim.propertyAddress } },
    check: fields("message", "claim"),
  },
  {
    name: "GET /api/claims → success, claims, total, page, pageSize",
    actor: member,
    method: "GET",
    path: "/api/claims",
    status: 200,
    json: { total: 1, page: 1 },
    check: fields("claims", "total", "page", "pageSize"),
  },
  {
    name: "GET /api/claims/:id → success, claim, documents, history",
    actor: member,
    method: "GET",
    path: (w) => `/api/claims/${w.fixture.claimId}`,
    status: 200,
    json: { documents: [{ originalFilename: "estimate.pdf" }], history: [{ toStatus: "submitted" }] },
    check: fields("claim", "documents", "history"),
  },
  {
    name: "POST /api/claims/:id/cancel → success, message, claim",
    actor: member,
    method: "POST",
    path: (w) => `/api/claims/${w.fixture.claimId}/cancel`,
    status: 200,
    json: { message: "Claim cancelled", claim: { status: "cancelled" } },
    check: fields("message", "claim"),
  },
  {
    name: "POST /api/claims/:id/documents → success, message, documents",
    actor: member,
    method: "POST",
    path: (w) => `/api/claims/${w.fixture.claimId}/documents`,
    rawBody: pdfForm(),
    status: 200,
    json: { message: "1 document(s) uploaded" },
    check: fields("message", "documents"),
  },
  {
    name: "GET /api/user/storage → success, usedBytes, quotaBytes",
    actor: member,
    method: "GET",
    path: "/api/user/storage",
    status: 200,
    json: { usedBytes: PDF.byteLength },
    check: fields("usedBytes", "quotaBytes"),
  },
  {
    name: "POST /api/service-requests as a member → success, message, request (with the member's name)",
    actor: member,
    method: "POST",
    path: "/api/service-requests",
    body: serviceRequest,
    status: 200,
    check: (reply, w: World<Fixture>) => {
      fields("message", "request")(reply);
      expect(reply.json.request.username).toBe(w.fixture.member.username);
    },
  },
  {
    name: "POST /api/service-requests as a visitor → success, message, request (nobody's)",
    actor: "anonymous",
    method: "POST",
    path: "/api/service-requests",
    body: serviceRequest,
    status: 200,
    json: { request: { userId: null, username: null } },
    check: fields("message", "request"),
  },
  {
    name: "GET /api/service-requests → success, requests",
    actor: member,
    method: "GET",
    path: "/api/service-requests",
    status: 200,
    check: fields("requests"),
  },
  {
    name: "GET /api/admin/claims → success, claims, total, page, pageSize",
    actor: "admin",
    method: "GET",
    path: "/api/admin/claims",
    status: 200,
    json: { total: 1 },
    check: fields("claims", "total", "page", "pageSize"),
  },
  {
    name: "GET /api/admin/claims/:id → success, claim, documents, history",
    actor: "admin",
    method: "GET",
    path: (w) => `/api/admin/claims/${w.fixture.claimId}`,
    status: 200,
    audit: {},
    check: fields("claim", "documents", "history"),
  },
  {
    name: "POST /api/admin/claims/:id/status → success, message, claim",
    actor: "admin",
    method: "POST",
    path: (w) => `/api/admin/claims/${w.fixture.claimId}/status`,
    body: { status: "in_review", note: "On it" },
    status: 200,
    json: { message: "Claim moved to in_review", claim: { status: "in_review" } },
    audit: { "claims.status/success": 1 },
    check: fields("message", "claim"),
  },
  {
    name: "GET /api/admin/service-requests → success, requests",
    actor: "admin",
    method: "GET",
    path: "/api/admin/service-requests",
    status: 200,
    check: fields("requests"),
  },
]);
