// The add/edit form of a credibility entry: every field in the shared order, the six required
// ones marked, checked with the shared schema (add: full, edit: partial) before sending. Escape or
// Cancel closes it; focus then returns to the button that opened it.
import { useEffect, type Dispatch } from "react";
import type { z } from "#zod";
import { CREDIBILITY_FIELDS } from "#shared/credibility-fields";
import type { Schema } from "#web/lib/api-types";
import {
  credibilityEntrySchema,
  credibilityEntryUpdateSchema,
  type CredibilityEntryUpdate,
  type CredibilityEntryValues,
} from "#shared/schemas/credibility";
import { fieldId } from "#web/components/form/form-fields";
import { EditForm } from "#web/components/form/edit-form";
import { TextField } from "#web/components/form/text-field";
import { useFormSubmit, type FormMutation } from "#web/components/form/use-form-submit";
import { useCreateCredibilityEntry, useUpdateCredibilityEntry } from "../api/credibility-entries-api";
import type { CredibilityFormAction, CredibilityFormState } from "../lib/credibility-form-state";
import { credibilityToasts } from "../lib/credibility-toasts";

export const CREDIBILITY_FORM_ID = "credibility-form";
const FIELD_KEYS = CREDIBILITY_FIELDS.map((f) => f.key);

type OpenForm = Exclude<CredibilityFormState, { mode: "closed" }>;

export function CredibilityForm({
  state,
  dispatch,
  fallbackFocus,
}: {
  state: OpenForm;
  dispatch: Dispatch<CredibilityFormAction>;
  /** Where focus goes on close when the opener is gone (the edited entry was deleted). */
  fallbackFocus: () => HTMLElement | null;
}) {
  const create = useCreateCredibilityEntry();
  const update = useUpdateCredibilityEntry();
  const close = () => dispatch({ type: "close" });
  const editingId = state.mode === "edit" ? state.id : undefined;

  // One form, two calls: POST for a new entry, PUT for the one being edited.
  const save: FormMutation<CredibilityEntryUpdate, Schema<"CredibilityEntryAnswer">> = {
    mutate: (values, callbacks) =>
      editingId === undefined
        ? // Adding, the full schema checked the values: every required field is there.
          create.mutate(values as CredibilityEntryValues, callbacks)
        : update.mutate({ id: editingId, values }, callbacks),
    isPending: create.isPending || update.isPending,
  };
  const form = useFormSubmit<z.ZodType<CredibilityEntryUpdate>, Schema<"CredibilityEntryAnswer">>({
    formId: CREDIBILITY_FORM_ID,
    schema: state.mode === "add" ? credibilityEntrySchema : credibilityEntryUpdateSchema,
    fields: FIELD_KEYS,
    mutation: save,
    sessionGuarded: true,
    successToast: (answer) =>
      editingId === undefined ? credibilityToasts.entryCreated(answer.message) : credibilityToasts.entryUpdated(answer.message),
    onSuccess: close,
    failureToast: credibilityToasts.saveEntryFailed,
  });
  const { clearProblem } = form;

  // A new add or a different entry to edit starts with no stale message (EditForm focuses its first field).
  useEffect(() => clearProblem(), [state.mode, editingId, clearProblem]);

  return (
    <EditForm
      formId={CREDIBILITY_FORM_ID}
      title={state.mode === "add" ? "Add Credibility Entry" : "Edit Credibility Entry"}
      className="credibility-form"
      intro={
        <p className="text-muted edit-form__hint">
          Fields marked <span className="credibility-form__required">*</span> are required. Amounts in dollars, e.g. 52000.00
        </p>
      }
      firstField="contractorName"
      openKey={`${state.mode}-${editingId ?? ""}`}
      form={form}
      submitText={state.mode === "add" ? "Save Entry" : "Update Entry"}
      values={state.values}
      onClose={close}
      fallbackFocus={fallbackFocus}
    >
      {CREDIBILITY_FIELDS.map((field) => (
        <TextField
          key={field.key}
          id={fieldId(CREDIBILITY_FORM_ID, field.key)}
          label={field.label}
          required={field.required}
          multiline={field.kind === "long"}
          wide={field.kind === "long"}
          type={field.kind === "email" ? "email" : "text"}
          inputMode={field.kind === "amount" ? "decimal" : undefined}
          value={state.values[field.key]}
          error={form.problem?.fields[field.key]}
          onChange={(value) => dispatch({ type: "change", key: field.key, value })}
        />
      ))}
    </EditForm>
  );
}
