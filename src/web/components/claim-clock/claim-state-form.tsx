// A claim's state, set by its member or an admin: two letters, checked with the shared schema the
// server applies (its message under the field); empty clears it. The deadlines follow.
import { useState } from "react";
import { claimStateChangeSchema } from "#shared/schemas/claims";
import { TextField } from "#web/components/form/text-field";
import { useFormSubmit, type FormMutation } from "#web/components/form/use-form-submit";
import { claimClockToasts } from "./claim-clock-toasts";
import "./claim-clock.css";

export type ClaimStateInput = { state: string | null };

export function ClaimStateForm({
  formId,
  state,
  mutation,
  sessionGuarded = false,
}: {
  formId: string;
  state: string | null;
  mutation: FormMutation<ClaimStateInput, unknown>;
  /** Inside the admin panel a 401 is told by the session guard, not by the form. */
  sessionGuarded?: boolean;
}) {
  const [value, setValue] = useState(state ?? "");
  const form = useFormSubmit({
    formId,
    schema: claimStateChangeSchema,
    fields: ["state"],
    mutation,
    sessionGuarded,
    successToast: (_answer, sent) => claimClockToasts.stateSet(sent.state),
    failureToast: claimClockToasts.stateFailed,
  });
  return (
    <form className="clock__state-form" aria-label="Set the claim's state" noValidate onSubmit={form.onSubmit({ state: value })}>
      <TextField
        id={`${formId}-state`}
        label="State"
        value={value}
        maxLength={2}
        autoComplete="off"
        placeholder="TX"
        className="clock__state-field"
        error={form.problem?.fields.state}
        onChange={(next) => {
          setValue(next);
          form.clearProblem();
        }}
        action={
          <button type="submit" className="term-button term-button--compact" disabled={form.pending}>
            {form.pending ? "Saving..." : "Set state"}
          </button>
        }
      />
    </form>
  );
}
