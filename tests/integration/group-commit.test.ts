// Group commit (src/server/group-commit.ts): changes that arrive together share one
// BEGIN IMMEDIATE … COMMIT (one fsync), each still all-or-nothing on its own: a refused change
// rolls back only itself and keeps its refusal's audit row, a race still has one winner, and a
// change alone runs in its own transaction as before.
import { describe, expect, test } from "bun:test";
import { countRows, createSignedInAdmin, validAssignee, validCredibilityEntry, type SignedInAdmin } from "../helpers/admin-session";

/** Counts the outer transactions the server opens from now on. */
function countOuterTransactions(admin: SignedInAdmin): () => number {
  const sqlite = admin.ctx.db.$client;
  let begun = 0;
  const exec = sqlite.exec.bind(sqlite);
  sqlite.exec = ((query: string, ...rest: unknown[]) => {
    if (/^\s*BEGIN IMMEDIATE/i.test(query)) begun += 1;
    return (exec as (q: string, ...r: unknown[]) => unknown)(query, ...rest);
  }) as typeof sqlite.exec;
  return () => begun;
}

const entries = (admin: SignedInAdmin) => countRows(admin.ctx, "SELECT count(*) AS n FROM credibility_entries");

describe("group commit", () => {
  test("ten entries sent at once are stored in one outer transaction, each answered after it", async () => {
    const admin = await createSignedInAdmin();
    const begun = countOuterTransactions(admin);
    const replies = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        admin.as("POST", "/api/admin/credibility-entries", { body: validCredibilityEntry({ contractorName: `Grouped ${i}` }) }),
      ),
    );
    expect(replies.map((r) => r.status)).toEqual(Array(10).fill(200));
    expect(entries(admin)).toBe(10);
    expect(begun()).toBe(1);
    expect(
      countRows(admin.ctx, "SELECT count(*) AS n FROM admin_audit_log WHERE action = 'credibility.create' AND outcome = 'success'"),
    ).toBe(10);
  });

  test("a refused change in the group rolls back alone and keeps its refusal's audit row; the others are stored", async () => {
    const admin = await createSignedInAdmin();
    const replies = await Promise.all([
      admin.as("POST", "/api/admin/credibility-entries", { body: validCredibilityEntry({ contractorName: "Kept A" }) }),
      admin.as("POST", "/api/admin/credibility-entries", { body: validCredibilityEntry({ originalAmount: "not money" }) }),
      admin.as("POST", "/api/admin/credibility-entries", { body: validCredibilityEntry({ contractorName: "Kept B" }) }),
    ]);
    expect(replies.map((r) => r.status)).toEqual([200, 400, 200]);
    expect(entries(admin)).toBe(2);
    expect(
      countRows(admin.ctx, "SELECT count(*) AS n FROM admin_audit_log WHERE action = 'credibility.create' AND outcome = 'failure'"),
    ).toBe(1);
  });

  test("two admins assigning one code in the same group: one wins, the other gets 409", async () => {
    const admin = await createSignedInAdmin();
    const code = admin.ctx.db.$client.query("SELECT id FROM invitation_codes LIMIT 1").get() as { id: string };
    const begun = countOuterTransactions(admin);
    const replies = await Promise.all([
      admin.as("POST", `/api/admin/invitation-codes/${code.id}/assign`, {
        body: validAssignee({ assigneeUsername: "first", assigneeEmail: "first@example.com" }),
      }),
      admin.as("POST", `/api/admin/invitation-codes/${code.id}/assign`, {
        body: validAssignee({ assigneeUsername: "second", assigneeEmail: "second@example.com" }),
      }),
    ]);
    expect(replies.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(begun()).toBe(1);
    const stored = admin.ctx.db.$client.query("SELECT assignee_username AS u FROM invitation_codes WHERE id = ?").get(code.id) as {
      u: string;
    };
    expect(["first", "second"]).toContain(stored.u);
  });

  test("a change alone runs in its own transaction, as without grouping", async () => {
    const admin = await createSignedInAdmin();
    const begun = countOuterTransactions(admin);
    expect((await admin.as("POST", "/api/admin/credibility-entries", { body: validCredibilityEntry() })).status).toBe(200);
    // Its own transaction is bun:sqlite's (drizzle), not an outer group's BEGIN.
    expect(begun()).toBe(0);
    expect(entries(admin)).toBe(1);
  });
});
