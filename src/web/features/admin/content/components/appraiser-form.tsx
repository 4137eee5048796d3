// The add/edit form of one appraiser: every field of the shared appraiserSchema, checked before
// sending (its message under each field), the two lists typed as text (one per line or split by
// ";"). Escape or Cancel closes it; focus then returns to the button that opened it.
import { useState } from "react";
import type { z } from "#zod";
import type { Schema } from "#web/lib/api-types";
import { APPRAISER_FIELDS, appraiserSchema } from "#shared/schemas/content";
import { CheckboxField } from "#web/components/form/checkbox-field";
import { fieldId, FormFields, type FieldSpec } from "#web/components/form/form-fields";
import { EditForm, type OpenedFormProps } from "#web/components/form/edit-form";
import { useFormSubmit, type FormMutation } from "#web/components/form/use-form-submit";
import { useCreateAppraiser, useUpdateAppraiser } from "../api/content-admin-api";
import {
  appraiserBody,
  EMPTY_APPRAISER,
  tierAndCount,
  valuesFromAppraiser,
  type AppraiserFormValues,
  type AppraiserTextKey,
} from "../lib/appraiser-form";
import { contentToasts } from "../lib/content-toasts";

export const APPRAISER_FORM_ID = "appraiser-form";
const LIST_HINT = "One per line, or separated by “;”";

const TEXT_FIELDS: readonly FieldSpec<AppraiserTextKey>[] = [
  { key: "name", label: "Name", required: true },
  { key: "state", label: "State", required: true, hint: "Two-letter code, e.g. TX", placeholder: "TX" },
  { key: "credentials", label: "Credentials", required: true, placeholder: "Certified Appraiser" },
  { key: "appraisals", label: "Appraisals", required: true, inputMode: "numeric", placeholder: "0" },
  {
    key: "successRate",
    label: "Success rate (%)",
    required: true,
    inputMode: "decimal",
    hint: "0–100, at most 2 decimals",
    placeholder: "97.50",
  },
  { key: "specialties", label: "Specialties", multiline: true, hint: LIST_HINT },
  { key: "additionalCredentials", label: "Additional credentials", multiline: true, hint: LIST_HINT },
];

export function AppraiserForm({ editing, onClose, fallbackFocus }: OpenedFormProps & { editing: Schema<"Appraiser"> | undefined }) {
  const [values, setValues] = useState<AppraiserFormValues>(() => (editing ? valuesFromAppraiser(editing) : EMPTY_APPRAISER));
  const create = useCreateAppraiser();
  const update = useUpdateAppraiser();
  const set = <K extends keyof AppraiserFormValues>(key: K, value: AppraiserFormValues[K]) =>
    setValues((current) => ({ ...current, [key]: value }));

  // One form, two calls: POST for a new appraiser, PUT for the one being edited.
  const save: FormMutation<z.output<typeof appraiserSchema>, Schema<"AppraiserChangeAnswer">> = {
    mutate: (body, callbacks) => (editing ? update.mutate({ id: editing.id, body }, callbacks) : create.mutate(body, callbacks)),
    isPending: create.isPending || update.isPending,
  };
  const form = useFormSubmit({
    formId: APPRAISER_FORM_ID,
    schema: appraiserSchema,
    fields: APPRAISER_FIELDS,
    mutation: save,
    sessionGuarded: true,
    successToast: (answer, sent) => contentToasts.appraiserSaved(answer.message, sent.name, !editing),
    onSuccess: onClose,
    failureToast: contentToasts.saveAppraiserFailed,
  });

  const problem = form.problem;
  return (
    <EditForm
      formId={APPRAISER_FORM_ID}
      title={editing ? `Edit appraiser ${editing.name}` : "Add appraiser"}
      className="content-form"
      intro={editing ? <p className="text-muted edit-form__hint">Now shown as: {tierAndCount(editing)}</p> : undefined}
      firstField="name"
      form={form}
      submitText={editing ? "Update appraiser" : "Save appraiser"}
      values={appraiserBody(values)}
      onClose={onClose}
      fallbackFocus={fallbackFocus}
    >
      <FormFields formId={APPRAISER_FORM_ID} fields={TEXT_FIELDS} values={values} problem={problem} onChange={set} />
      <CheckboxField
        id={fieldId(APPRAISER_FORM_ID, "isPreferred")}
        label="AAN preferred (listed first, with the AAN PREFERRED label)"
        checked={values.isPreferred}
        error={problem?.fields.isPreferred}
        onChange={(checked) => set("isPreferred", checked)}
      />
      <CheckboxField
        id={fieldId(APPRAISER_FORM_ID, "hideSpinningStar")}
        label="Hide the spinning star on the card"
        checked={values.hideSpinningStar}
        error={problem?.fields.hideSpinningStar}
        onChange={(checked) => set("hideSpinningStar", checked)}
      />
    </EditForm>
  );
}
