// What use-case tests beside the code (src/core/**/*.test.ts) share: a plain member row, a
// refusal caught with its kind and message, and the audit log as lines.
import type { Db } from "#core/db/db";
import { insertUser } from "#core/members/member-repository";
import { DomainError } from "#shared/errors";
import type { TestContext } from "./context";

/** Jane, a member inserted straight into the users table (no password hash, no device); answers her id. */
export function insertTestMember(ctx: { db: Db; clock: { now(): Date } }): string {
  const userId = crypto.randomUUID();
  insertUser(ctx.db, {
    id: userId,
    username: "jane",
    email: "jane@example.com",
    password: "not-a-hash",
    firstName: "Jane",
    lastName: "Doe",
    phone: "(713) 555-0142",
    companyName: "Doe Roofing",
    position: "Contractor",
    createdAt: ctx.clock.now(),
  });
  return userId;
}

/** The DomainError `run` throws; fails the test when it throws nothing or something else. */
export function refusalOf(run: () => unknown): DomainError {
  try {
    run();
  } catch (error) {
    if (error instanceof DomainError) return error;
    throw error;
  }
  throw new Error("not refused");
}

/** The audit log, oldest first, as "action/outcome: detail" lines. */
export const auditLines = (ctx: TestContext): string[] =>
  (ctx.db.$client.query("SELECT action, outcome, detail FROM admin_audit_log ORDER BY id").all() as Array<Record<string, string>>).map(
    (r) => `${r.action}/${r.outcome}: ${r.detail}`,
  );
