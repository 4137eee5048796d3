// The appraiser directory (spec README decision 2): stored here, changed only by admins (panel
// and `aan appraisers`), read by the public page. Figures change only when an admin records them.
import type { Result } from "#shared/answer";
import type { AppraiserAnswer, AppraisersAnswer, AppraiserView } from "#shared/answers/content";
import type { MessageAnswer } from "#shared/answers/common";
import { DomainError } from "#shared/errors";
import { appraiserSchema, contentIdSchema, type AppraiserInput } from "#shared/schemas/content";
import { parseInput } from "#shared/schemas/parse";
import type { Actor } from "../actor";
import { auditedUseCase } from "../audit/audit-log";
import type { AppContext } from "../context";
import { validImportRows } from "../platform/import-rows";
import {
  deleteAppraiser as removeAppraiser,
  insertAppraisers,
  lastAppraiserChange,
  selectAppraiser,
  selectAppraisers,
  updateAppraiser as saveAppraiser,
  type AppraiserRow,
} from "./content-repository";

export const APPRAISER_NOT_FOUND = "Appraiser not found";
const IMPORT_PROBLEMS_SHOWN = 10;

export function toAppraiserView(row: AppraiserRow): AppraiserView {
  return {
    id: row.id,
    name: row.name,
    state: row.state,
    credentials: row.credentials,
    appraisals: row.appraisals,
    successRate: (row.successRateHundredths / 100).toFixed(2),
    isPreferred: row.isPreferred,
    hideSpinningStar: row.hideSpinningStar,
    specialties: row.specialties,
    additionalCredentials: row.additionalCredentials,
    isDemo: row.isDemo,
    updatedAt: row.updatedAt.toISOString(),
  };
}

export const toAppraiserColumns = (input: AppraiserInput) => {
  const { successRate, ...rest } = input;
  return { ...rest, successRateHundredths: Math.round(Number(successRate) * 100) };
};

/** The whole directory (it is small: the page filters and sorts it), with the time of the last change. */
export function listAppraisers(ctx: AppContext): Result<AppraisersAnswer> {
  return {
    appraisers: selectAppraisers(ctx.db).map(toAppraiserView),
    updatedAt: lastAppraiserChange(ctx.db)?.toISOString() ?? null,
  };
}

export function createAppraiser(ctx: AppContext, actor: Actor, input: unknown): Result<AppraiserAnswer> {
  return auditedUseCase(ctx, actor, "appraisers.create", ({ commit }) => {
    const values = parseInput(appraiserSchema, input);
    return commit((tx) => {
      const now = ctx.clock.now();
      const [row] = insertAppraisers(tx, [{ ...toAppraiserColumns(values), createdAt: now, updatedAt: now }]);
      return {
        result: { message: `Appraiser ${row!.name} added`, appraiser: toAppraiserView(row!) },
        detail: `id=${row!.id} name=${row!.name}`,
      };
    });
  });
}

export function updateAppraiser(ctx: AppContext, actor: Actor, id: unknown, input: unknown): Result<AppraiserAnswer> {
  return auditedUseCase(ctx, actor, "appraisers.update", ({ commit }) => {
    const appraiserId = parseInput(contentIdSchema, id);
    const values = parseInput(appraiserSchema, input);
    return commit((tx) => {
      const row = saveAppraiser(tx, appraiserId, { ...toAppraiserColumns(values), updatedAt: ctx.clock.now() });
      if (!row) throw new DomainError("not_found", APPRAISER_NOT_FOUND);
      return {
        result: { message: `Appraiser ${row.name} updated`, appraiser: toAppraiserView(row) },
        detail: `id=${row.id}`,
      };
    });
  });
}

export function deleteAppraiser(ctx: AppContext, actor: Actor, id: unknown): Result<MessageAnswer> {
  return auditedUseCase(ctx, actor, "appraisers.delete", ({ commit }) => {
    const appraiserId = parseInput(contentIdSchema, id);
    return commit((tx) => {
      const row = selectAppraiser(tx, appraiserId);
      if (!row || !removeAppraiser(tx, appraiserId)) throw new DomainError("not_found", APPRAISER_NOT_FOUND);
      return { result: { message: `Appraiser ${row.name} deleted` }, detail: `id=${appraiserId} name=${row.name}` };
    });
  });
}

/** Bulk add (CLI import): every row checked first, reported by line; then all rows in one transaction. */
export function importAppraisers(
  ctx: AppContext,
  actor: Actor,
  rows: Array<{ line: number; values: unknown }>,
): Result<MessageAnswer> & { imported: number } {
  return auditedUseCase(ctx, actor, "appraisers.import", ({ commit }) => {
    const valid = validImportRows<AppraiserInput>(appraiserSchema, rows, IMPORT_PROBLEMS_SHOWN);
    return commit((tx) => {
      const now = ctx.clock.now();
      insertAppraisers(
        tx,
        valid.map((v) => ({ ...toAppraiserColumns(v), createdAt: now, updatedAt: now })),
      );
      return {
        result: { message: `Imported ${valid.length} appraisers`, imported: valid.length },
        detail: `count=${valid.length}`,
      };
    });
  });
}
