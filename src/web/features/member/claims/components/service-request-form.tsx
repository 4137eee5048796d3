// The service request form: name, e-mail, phone, service, package and a description, checked by
// the shared serviceRequestSchema. Visitors may send one too; a member's is linked to them.
import { useState } from "react";
import type { Schema } from "#web/lib/api-types";
import { SERVICE_REQUEST_TYPES, serviceRequestSchema } from "#shared/schemas/claims";
import { fieldBinding } from "#web/components/form/field-binding";
import { FormSummary } from "#web/components/form/form-summary";
import { SelectField } from "#web/components/form/select-field";
import { TextField } from "#web/components/form/text-field";
import { useFormSubmit } from "#web/components/form/use-form-submit";
import { useFormValues } from "#web/components/form/use-form-values";
import { SubmitButton } from "#web/components/form/submit-button";
import { useSendServiceRequest } from "../api/claims-api";
import { PLAN_TYPES, planTypeName, serviceTypeName } from "../lib/claim-texts";
import { claimToasts } from "../lib/claim-toasts";
import { SERVICE_REQUEST_KEYS, type ServiceRequestValues } from "../lib/service-request-form";

export const SERVICE_REQUEST_FORM_ID = "service-request";
const FORM_ID = SERVICE_REQUEST_FORM_ID;
/** The form as useFormSubmit knows it: field ids, the shared schema and the keys it shows. */
const FORM = { formId: FORM_ID, schema: serviceRequestSchema, fields: SERVICE_REQUEST_KEYS };

const SERVICE_CHOICES = { options: SERVICE_REQUEST_TYPES, optionLabel: serviceTypeName };
const PLAN_CHOICES = { options: PLAN_TYPES, optionLabel: planTypeName };

export function ServiceRequestForm({
  initial,
  onSent,
}: {
  initial: ServiceRequestValues;
  onSent: (answer: Schema<"ServiceRequestSentAnswer">) => void;
}) {
  const [start] = useState(initial);
  const { values, set } = useFormValues(start);
  const send = useSendServiceRequest();
  const form = useFormSubmit({
    ...FORM,
    mutation: send,
    successToast: (answer) => claimToasts.requestSent(answer.message),
    failureToast: claimToasts.requestFailed,
    onSuccess: (answer) => onSent(answer),
  });
  const problem = form.problem;
  const field = fieldBinding(FORM_ID, values, set, problem);

  return (
    <form id={FORM_ID} className="form-stack" aria-label="Service request" onSubmit={form.onSubmit(values)} noValidate>
      <div className="form-grid">
        <TextField {...field("name")} label="Name" required autoComplete="name" />
        <TextField {...field("email")} label="Email" type="email" required autoComplete="email" inputMode="email" />
        <TextField {...field("phone")} label="Phone" type="tel" autoComplete="tel" inputMode="tel" />
        <SelectField {...field("serviceType")} {...SERVICE_CHOICES} label="Service" required placeholder="Select service…" />
        <SelectField {...field("planType")} {...PLAN_CHOICES} label="Package" required placeholder="Select package…" />
        <TextField
          {...field("description")}
          label="Description"
          multiline
          wide
          placeholder="The property, the carrier, what you need and by when"
        />
      </div>
      <FormSummary id={`${FORM_ID}-error`} message={problem?.summary} />
      <div className="form-actions">
        <SubmitButton pending={form.pending} label="Send request" pendingLabel="Sending..." />
      </div>
    </form>
  );
}
