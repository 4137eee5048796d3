// Sets an unused code's expiry again, counted from now (issue 14): brings back an expired code
// whose person registered late, or moves a running one. "never" removes the expiry. Escape or
// Cancel closes it and focus returns to the row's Extend button.
import { useEffect, useState } from "react";
import { z } from "zod";
import type { InvitationCodeView } from "#shared/invitation-code-lists";
import { CODE_EXPIRY_DAYS_MAX } from "#shared/constants";
import { extendExpiryFromText } from "#shared/schemas/invitation-codes";
import { fieldId } from "../../../components/form/form-fields";
import { TextField } from "../../../components/form/text-field";
import { useFormDismissal } from "../../../components/form/use-form-dismissal";
import { useFormSubmit } from "../../../components/form/use-form-submit";
import { useExtendCode } from "../api/invitation-codes-api";
import { codeToasts } from "../lib/code-toasts";

const extendFormSchema = z.object({ expiresInDays: extendExpiryFromText });

export const EXTEND_DAYS_DEFAULT = "30";

export function ExtendCodeForm({ code, onClose }: { code: InvitationCodeView; onClose: () => void }) {
  const formId = `extend-${code.id}`;
  const [days, setDays] = useState(EXTEND_DAYS_DEFAULT);
  const dismissal = useFormDismissal({ close: onClose });
  const form = useFormSubmit({
    formId,
    schema: extendFormSchema,
    fields: ["expiresInDays"],
    mutation: useExtendCode(),
    toVariables: ({ expiresInDays }) => ({ id: code.id, expiresInDays }),
    sessionGuarded: true,
    successToast: (answer) => codeToasts.codeExtended(answer.message, code.code),
    onSuccess: onClose,
    failureToast: codeToasts.extendFailed,
  });

  useEffect(() => {
    document.getElementById(fieldId(formId, "expiresInDays"))?.focus();
  }, [formId]);

  return (
    <form
      id={formId}
      className="code-assign"
      onSubmit={form.onSubmit({ expiresInDays: days })}
      onKeyDown={dismissal.onKeyDown}
      noValidate
      aria-label={`Extend code ${code.code}`}
    >
      <p className="code-assign__title">
        <span className="log-prompt">$</span> extend <span className="code-text">{code.code}</span>
      </p>
      <TextField
        id={fieldId(formId, "expiresInDays")}
        label="Valid for (days from now)"
        hint={`1–${CODE_EXPIRY_DAYS_MAX}, or "never" for no expiry.`}
        inputMode="numeric"
        autoComplete="off"
        className="code-extend__days"
        value={days}
        error={form.problem?.fields.expiresInDays ?? form.problem?.summary}
        onChange={setDays}
      />
      <div className="form-actions">
        <button type="submit" className="term-button" disabled={form.pending}>
          {form.pending ? "Extending..." : "Extend Code"}
        </button>
        <button type="button" className="term-button term-button--ghost" onClick={onClose}>
          Cancel
        </button>
      </div>
    </form>
  );
}
