// Expiring invitation codes through app.handle (decision 0043): expiresInDays on generate and create,
// the operator's default, an expired code refused at registration with the used-code message,
// the expired list and counter (the cached listing turns over when a code expires), extending,
// and the refusals with their audit rows.
import { describe, expect, test } from "bun:test";
import { INVALID_INVITATION_CODE } from "#core/members/members";
import { INVALID_EXPIRY } from "#shared/schemas/invitation-codes";
import { makeTestContext } from "../helpers/context";
import { countRows, createSignedInAdmin, loginAdmin, validAssignee, type SignedInAdmin } from "../helpers/admin-session";
import { deviceHeaders, registration } from "../helpers/member-session";

const CODES = "/api/admin/invitation-codes";
const DAY = 24 * 60 * 60 * 1000;

async function createCode(admin: SignedInAdmin, body: Record<string, unknown>) {
  const reply = await admin.as("POST", CODES, { body });
  expect(reply.status).toBe(200);
  return reply.json.code as { id: string; code: string; expiresAt: string | null; isExpired: boolean };
}

async function lists(admin: SignedInAdmin) {
  const reply = await admin.as("GET", CODES);
  expect(reply.status).toBe(200);
  return reply.json.codes as Record<"unused" | "used" | "assigned" | "unassigned" | "expired", Array<{ code: string; isExpired: boolean }>>;
}

/** Moves the clock on; the admin signs in again, since days outlast an admin session. */
async function passTime(admin: SignedInAdmin, ms: number): Promise<void> {
  admin.ctx.clock.advance(ms);
  const cookie = await loginAdmin(admin.request, admin.username, admin.password);
  admin.as = (method, path, opts = {}) => admin.request(method, path, { cookie, ...opts });
}

const names = (codes: Array<{ code: string }>) => codes.map((c) => c.code).sort();
const register = (admin: SignedInAdmin, code: string) =>
  admin.request("POST", "/api/auth/register", { body: registration(code), headers: deviceHeaders("laptop") });

