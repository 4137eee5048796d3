// The new-claim form (§5 "New claim"): every field with the shared schema's message under it;
// the service list says what is left of each, and one the package cannot give now is shown
// disabled with the reason; a refusal of the package (403: none or suspended,
// 409: none left of that service) is shown as such above the button, with where to go next.
import { useEffect, useState, type ReactNode } from "react";
import { Link } from "react-router-dom";
import type { Schema } from "#web/lib/api-types";
import { INSPECTION_STATUSES, newClaimSchema, SERVICE_REQUEST_TYPES, type ServiceRequestType } from "#shared/schemas/claims";
import { PAGE_PATHS } from "#shared/page-paths";
import { DATE_INPUT } from "#web/components/form/date-input";
import { fieldBinding } from "#web/components/form/field-binding";
import { FormSummary } from "#web/components/form/form-summary";
import { SelectField } from "#web/components/form/select-field";
import { TextField } from "#web/components/form/text-field";
import { useFormSubmit } from "#web/components/form/use-form-submit";
import { useFormValues } from "#web/components/form/use-form-values";
import { SubmitButton } from "#web/components/form/submit-button";
import { useFileClaim } from "../api/claims-api";
import { inspectionStatusName } from "../lib/claim-texts";
import { claimToasts } from "../lib/claim-toasts";
import { claimInput, claimRefusal, NEW_CLAIM_KEYS, type ClaimRefusal, type NewClaimValues } from "../lib/new-claim-form";
import { isChoosable, serviceChoice, serviceChoices, serviceHint } from "../lib/service-choices";
import "../claims.css";
import "./new-claim-form.css";

export const NEW_CLAIM_FORM_ID = "new-claim";
const FORM_ID = NEW_CLAIM_FORM_ID;
/** The form as useFormSubmit knows it: field ids, the shared schema and the keys it shows. */
const FORM = { formId: FORM_ID, schema: newClaimSchema, fields: NEW_CLAIM_KEYS };

/** A titled group of the form's fields (property, loss, service). */
function ClaimsGroup({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className="claims-group">
      <legend className="claims-group__legend">{legend}</legend>
      <div className="form-grid">{children}</div>
    </fieldset>
  );
}

export function NewClaimForm({
  initial,
  subscription,
  onFiled,
}: {
  initial: NewClaimValues;
  subscription: Schema<"Subscription"> | null | undefined;
  onFiled: (answer: Schema<"ClaimChangeAnswer">) => void;
}) {
  const { values, set } = useFormValues(initial);
  const [refusal, setRefusal] = useState<ClaimRefusal>();
  const file = useFileClaim();
  const form = useFormSubmit({
    ...FORM,
    mutation: file,
    successToast: (answer) => claimToasts.claimFiled(answer.message),
    failureToast: claimToasts.fileFailed,
    sessionGuarded: true,
    onSuccess: (answer) => onFiled(answer),
    onFailure: (error) => setRefusal(claimRefusal(error)),
  });
  const problem = form.problem;
  const text = fieldBinding(FORM_ID, values, set, problem);
  const choiceOf = (service: string) => serviceChoice(subscription, service as ServiceRequestType);
  // A service preselected by the link (?type=) that the package cannot give now is not kept.
  const chosen = values.serviceRequestType;
  useEffect(() => {
    if (chosen && !isChoosable(subscription, chosen)) set("serviceRequestType", "");
  }, [chosen, subscription, set]);

  return (
    <form
      id={FORM_ID}
      className="form-stack"
      aria-label="New claim"
      onSubmit={(event) => {
        setRefusal(undefined);
        form.onSubmit(claimInput(values))(event);
      }}
      noValidate
    >
      <ClaimsGroup legend="Property">
        <TextField
          {...text("propertyAddress")}
          label="Property address"
          required
          wide
          autoComplete="street-address"
          placeholder="Street, city, state, ZIP"
        />
        <TextField {...text("homeowner")} label="Homeowner name" required autoComplete="off" />
      </ClaimsGroup>

      <ClaimsGroup legend="Loss">
        <TextField {...text("col")} {...DATE_INPUT} label="Cause of Loss date" required hint="On or before the Date of Loss" />
        <TextField {...text("dol")} {...DATE_INPUT} label="Date of Loss" required />
        <SelectField
          {...text("inspectionStatus")}
          label="Inspection status"
          required
          options={INSPECTION_STATUSES}
          optionLabel={inspectionStatusName}
          placeholder="Select status…"
        />
      </ClaimsGroup>

      <ClaimsGroup legend="Service">
        <SelectField
          {...text("serviceRequestType")}
          label="Service requested"
          required
          options={SERVICE_REQUEST_TYPES}
          optionLabel={(service) => choiceOf(service).label}
          optionDisabled={(service) => choiceOf(service).disabled}
          placeholder="Select service…"
          hint={serviceHint(serviceChoices(subscription))}
        />
        <TextField {...text("claimNumber")} label="Carrier claim number" maxLength={100} autoComplete="off" />
        <TextField
          {...text("originalClaimAmount")}
          label="Original claim amount ($)"
          inputMode="decimal"
          placeholder="52000.00"
          autoComplete="off"
          hint="Dollars and cents, e.g. 52000.00"
        />
        <TextField {...text("notes")} label="Notes" multiline wide />
      </ClaimsGroup>

      {refusal ? (
        <div className="claims-refusal" role="alert" data-testid="claim-refusal" data-kind={refusal.kind}>
          <p className="claims-refusal__title">Claim not filed</p>
          <p>{refusal.message}</p>
          {refusal.kind === "package" ? (
            <Link to={PAGE_PATHS.packages} className="text-link">
              See deployment packages
            </Link>
          ) : (
            <p className="text-muted">Choose another service that has units left, or file this one when the next period starts.</p>
          )}
        </div>
      ) : (
        <FormSummary id={`${FORM_ID}-error`} message={problem?.summary} />
      )}
      <div className="form-actions">
        <SubmitButton pending={form.pending} label="File claim" pendingLabel="Filing..." />
        <Link to={PAGE_PATHS.claims} className="term-button term-button--ghost">
          Cancel
        </Link>
      </div>
    </form>
  );
}
