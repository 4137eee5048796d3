// A claim's state through app.handle: read from the address when left out, given by the member,
// refused in words when it is not a state's two letters, set afterwards by the member (another
// member's claim is 404) and by an admin (audited), and the migration's reading of old claims.
import { beforeAll, describe, expect, test } from "bun:test";
import { readFileSync } from "node:fs";
import { cliActor } from "#core/actor";
import { activateSubscription } from "#core/subscriptions/subscriptions";
import { CLAIM_STATE_MESSAGE } from "#shared/claim-state";
import { createSignedInAdmin, countRows, type SignedInAdmin } from "../helpers/admin-session";
import { claimForm } from "../helpers/claim-form";
import { registerMember, type Member } from "../helpers/member-session";

let admin: SignedInAdmin;
let member: Member;
let other: Member;

const as = (m: Member) => (method: string, path: string, body?: unknown) =>
  admin.request(method, path, { body, cookie: m.cookie, headers: m.device });

beforeAll(async () => {
  admin = await createSignedInAdmin();
  member = await registerMember(admin.ctx, admin.request);
  other = await registerMember(admin.ctx, admin.request);
  activateSubscription(admin.ctx, cliActor("tests"), member.username, { plan: "assassin", frequency: "monthly" });
});

const file = async (fields: Record<string, unknown>) => {
  const reply = await as(member)("POST", "/api/claims", claimForm(fields));
  return reply;
};

describe("filing", () => {
  test("the state is read from an address that ends with a city and a state", async () => {
    const reply = await file({ propertyAddress: "12 Oak St, Austin, TX 78701" });
    expect(reply.status).toBe(200);
    expect(reply.json.claim.state).toBe("TX");
  });

  test("the member's state wins over the address; lower case is taken", async () => {
    const reply = await file({ propertyAddress: "12 Oak St, Austin, TX", state: "ny" });
    expect(reply.json.claim.state).toBe("NY");
  });

  test("an address without a state's ending leaves it empty", async () => {
    const reply = await file({ propertyAddress: "12 Oak St, Houston TX" });
    expect(reply.json.claim.state).toBeNull();
  });

  test("a state that is not one is refused in words, and nothing is filed", async () => {
    const before = countRows(admin.ctx, "SELECT count(*) AS n FROM claims");
    for (const state of ["XX", "Texas", 12]) {
      const reply = await file({ state });
      expect(reply.status).toBe(400);
      expect(reply.json).toMatchObject({ success: false, kind: "invalid", error: CLAIM_STATE_MESSAGE });
    }
    expect(countRows(admin.ctx, "SELECT count(*) AS n FROM claims")).toBe(before);
  });
});

describe("setting it afterwards", () => {
  let claimId: string;
  beforeAll(async () => {
    claimId = (await file({ propertyAddress: "1 Main St, Springfield" })).json.claim.id;
  });

  test("the member sets and clears it; the detail and their activity say so", async () => {
    const set = await as(member)("PUT", `/api/claims/${claimId}/state`, { state: "OH" });
    expect(set.status).toBe(200);
    expect(set.json).toMatchObject({ success: true, message: "State set to OH", claim: { id: claimId, state: "OH" } });
    expect((await as(member)("GET", `/api/claims/${claimId}`)).json.claim.state).toBe("OH");
    expect(countRows(admin.ctx, "SELECT count(*) AS n FROM user_activity_log WHERE action = 'claim.state_changed'")).toBeGreaterThan(0);
    const cleared = await as(member)("PUT", `/api/claims/${claimId}/state`, { state: null });
    expect(cleared.json.claim.state).toBeNull();
  });

  test("a bad state is 400 and changes nothing", async () => {
    await as(member)("PUT", `/api/claims/${claimId}/state`, { state: "GA" });
    const reply = await as(member)("PUT", `/api/claims/${claimId}/state`, { state: "G" });
    expect(reply.status).toBe(400);
    expect(reply.json.error).toBe(CLAIM_STATE_MESSAGE);
    expect((await as(member)("GET", `/api/claims/${claimId}`)).json.claim.state).toBe("GA");
  });

  test("another member's claim is 404, and stays as it was", async () => {
    const reply = await as(other)("PUT", `/api/claims/${claimId}/state`, { state: "CA" });
    expect(reply.status).toBe(404);
    expect(reply.json).toMatchObject({ success: false, error: "Claim not found" });
    expect((await as(member)("GET", `/api/claims/${claimId}`)).json.claim.state).toBe("GA");
  });

  test("an admin sets it, audited; an unknown claim is 404", async () => {
    const reply = await admin.as("PUT", `/api/admin/claims/${claimId}/state`, { body: { state: "LA" } });
    expect(reply.status).toBe(200);
    expect(reply.json.claim.state).toBe("LA");
    expect(
      countRows(
        admin.ctx,
        "SELECT count(*) AS n FROM admin_audit_log WHERE action = 'claims.state' AND outcome = 'success' AND detail LIKE ?",
        `claim=${claimId} state GA->LA`,
      ),
    ).toBe(1);
    const missing = await admin.as("PUT", "/api/admin/claims/00000000-0000-4000-8000-000000000000/state", { body: { state: "LA" } });
    expect(missing.status).toBe(404);
  });

  test("a member cannot use the admin's route", async () => {
    const reply = await as(member)("PUT", `/api/admin/claims/${claimId}/state`, { state: "TX" });
    expect(reply.status).toBe(401);
  });
});

describe("the migration's reading of claims filed before", () => {
  test("fills the state where the address ends with one, as the web's reading does", () => {
    const sqlite = admin.ctx.db.$client;
    const migration = readFileSync("db/migrations/0033_claim_state.sql", "utf8");
    const backfill = migration.split("--> statement-breakpoint")[1]!;
    const addresses = {
      "1 A St, Austin, TX": "TX",
      "1 A St, Austin, tx 78701": "TX",
      "1 A St, Tampa, FL 33601-1234": "FL",
      "1 A St, Houston TX": null,
      "1 A St, Paris, FR": null,
    } as Record<string, string | null>;
    const ids: Record<string, string> = {};
    for (const address of Object.keys(addresses)) {
      const row = sqlite.query("SELECT id FROM claims LIMIT 1").get() as { id: string };
      const id = crypto.randomUUID();
      sqlite.run(
        "INSERT INTO claims (id, user_id, property_address, homeowner, col, dol, inspection_status, service_request_type, status, documents, created_at, updated_at) SELECT ?, user_id, ?, homeowner, col, dol, inspection_status, service_request_type, status, documents, created_at, updated_at FROM claims WHERE id = ?",
        [id, address, row.id],
      );
      ids[address] = id;
    }
    sqlite.run(backfill);
    for (const [address, state] of Object.entries(addresses))
      expect((sqlite.query("SELECT state FROM claims WHERE id = ?").get(ids[address]!) as { state: string | null }).state).toBe(state);
  });
});
