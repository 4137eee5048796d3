// Invitation codes: list, generate, create custom, assign and unassign (spec §2, §4, §5, §7).
import { DomainError } from "#shared/errors";
import {
  assignCodeSchema,
  codeIdSchema,
  customCodeSchema,
  generateCodesSchema,
  isCustomCodeRequest,
} from "#shared/schemas/invitation-codes";
import type { CodeLists, InvitationCodeView } from "#shared/invitation-code-lists";
import { parseInput } from "#shared/schemas/parse";
import type { Actor } from "../actor";
import { auditedChange } from "../audit/audit-log";
import type { AppContext } from "../context";
import type { Db } from "../db";
import { generateInvitationCode } from "./code-generator";
import {
  assignUnassignedCode,
  insertCode,
  selectAllCodes,
  selectCodeByCode,
  selectCodeById,
  unassignAssignedCode,
  type CodeRow,
} from "./code-repository";

export function toCodeView(row: CodeRow): InvitationCodeView {
  return {
    id: row.id,
    code: row.code,
    isUsed: row.isUsed,
    usedAt: row.usedAt?.toISOString() ?? null,
    usedByUserId: row.usedByUserId,
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
export function listInvitationCodes(ctx: AppContext): { success: true; codes: CodeLists } {
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

export function generateInvitationCodes(ctx: AppContext, actor: Actor, input: unknown) {
  return auditedChange(ctx, actor, "codes.generate", (tx) => {
    const { count } = parseInput(generateCodesSchema, input);
    const codes = insertRandomCodes(tx, count, ctx.clock.now());
    return {
      result: { success: true as const, message: `Generated ${count} new invitation codes`, codes },
      detail: `count=${count}`,
    };
  });
}

export function createCustomCode(ctx: AppContext, actor: Actor, input: unknown) {
  return auditedChange(ctx, actor, "codes.create", (tx) => {
    const { code } = parseInput(customCodeSchema, input);
    const row = insertCode(tx, code, ctx.clock.now());
    if (!row) throw new DomainError("conflict", `Code ${code} already exists`);
    return {
      result: { success: true as const, message: `Created custom code: ${row.code}`, code: toCodeView(row) },
      detail: `code=${row.code}`,
    };
  });
}

/** POST /invitation-codes: `{code}` creates one custom code, otherwise `{count}` a batch. */
export function createInvitationCodes(ctx: AppContext, actor: Actor, input: unknown) {
  return isCustomCodeRequest(input) ? createCustomCode(ctx, actor, input) : generateInvitationCodes(ctx, actor, input);
}

function explainRefusal(tx: Db, id: string, wanted: "assign" | "unassign"): DomainError {
  const row = selectCodeById(tx, id);
  if (!row) return new DomainError("not_found", "Invitation code not found");
  if (row.isUsed) return new DomainError("conflict", `Code ${row.code} has already been used`);
  return wanted === "assign"
    ? new DomainError("conflict", `Code ${row.code} is already assigned`)
    : new DomainError("conflict", `Code ${row.code} is not assigned`);
}

export function assignInvitationCode(ctx: AppContext, actor: Actor, codeId: unknown, input: unknown) {
  return auditedChange(ctx, actor, "codes.assign", (tx) => {
    const id = parseInput(codeIdSchema, codeId);
    const assignee = parseInput(assignCodeSchema, input);
    const row = assignUnassignedCode(tx, id, assignee, actor.adminId, ctx.clock.now());
    if (!row) throw explainRefusal(tx, id, "assign");
    return {
      result: { success: true as const, message: `Code ${row.code} assigned successfully`, code: toCodeView(row) },
      detail: `code=${row.code} assignee=${assignee.assigneeUsername}`,
    };
  });
}

export function unassignInvitationCode(ctx: AppContext, actor: Actor, codeId: unknown) {
  return auditedChange(ctx, actor, "codes.unassign", (tx) => {
    const id = parseInput(codeIdSchema, codeId);
    const row = unassignAssignedCode(tx, id);
    if (!row) throw explainRefusal(tx, id, "unassign");
    return {
      result: { success: true as const, message: `Code ${row.code} unassigned successfully`, code: toCodeView(row) },
      detail: `code=${row.code}`,
    };
  });
}

/** The CLI names a code by its text or its id. */
export function findInvitationCode(ctx: AppContext, codeOrId: string): InvitationCodeView {
  const text = codeOrId.trim();
  const row = codeIdSchema.safeParse(text).success
    ? selectCodeById(ctx.db, text)
    : selectCodeByCode(ctx.db, text.toUpperCase());
  if (!row) throw new DomainError("not_found", "Invitation code not found");
  return toCodeView(row);
}

