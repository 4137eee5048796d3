// The packages members buy (§9): admins may change prices and quotas, or stop selling one.
// Subscriptions already running keep what they were bought with.
import type { Result } from "#shared/answer";
import type { PlanChangeAnswer, PlansAnswer } from "#shared/answers/subscriptions";
import { packageNameSchema, planChangeSchema } from "#shared/schemas/subscriptions";
import { DomainError } from "#shared/errors";
import { parseInput } from "#shared/schemas/parse";
import type { Actor } from "../actor";
import { auditedUseCase } from "../audit/audit-log";
import type { AppContext } from "../context";
import { decimalToCents } from "../money";
import { selectPlanByName, selectPlans, updatePlan } from "./subscription-repository";
import { toPlanView } from "./subscription-view";

export function listPlans(ctx: AppContext): Result<PlansAnswer> {
  return { plans: selectPlans(ctx.db).map(toPlanView) };
}

/** The packages on sale, for the public packages page: the prices it shows are the ones charged. */
export function listPlansOnSale(ctx: AppContext): Result<PlansAnswer> {
  return {
    plans: selectPlans(ctx.db)
      .filter((p) => p.isActive)
      .map(toPlanView),
  };
}

export function changePlan(ctx: AppContext, actor: Actor, name: unknown, input: unknown): Result<PlanChangeAnswer> {
  return auditedUseCase(ctx, actor, "plans.update", ({ commit }) => {
    const plan = parseInput(packageNameSchema, typeof name === "string" ? name.trim().toLowerCase() : name);
    const change = parseInput(planChangeSchema, input);
    return commit((tx) => {
      const row = selectPlanByName(tx, plan);
      if (!row) throw new DomainError("not_found", `Package ${plan} not found`);
      const updated = updatePlan(tx, row.id, {
        pricePerMonthCents: change.pricePerMonth === undefined ? undefined : decimalToCents(change.pricePerMonth),
        pricePerWeekCents: change.pricePerWeek === undefined ? undefined : decimalToCents(change.pricePerWeek),
        estimatesQuota: change.estimatesQuota,
        appraisalsQuota: change.appraisalsQuota,
        engineerAssignmentsQuota: change.engineerAssignmentsQuota,
        attorneyAssistanceQuota: change.attorneyAssistanceQuota,
        isActive: change.isActive,
      })!;
      const fields = Object.entries(change)
        .filter(([, v]) => v !== undefined)
        .map(([k, v]) => `${k}=${v}`)
        .join(" ");
      return {
        result: { message: `Package ${updated.displayName} updated`, plan: toPlanView(updated) },
        detail: `plan=${plan} ${fields}`,
      };
    });
  });
}
