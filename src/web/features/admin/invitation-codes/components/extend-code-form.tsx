// Sets an unused code's expiry again, counted from now: brings back an expired code
// whose person registered late, or moves a running one. "never" removes the expiry.
import { useState } from "react";
import { z } from "#zod";
import type { Schema } from "#web/lib/api-types";
import { CODE_EXPIRY_DAYS_MAX } from "#shared/constants";
import { extendExpiryFromText } from "#shared/schemas/invitation-codes";
import { fieldId } from "#web/components/form/form-fields";
import { TextField } from "#web/components/form/text-field";
import { useFormSubmit } from "#web/components/form/use-form-submit";
import { useExtendCode } from "../api/invitation-codes-api";
import { codeToasts } from "../lib/code-toasts";
import { CodeActionForm } from "./code-action-form";

const extendFormSchema = z.object({ expiresInDays: extendExpiryFromText });

export const EXTEND_DAYS_DEFAULT = "30";

export function ExtendCodeForm({ code, onClose }: { code: Schema<"InvitationCode">; onClose: () => void }) {
  const formId = `extend-${code.id}`;
  const [days, setDays] = useState(EXTEND_DAYS_DEFAULT);
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

  return (
    <CodeActionForm
      formId={formId}
      verb="extend"
      code={code}
      firstField="expiresInDays"
      form={form}
      submitLabel="Extend Code"
      pendingLabel="Extending..."
      values={{ expiresInDays: days }}
      onClose={onClose}
    >
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
    </CodeActionForm>
  );
}
