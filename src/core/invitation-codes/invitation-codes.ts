// Invitation codes: list, generate, create custom, assign and unassign (spec §2, §4, §5, §7).
import { DomainError } from "#shared/errors";
import {
  assignCodeSchema,
  codeIdSchema,
  customCodeSchema,
  generateCodesSchema,
  isCustomCodeRequest,
} from "#shared/schemas/invitation-codes";
import type { CodeChangeAnswer, CodeLists, GeneratedCodesAnswer, InvitationCodesAnswer, InvitationCodeView } from "#shared/api-types";
import { canAssignCode } from "#shared/invitation-code-lists";
import { parseInput } from "#shared/schemas/parse";
import type { Actor } from "../actor";
import { auditedUseCase } from "../audit/audit-log";
import type { AppContext } from "../context";
import type { Db } from "../db";
import { generateInvitationCode } from "./code-generator";
import {
  assignUnassignedCode,
  assigneeUsernameTaken,
  insertCode,
  selectAllCodes,
  selectCodeByCode,
  selectCodeById,
  unassignAssignedCode,
  type CodeRow,
} from "./code-repository";

export function toCodeView(row: CodeRow & { usedByUsername?: string | null }): InvitationCodeView {
  return {
    id: row.id,
    code: row.code,
    isUsed: row.isUsed,
    usedAt: row.usedAt?.toISOString() ?? null,
    usedByUserId: row.usedByUserId,
    usedByUsername: row.usedByUsername ?? null,
    createdAt: row.createdAt.toISOString(),
    assignedAt: row.assignedAt?.toISOString() ?? null,
    assigneeUsername: row.assigneeUsername,
    assigneeFirstName: row.assigneeFirstName,
    assigneeLastName: row.assigneeLastName,
    assigneePhone: row.assigneePhone,
    assigneeEmail: row.assigneeEmail,
  };
}

/** The four lists of the panel, newest first: unused = not used; assigned/unassigned split unused. */
export function listInvitationCodes(ctx: AppContext): InvitationCodesAnswer {
  const codes: CodeLists = { unused: [], used: [], assigned: [], unassigned: [] };
  for (const row of selectAllCodes(ctx.db)) {
    const view = toCodeView(row);
    if (view.isUsed) {
      codes.used.push(view);
      continue;
    }
    codes.unused.push(view);
    (view.assigneeUsername ? codes.assigned : codes.unassigned).push(view);
  }
  return { success: true, codes };
}

/** Inserts `count` fresh random codes; a collision with an existing code draws again. */
export function insertRandomCodes(tx: Db, count: number, at: Date): string[] {
  const created: string[] = [];
  while (created.length < count) {
    const row = insertCode(tx, generateInvitationCode(), at);
    if (row) created.push(row.code);
  }
  return created;
}

export function generateInvitationCodes(ctx: AppContext, actor: Actor, input: unknown): GeneratedCodesAnswer {
  return auditedUseCase(ctx, actor, "codes.generate", ({ commit }) => {
    const { count } = parseInput(generateCodesSchema, input);
    return commit((tx) => {
      const codes = insertRandomCodes(tx, count, ctx.clock.now());
      return {
        result: { success: true as const, message: `Generated ${count} new invitation codes`, codes },
        detail: `count=${count}`,
      };
    });
  });
}

export function createCustomCode(ctx: AppContext, actor: Actor, input: unknown): CodeChangeAnswer {
  return auditedUseCase(ctx, actor, "codes.create", ({ commit }) => {
    const { code } = parseInput(customCodeSchema, input);
    return commit((tx) => {
      const row = insertCode(tx, code, ctx.clock.now());
      if (!row) throw new DomainError("conflict", `Code ${code} already exists`);
      return {
        result: { success: true as const, message: `Created custom code: ${row.code}`, code: toCodeView(row) },
        detail: `code=${row.code}`,
      };
    });
  });
}

/** POST /invitation-codes: `{code}` creates one custom code, otherwise `{count}` a batch. */
export function createInvitationCodes(ctx: AppContext, actor: Actor, input: unknown): CodeChangeAnswer | GeneratedCodesAnswer {
  return isCustomCodeRequest(input) ? createCustomCode(ctx, actor, input) : generateInvitationCodes(ctx, actor, input);
}

export const ASSIGNEE_USERNAME_TAKEN = "Username is already assigned to another code or used by a member";

/** Why a conditional assign or unassign changed nothing, read inside the same transaction. */
function explainRefusal(tx: Db, id: string, wanted: "assign" | "unassign", assigneeUsername?: string): DomainError {
  const row = selectCodeById(tx, id);
  if (!row) return new DomainError("not_found", "Invitation code not found");
  if (row.isUsed) return new DomainError("conflict", `Code ${row.code} has already been used`);
  if (wanted === "unassign") return new DomainError("conflict", `Code ${row.code} is not assigned`);
  if (!canAssignCode(row)) return new DomainError("conflict", `Code ${row.code} is already assigned`);
  if (assigneeUsername && assigneeUsernameTaken(tx, assigneeUsername)) {
    return new DomainError("conflict", ASSIGNEE_USERNAME_TAKEN, [{ path: "assigneeUsername", message: ASSIGNEE_USERNAME_TAKEN }]);
  }
  return new DomainError("conflict", `Code ${row.code} cannot be assigned`);
}

export function assignInvitationCode(ctx: AppContext, actor: Actor, codeId: unknown, input: unknown): CodeChangeAnswer {
  return auditedUseCase(ctx, actor, "codes.assign", ({ commit }) => {
    const id = parseInput(codeIdSchema, codeId);
    const assignee = parseInput(assignCodeSchema, input);
    return commit((tx) => {
      const row = assignUnassignedCode(tx, id, assignee, actor.adminId, ctx.clock.now());
      if (!row) throw explainRefusal(tx, id, "assign", assignee.assigneeUsername);
      return {
        result: { success: true as const, message: `Code ${row.code} assigned successfully`, code: toCodeView(row) },
        detail: `code=${row.code} assignee=${assignee.assigneeUsername}`,
      };
    });
  });
}

export function unassignInvitationCode(ctx: AppContext, actor: Actor, codeId: unknown): CodeChangeAnswer {
  return auditedUseCase(ctx, actor, "codes.unassign", ({ commit }) => {
    const id = parseInput(codeIdSchema, codeId);
    return commit((tx) => {
      const row = unassignAssignedCode(tx, id);
      if (!row) throw explainRefusal(tx, id, "unassign");
      return {
        result: { success: true as const, message: `Code ${row.code} unassigned successfully`, code: toCodeView(row) },
        detail: `code=${row.code}`,
      };
    });
  });
}

/**
 * The CLI names a code by its text or its id; a miss is refused (and audited) under the action
 * the operator was about to take.
 */
export function findInvitationCode(ctx: AppContext, actor: Actor, action: "codes.assign" | "codes.unassign", codeOrId: string): InvitationCodeView {
  return auditedUseCase(ctx, actor, action, () => {
    const text = codeOrId.trim();
    const row = codeIdSchema.safeParse(text).success
      ? selectCodeById(ctx.db, text)
      : selectCodeByCode(ctx.db, text.toUpperCase());
    if (!row) throw new DomainError("not_found", "Invitation code not found");
    return toCodeView(row);
  });
}