describe("expiring invitation codes", () => {
  test("create with expiresInDays: the code carries its expiry, is listed unused until then and expired from that instant", async () => {
    const admin = await createSignedInAdmin();
    const created = admin.ctx.clock.now();
    const code = await createCode(admin, { code: "SOON-1", expiresInDays: 3 });
    expect(code.expiresAt).toBe(new Date(created.getTime() + 3 * DAY).toISOString());
    expect(code.isExpired).toBe(false);
    expect(names((await lists(admin)).unassigned)).toContain("SOON-1");

    await passTime(admin, 3 * DAY - 1);
    expect(names((await lists(admin)).expired)).toEqual([]);

    // The cached listing is keyed on the data version and the expired count: it turns over now.
    await passTime(admin, 1);
    const after = await lists(admin);
    expect(names(after.expired)).toEqual(["SOON-1"]);
    expect(after.expired[0]!.isExpired).toBe(true);
    expect(names(after.unused)).not.toContain("SOON-1");
    expect(names(after.unassigned)).not.toContain("SOON-1");
  });

  test("generate with expiresInDays gives the whole batch one expiry; without it and no default, none", async () => {
    const admin = await createSignedInAdmin();
    const batch = await admin.as("POST", CODES, { body: { count: 3, expiresInDays: 7 } });
    expect(batch.status).toBe(200);
    expect(batch.json.expiresAt).toBe(new Date(admin.ctx.clock.now().getTime() + 7 * DAY).toISOString());
    const expiries = admin.ctx.db.$client
      .query(`SELECT expires_at AS e FROM invitation_codes WHERE code IN (${batch.json.codes.map(() => "?").join(",")})`)
      .all(...batch.json.codes) as Array<{ e: number }>;
    expect(expiries.map((r) => r.e)).toEqual(Array(3).fill(admin.ctx.clock.now().getTime() + 7 * DAY));

    const plain = await admin.as("POST", CODES, { body: { count: 1 } });
    expect(plain.json.expiresAt).toBeNull();
  });

  test("the operator's default (AAN_CODE_EXPIRY_DAYS) applies when none is named; null asks for no expiry", async () => {
    const admin = await createSignedInAdmin({ ctx: makeTestContext({ config: { codeExpiryDays: 14 } }) });
    const defaulted = await createCode(admin, { code: "DEFAULT-1" });
    expect(defaulted.expiresAt).toBe(new Date(admin.ctx.clock.now().getTime() + 14 * DAY).toISOString());
    const never = await createCode(admin, { code: "NEVER-1", expiresInDays: null });
    expect(never.expiresAt).toBeNull();
  });

  test.each([0, 3651, 1.5, "3", -2])(
    "expiresInDays %p → 400 with the one expiry message, nothing written, refusal audited",
    async (days) => {
      const admin = await createSignedInAdmin();
      const before = countRows(admin.ctx, "SELECT count(*) AS n FROM invitation_codes");
      const reply = await admin.as("POST", CODES, { body: { code: "BAD-EXPIRY", expiresInDays: days } });
      expect(reply.status).toBe(400);
      expect(reply.json.success).toBe(false);
      expect(reply.json.error).toBe(INVALID_EXPIRY);
      expect(countRows(admin.ctx, "SELECT count(*) AS n FROM invitation_codes")).toBe(before);
      expect(countRows(admin.ctx, "SELECT count(*) AS n FROM admin_audit_log WHERE action = 'codes.create' AND outcome = 'failure'")).toBe(
        1,
      );
    },
  );

  test("an expired code cannot be redeemed, with the same single message as a used one; before its expiry it can", async () => {
    const admin = await createSignedInAdmin();
    await createCode(admin, { code: "LATE-1", expiresInDays: 1 });
    await createCode(admin, { code: "ONTIME-1", expiresInDays: 1 });
    const ok = await register(admin, "ONTIME-1");
    expect(ok.status).toBe(200);

    await passTime(admin, DAY);
    const late = await register(admin, "LATE-1");
    expect(late.status).toBe(400);
    expect(late.json.error).toBe(INVALID_INVITATION_CODE);
    const used = await register(admin, "ONTIME-1");
    expect(used.json.error).toBe(INVALID_INVITATION_CODE);
    expect(countRows(admin.ctx, "SELECT count(*) AS n FROM users")).toBe(1);
    expect(countRows(admin.ctx, "SELECT count(*) AS n FROM invitation_codes WHERE code = 'LATE-1' AND is_used = 0")).toBe(1);
  });

  test("counters: an expired code leaves Active and counts in Expired and Total", async () => {
    const admin = await createSignedInAdmin();
    await createCode(admin, { code: "GONE-1", expiresInDays: 1 });
    await passTime(admin, 2 * DAY);
    const codes = await lists(admin);
    // The setup generated 20 codes without expiry.
    expect([codes.unused.length, codes.expired.length, codes.used.length]).toEqual([20, 1, 0]);
  });

  test("extend brings an expired code back, counted from now; it can then be redeemed", async () => {
    const admin = await createSignedInAdmin();
    const code = await createCode(admin, { code: "BACK-1", expiresInDays: 1 });
    await passTime(admin, 5 * DAY);
    const extended = await admin.as("POST", `${CODES}/${code.id}/extend`, { body: { expiresInDays: 10 } });
    expect(extended.status).toBe(200);
    const until = new Date(admin.ctx.clock.now().getTime() + 10 * DAY);
    expect(extended.json.message).toBe(`Code BACK-1 is valid until ${until.toISOString().slice(0, 10)}`);
    expect(extended.json.code).toMatchObject({ code: "BACK-1", expiresAt: until.toISOString(), isExpired: false });
    expect(names((await lists(admin)).unassigned)).toContain("BACK-1");
    expect((await register(admin, "BACK-1")).status).toBe(200);
    expect(countRows(admin.ctx, "SELECT count(*) AS n FROM admin_audit_log WHERE action = 'codes.extend' AND outcome = 'success'")).toBe(1);
  });

  test("extend with null removes the expiry", async () => {
    const admin = await createSignedInAdmin();
    const code = await createCode(admin, { code: "FOREVER-1", expiresInDays: 2 });
    const reply = await admin.as("POST", `${CODES}/${code.id}/extend`, { body: { expiresInDays: null } });
    expect(reply.json.message).toBe("Code FOREVER-1 is valid with no expiry");
    expect(reply.json.code.expiresAt).toBeNull();
  });

  test("extend refuses: a used code 409, an unknown id 404, a bad number 400, each audited, nothing changed", async () => {
    const admin = await createSignedInAdmin();
    const code = await createCode(admin, { code: "TAKEN-1", expiresInDays: 2 });
    expect((await register(admin, "TAKEN-1")).status).toBe(200);
    const used = await admin.as("POST", `${CODES}/${code.id}/extend`, { body: { expiresInDays: 5 } });
    expect([used.status, used.json.error]).toEqual([409, "Code TAKEN-1 has already been used"]);
    const unknown = await admin.as("POST", `${CODES}/0d9e3c56-2f0a-4d55-9b61-3f3b1c1e9a77/extend`, { body: { expiresInDays: 5 } });
    expect([unknown.status, unknown.json.error]).toEqual([404, "Invitation code not found"]);
    const bad = await admin.as("POST", `${CODES}/${code.id}/extend`, { body: {} });
    expect([bad.status, bad.json.error]).toEqual([400, INVALID_EXPIRY]);
    expect(countRows(admin.ctx, "SELECT count(*) AS n FROM admin_audit_log WHERE action = 'codes.extend' AND outcome = 'failure'")).toBe(3);
    const stored = admin.ctx.db.$client.query("SELECT expires_at AS e FROM invitation_codes WHERE id = ?").get(code.id) as { e: number };
    expect(stored.e).toBe(new Date(code.expiresAt!).getTime());
  });

  test("an expired code cannot be assigned (409 'has expired'), but an assigned one that expired can be unassigned", async () => {
    const admin = await createSignedInAdmin();
    const free = await createCode(admin, { code: "FREE-1", expiresInDays: 1 });
    const held = await createCode(admin, { code: "HELD-1", expiresInDays: 1 });
    expect(
      (
        await admin.as("POST", `${CODES}/${held.id}/assign`, {
          body: validAssignee({ assigneeUsername: "heldone", assigneeEmail: "held@example.com" }),
        })
      ).status,
    ).toBe(200);
    await passTime(admin, DAY);

    const assign = await admin.as("POST", `${CODES}/${free.id}/assign`, { body: validAssignee() });
    expect([assign.status, assign.json.error]).toEqual([409, "Code FREE-1 has expired"]);
    const unassign = await admin.as("DELETE", `${CODES}/${held.id}/assign`);
    expect(unassign.status).toBe(200);
    expect(unassign.json.code).toMatchObject({ assigneeUsername: null, isExpired: true });
  });

  test("unauthenticated extend → 401, nothing changed", async () => {
    const admin = await createSignedInAdmin();
    const code = await createCode(admin, { code: "NOAUTH-1", expiresInDays: 1 });
    const reply = await admin.request("POST", `${CODES}/${code.id}/extend`, { body: { expiresInDays: 9 } });
    expect(reply.status).toBe(401);
    const stored = admin.ctx.db.$client.query("SELECT expires_at AS e FROM invitation_codes WHERE id = ?").get(code.id) as { e: number };
    expect(stored.e).toBe(new Date(code.expiresAt!).getTime());
  });
});
