// Invitation codes: generate, create custom, assign, unassign and extend (spec §2, §4, §5, §7).
// How codes are read (pages, searches, counters, the whole lists): code-listing.ts.
import { DomainError } from "#shared/errors";
import {
  assignCodeSchema,
  codeIdSchema,
  customCodeSchema,
  extendCodeSchema,
  generateCodesSchema,
  isCustomCodeRequest,
} from "#shared/schemas/invitation-codes";
import type { Result } from "#shared/answer";
import type { CodeChangeAnswer, GeneratedCodesAnswer, InvitationCodeView } from "#shared/answers/invitation-codes";
import { isExpiredAt } from "#shared/invitation-code-lists";
import { parseInput } from "#shared/schemas/parse";
import type { Actor } from "../actor";
import { auditedUseCase } from "../audit/audit-log";
import type { AppContext } from "../context";
import type { Db } from "../db/db";
import { generateInvitationCode } from "./code-generator";
import {
  assignUnassignedCode,
  assigneeUsernameTaken,
  insertCode,
  selectCodeByCode,
  selectCodeById,
  setUnusedCodeExpiry,
  unassignAssignedCode,
} from "./code-repository";
import { toCodeView } from "./code-view";

const DAY_MS = 24 * 60 * 60 * 1000;

/** The expiry a new code gets: the days asked for, none when null, the operator's default when left out. */
function expiryFor(ctx: AppContext, expiresInDays: number | null | undefined, now: Date): Date | null {
  const days = expiresInDays === undefined ? ctx.config.codeExpiryDays : expiresInDays;
  return days === null ? null : new Date(now.getTime() + days * DAY_MS);
}

const expiryDetail = (expiresAt: Date | null) => `expires=${expiresAt ? expiresAt.toISOString() : "never"}`;

/** Inserts `count` fresh random codes; a collision with an existing code draws again. */
export function insertRandomCodes(tx: Db, count: number, at: Date, expiresAt: Date | null = null): string[] {
  const created: string[] = [];
  while (created.length < count) {
    const row = insertCode(tx, generateInvitationCode(), at, expiresAt);
    if (row) created.push(row.code);
  }
  return created;
}

export function generateInvitationCodes(ctx: AppContext, actor: Actor, input: unknown): Result<GeneratedCodesAnswer> {
  return auditedUseCase(ctx, actor, "codes.generate", ({ commit }) => {
    const { count, expiresInDays } = parseInput(generateCodesSchema, input);
    return commit((tx) => {
      const now = ctx.clock.now();
      const expiresAt = expiryFor(ctx, expiresInDays, now);
      const codes = insertRandomCodes(tx, count, now, expiresAt);
      return {
        result: {
          message: `Generated ${count} new invitation codes`,
          codes,
          expiresAt: expiresAt?.toISOString() ?? null,
        },
        detail: `count=${count} ${expiryDetail(expiresAt)}`,
      };
    });
  });
}

export function createCustomCode(ctx: AppContext, actor: Actor, input: unknown): Result<CodeChangeAnswer> {
  return auditedUseCase(ctx, actor, "codes.create", ({ commit }) => {
    const { code, expiresInDays } = parseInput(customCodeSchema, input);
    return commit((tx) => {
      const now = ctx.clock.now();
      const row = insertCode(tx, code, now, expiryFor(ctx, expiresInDays, now));
      if (!row) throw new DomainError("conflict", `Code ${code} already exists`);
      return {
        result: { message: `Created custom code: ${row.code}`, code: toCodeView(row, now) },
        detail: `code=${row.code} ${expiryDetail(row.expiresAt)}`,
      };
    });
  });
}

/** POST /invitation-codes: `{code}` creates one custom code, otherwise `{count}` a batch. */
export function createInvitationCodes(
  ctx: AppContext,
  actor: Actor,
  input: unknown,
): Result<CodeChangeAnswer> | Result<GeneratedCodesAnswer> {
  return isCustomCodeRequest(input) ? createCustomCode(ctx, actor, input) : generateInvitationCodes(ctx, actor, input);
}

export const ASSIGNEE_USERNAME_TAKEN = "Username is already assigned to another code or used by a member";

