// One package: its prices, quotas and whether it is on sale; Edit turns the card into a form that
// sends only what changed (PUT /api/admin/subscription-plans/:name), checked with the shared schema
// (its messages under their fields). Running subscriptions keep what they were bought with.
import { useState } from "react";
import type { Schema } from "#web/lib/api-types";
import { planChangeSchema } from "#shared/schemas/subscriptions";
import { CheckboxField } from "#web/components/form/checkbox-field";
import { FormButtons } from "#web/components/form/form-buttons";
import { FormSummary } from "#web/components/form/form-summary";
import { TextField } from "#web/components/form/text-field";
import { useFormSubmit } from "#web/components/form/use-form-submit";
import { useChangePlan } from "../api/subscriptions-admin-api";
import { planChanges, planFormValues, priceText, type PlanFormValues } from "../lib/subscription-texts";
import { subscriptionToasts } from "../lib/subscription-toasts";

const QUOTA_FIELDS = [
  { key: "estimatesQuota", label: "Estimates" },
  { key: "appraisalsQuota", label: "Appraisals" },
  { key: "engineerAssignmentsQuota", label: "Engineer visits" },
  { key: "attorneyAssistanceQuota", label: "Attorney letters" },
] as const;
const FIELDS = ["pricePerMonth", "pricePerWeek", ...QUOTA_FIELDS.map((f) => f.key), "isActive"] as const;

export function PlanCard({ plan }: { plan: Schema<"Plan"> }) {
  const [editing, setEditing] = useState(false);
  return (
    <article
      className={plan.isActive ? "plan-card" : "plan-card plan-card--off"}
      aria-labelledby={`plan-${plan.name}-title`}
      data-plan={plan.name}
    >
      <header className="plan-card__head">
        <h4 id={`plan-${plan.name}-title`} className="glow-title plan-card__title">
          {plan.displayName}
        </h4>
        <span className={plan.isActive ? "plan-card__sale" : "plan-card__sale plan-card__sale--off"}>
          {plan.isActive ? "On sale" : "Not on sale"}
        </span>
      </header>
      {editing ? (
        <PlanForm plan={plan} onDone={() => setEditing(false)} />
      ) : (
        <>
          <dl className="plan-card__facts">
            <div>
              <dt>Monthly</dt>
              <dd>{priceText(plan.pricePerMonth, "monthly")}</dd>
            </div>
            <div>
              <dt>Weekly</dt>
              <dd>{priceText(plan.pricePerWeek, "weekly")}</dd>
            </div>
            {QUOTA_FIELDS.map((f) => (
              <div key={f.key}>
                <dt>{f.label}</dt>
                <dd>{plan[f.key]}</dd>
              </div>
            ))}
          </dl>
          <div className="form-actions">
            <button
              type="button"
              className="term-button term-button--compact"
              aria-label={`Edit package ${plan.displayName}`}
              onClick={() => setEditing(true)}
            >
              Edit
            </button>
          </div>
        </>
      )}
    </article>
  );
}

function PlanForm({ plan, onDone }: { plan: Schema<"Plan">; onDone: () => void }) {
  const formId = `plan-${plan.name}`;
  const [values, setValues] = useState<PlanFormValues>(() => planFormValues(plan));
  const set = <K extends keyof PlanFormValues>(key: K, value: PlanFormValues[K]) => setValues((current) => ({ ...current, [key]: value }));
  const form = useFormSubmit({
    formId,
    schema: planChangeSchema,
    fields: FIELDS,
    mutation: useChangePlan(),
    toVariables: (change) => ({ name: plan.name, change }),
    sessionGuarded: true,
    successToast: (answer) => subscriptionToasts.planChanged(answer.message, plan.displayName),
    failureToast: subscriptionToasts.planChangeFailed,
    onSuccess: onDone,
  });
  const field = (key: (typeof FIELDS)[number]) => form.problem?.fields[key];

  return (
    <form
      className="plan-card__form"
      aria-label={`Edit package ${plan.displayName}`}
      noValidate
      onSubmit={form.onSubmit(planChanges(planFormValues(plan), values))}
      onKeyDown={(e) => {
        if (e.key === "Escape") onDone();
      }}
    >
      <div className="plan-card__fields">
        <TextField
          id={`${formId}-pricePerMonth`}
          label="Price per month ($)"
          inputMode="decimal"
          value={values.pricePerMonth}
          error={field("pricePerMonth")}
          onChange={(v) => set("pricePerMonth", v)}
        />
        <TextField
          id={`${formId}-pricePerWeek`}
          label="Price per week ($)"
          inputMode="decimal"
          value={values.pricePerWeek}
          error={field("pricePerWeek")}
          onChange={(v) => set("pricePerWeek", v)}
        />
        {QUOTA_FIELDS.map((f) => (
          <TextField
            key={f.key}
            id={`${formId}-${f.key}`}
            label={f.label}
            type="number"
            inputMode="numeric"
            min={0}
            max={1000}
            value={values[f.key]}
            error={field(f.key)}
            onChange={(v) => set(f.key, v)}
          />
        ))}
      </div>
      <CheckboxField
        id={`${formId}-isActive`}
        label="On sale (members can buy it)"
        checked={values.isActive}
        error={field("isActive")}
        onChange={(v) => set("isActive", v)}
      />
      <p className="plan-card__hint text-muted">
        Running subscriptions keep the prices and quotas they were bought with; a change applies to periods that start after it.
      </p>
      <FormSummary id={`${formId}-error`} message={form.problem?.summary} />
      <FormButtons compact pending={form.pending} submitText="Save package" onCancel={onDone} />
    </form>
  );
}
