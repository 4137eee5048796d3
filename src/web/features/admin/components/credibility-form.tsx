// The add/edit form of a credibility entry: every field in the shared order, the six required
// ones marked, checked with the shared schema (add: full, edit: partial) before sending.
import { useEffect, useState, type Dispatch, type FormEvent } from "react";
import { CREDIBILITY_FIELDS } from "../../../../shared/credibility-fields";
import { credibilityEntrySchema, credibilityEntryUpdateSchema } from "../../../../shared/schemas/credibility";
import { toast } from "../../../components/toast/toast-store";
import { serverErrorMessage } from "../../../lib/api-client";
import { useCreateCredibilityEntry, useUpdateCredibilityEntry } from "../api/credibility-entries-api";
import { adminToasts } from "../lib/admin-toasts";
import type { CredibilityFormAction, CredibilityFormState } from "../lib/credibility-form-state";
import { checkForm, type FormProblem } from "../lib/form-check";
import { FormError, focusFirstInvalid } from "./form-error";
import { TextField } from "./text-field";

const FORM_ID = "credibility-form";

type OpenForm = Exclude<CredibilityFormState, { mode: "closed" }>;

export function CredibilityForm({ state, dispatch }: { state: OpenForm; dispatch: Dispatch<CredibilityFormAction> }) {
  const [problem, setProblem] = useState<FormProblem>();
  const create = useCreateCredibilityEntry();
  const update = useUpdateCredibilityEntry();
  const pending = create.isPending || update.isPending;
  const editingId = state.mode === "edit" ? state.id : undefined;

  // A new add or a different entry to edit starts at the first field with no stale error.
  useEffect(() => {
    setProblem(undefined);
    const form = document.getElementById(FORM_ID);
    form?.scrollIntoView({ block: "nearest" });
    document.getElementById(`${FORM_ID}-contractorName`)?.focus();
  }, [state.mode, editingId]);

  const onError = (error: unknown) => {
    toast(adminToasts.saveEntryFailed(error));
    const message = serverErrorMessage(error);
    if (message) setProblem({ message, fields: [] });
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const schema = state.mode === "add" ? credibilityEntrySchema : credibilityEntryUpdateSchema;
    const found = checkForm(schema, state.values);
    setProblem(found);
    if (found) {
      focusFirstInvalid(FORM_ID, found.fields);
      return;
    }
    if (state.mode === "add") {
      create.mutate(state.values, {
        onSuccess: (answer) => {
          toast(adminToasts.entryCreated(answer.message));
          dispatch({ type: "close" });
        },
        onError,
      });
    } else {
      update.mutate(
        { id: state.id, values: state.values },
        {
          onSuccess: (answer) => {
            toast(adminToasts.entryUpdated(answer.message));
            dispatch({ type: "close" });
          },
          onError,
        },
      );
    }
  };

  const title = state.mode === "add" ? "Add Credibility Entry" : "Edit Credibility Entry";
  return (
    <form id={FORM_ID} className="admin-card admin-entry-form" onSubmit={onSubmit} noValidate aria-labelledby={`${FORM_ID}-title`}>
      <h3 id={`${FORM_ID}-title`} className="admin-card__title">
        {title}
      </h3>
      <p className="admin-muted admin-entry-form__hint">
        Fields marked <span className="admin-field__required">*</span> are required. Amounts in dollars, e.g. 52000.00
      </p>
      <div className="admin-form-grid">
        {CREDIBILITY_FIELDS.map((field) => (
          <TextField
            key={field.key}
            id={`${FORM_ID}-${field.key}`}
            label={field.label}
            required={field.required}
            multiline={field.kind === "long"}
            wide={field.kind === "long"}
            type={field.kind === "email" ? "email" : "text"}
            inputMode={field.kind === "amount" ? "numeric" : undefined}
            value={state.values[field.key]}
            invalid={problem?.fields.includes(field.key)}
            describedBy={`${FORM_ID}-error`}
            onChange={(value) => dispatch({ type: "change", key: field.key, value })}
          />
        ))}
      </div>
      <FormError id={`${FORM_ID}-error`} message={problem?.message} />
      <div className="admin-actions">
        <button type="submit" className="term-button" disabled={pending}>
          {pending ? "Saving..." : state.mode === "add" ? "Save Entry" : "Update Entry"}
        </button>
        <button type="button" className="term-button term-button--ghost" onClick={() => dispatch({ type: "close" })}>
          Cancel
        </button>
      </div>
    </form>
  );
}