/** Why a conditional assign or unassign changed nothing, read inside the same transaction. */
function explainRefusal(tx: Db, id: string, wanted: "assign" | "unassign" | "extend", now: Date, assigneeUsername?: string): DomainError {
  const row = selectCodeById(tx, id);
  if (!row) return new DomainError("not_found", "Invitation code not found");
  if (row.isUsed) return new DomainError("conflict", `Code ${row.code} has already been used`);
  if (wanted === "unassign") return new DomainError("conflict", `Code ${row.code} is not assigned`);
  if (isExpiredAt(row, now)) return new DomainError("conflict", `Code ${row.code} has expired`);
  if (row.assigneeUsername) return new DomainError("conflict", `Code ${row.code} is already assigned`);
  if (assigneeUsername && assigneeUsernameTaken(tx, assigneeUsername)) {
    return new DomainError("conflict", ASSIGNEE_USERNAME_TAKEN, [{ path: "assigneeUsername", message: ASSIGNEE_USERNAME_TAKEN }]);
  }
  return new DomainError("conflict", `Code ${row.code} cannot be assigned`);
}

export function assignInvitationCode(ctx: AppContext, actor: Actor, codeId: unknown, input: unknown): Result<CodeChangeAnswer> {
  return auditedUseCase(ctx, actor, "codes.assign", ({ commit }) => {
    const id = parseInput(codeIdSchema, codeId);
    const assignee = parseInput(assignCodeSchema, input);
    return commit((tx) => {
      const now = ctx.clock.now();
      const row = assignUnassignedCode(tx, id, assignee, actor.adminId, now);
      if (!row) throw explainRefusal(tx, id, "assign", now, assignee.assigneeUsername);
      return {
        result: { message: `Code ${row.code} assigned successfully`, code: toCodeView(row, now) },
        detail: `code=${row.code} assignee=${assignee.assigneeUsername}`,
      };
    });
  });
}

export function unassignInvitationCode(ctx: AppContext, actor: Actor, codeId: unknown): Result<CodeChangeAnswer> {
  return auditedUseCase(ctx, actor, "codes.unassign", ({ commit }) => {
    const id = parseInput(codeIdSchema, codeId);
    return commit((tx) => {
      const now = ctx.clock.now();
      const row = unassignAssignedCode(tx, id);
      if (!row) throw explainRefusal(tx, id, "unassign", now);
      return {
        result: { message: `Code ${row.code} unassigned successfully`, code: toCodeView(row, now) },
        detail: `code=${row.code}`,
      };
    });
  });
}

/**
 * Gives an unused code (expired or not) a new expiry counted from now, or none: an admin's way to
 * bring back a code whose person registered late.
 */
export function extendInvitationCode(ctx: AppContext, actor: Actor, codeId: unknown, input: unknown): Result<CodeChangeAnswer> {
  return auditedUseCase(ctx, actor, "codes.extend", ({ commit }) => {
    const id = parseInput(codeIdSchema, codeId);
    const { expiresInDays } = parseInput(extendCodeSchema, input);
    return commit((tx) => {
      const now = ctx.clock.now();
      const expiresAt = expiryFor(ctx, expiresInDays, now);
      const row = setUnusedCodeExpiry(tx, id, expiresAt);
      if (!row) throw explainRefusal(tx, id, "extend", now);
      const until = expiresAt ? `until ${expiresAt.toISOString().slice(0, 10)}` : "with no expiry";
      return {
        result: { message: `Code ${row.code} is valid ${until}`, code: toCodeView(row, now) },
        detail: `code=${row.code} ${expiryDetail(expiresAt)}`,
      };
    });
  });
}

/**
 * The CLI names a code by its text or its id; a miss is refused (and audited) under the action
 * the operator was about to take.
 */
export function findInvitationCode(
  ctx: AppContext,
  actor: Actor,
  action: "codes.assign" | "codes.unassign" | "codes.extend",
  codeOrId: string,
): InvitationCodeView {
  return auditedUseCase(ctx, actor, action, () => {
    const text = codeOrId.trim();
    const row = codeIdSchema.safeParse(text).success ? selectCodeById(ctx.db, text) : selectCodeByCode(ctx.db, text.toUpperCase());
    if (!row) throw new DomainError("not_found", "Invitation code not found");
    return toCodeView(row, ctx.clock.now());
  });
}
