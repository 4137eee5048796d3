// Moving a claim on: only the steps core allows from its status are offered (NEXT_CLAIM_STATUSES),
// with a note for the history and, when completing, the final claim amount. The values are checked
// with the shared schema the server applies (messages under their fields); cancelling asks first;
// a refusal (another admin moved it meanwhile) shows the server's sentence under the form.
import type { Schema } from "#web/lib/api-types";
import { CLAIM_NOTE_MAX, claimStatusChangeSchema, type ClaimStatus } from "#shared/schemas/claims";
import { fieldBinding } from "#web/components/form/field-binding";
import { FormSummary } from "#web/components/form/form-summary";
import { SelectField } from "#web/components/form/select-field";
import { TextField } from "#web/components/form/text-field";
import { useFormSubmit } from "#web/components/form/use-form-submit";
import { useFormValues } from "#web/components/form/use-form-values";
import { useChangeClaimStatus } from "../api/claims-admin-api";
import { cancelClaimConfirmation, nextSteps, noStepsText, stepLabel } from "../lib/claim-admin-texts";
import { claimAdminToasts } from "../lib/claim-admin-toasts";

const FORM_ID = "claim-status";
const FIELDS = ["status", "note", "finalClaimAmount"] as const;

export function ClaimStatusForm({ claim }: { claim: Schema<"Claim"> }) {
  const steps = nextSteps(claim.status);
  const { values, set } = useFormValues({ status: steps[0] ?? "", note: "", finalClaimAmount: "" });
  const form = useFormSubmit({
    formId: FORM_ID,
    schema: claimStatusChangeSchema,
    fields: FIELDS,
    mutation: useChangeClaimStatus(),
    toVariables: (parsed) => ({ id: claim.id, ...parsed }),
    sessionGuarded: true,
    successToast: (_answer, sent) => claimAdminToasts.moved(claim.propertyAddress, sent.status),
    failureToast: claimAdminToasts.moveFailed,
  });

  if (steps.length === 0) return <p className="claim-admin-move__closed text-muted">{noStepsText(claim.status)}</p>;

  const status = values.status as ClaimStatus | "";
  const completing = status === "completed";
  // The amount typed before another step was chosen is not sent with that step.
  const submit = form.onSubmit({ ...values, finalClaimAmount: completing ? values.finalClaimAmount : "" });
  const field = fieldBinding(FORM_ID, values, set, form.problem);

  return (
    <form
      className="claim-admin-move"
      aria-label="Move claim status"
      noValidate
      onSubmit={(event) => {
        if (status === "cancelled" && !window.confirm(cancelClaimConfirmation(claim))) {
          event.preventDefault();
          return;
        }
        submit(event);
      }}
    >
      <SelectField {...field("status")} label="Next step" required options={steps} optionLabel={stepLabel} />
      <TextField
        {...field("note")}
        label="Note for the history"
        multiline
        maxLength={CLAIM_NOTE_MAX}
        hint="Optional. The member sees it in the claim's history."
      />
      {completing ? (
        <TextField
          {...field("finalClaimAmount")}
          label="Final claim amount ($)"
          inputMode="decimal"
          placeholder="52000.00"
          hint="Optional: what the carrier paid."
        />
      ) : null}
      <FormSummary id={`${FORM_ID}-error`} message={form.problem?.summary} />
      <div className="form-actions">
        <button
          type="submit"
          className={status === "cancelled" ? "term-button term-button--compact term-button--danger" : "term-button term-button--compact"}
          disabled={form.pending}
        >
          {form.pending ? "Saving..." : status ? stepLabel(status) : "Move"}
        </button>
      </div>
    </form>
  );
}
