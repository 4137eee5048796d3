// Sets an unused code's expiry again, counted from now: brings back an expired code
// whose person registered late, or moves a running one. "never" removes the expiry.
import { useState } from "react";
import { z } from "#zod";
import type { Schema } from "#web/lib/api-types";
import { CODE_EXPIRY_DAYS_MAX } from "#shared/constants";
import { extendExpiryFromText } from "#shared/schemas/invitation-codes";
import { fieldId } from "#web/components/form/form-fields";
import { TextField } from "#web/components/form/text-field";
import { useExtendCode } from "../api/invitation-codes-api";
import { codeToasts } from "../lib/code-toasts";
import { CodeActionForm } from "./code-action-form";
import { useCodeAction } from "./use-code-action";

const extendFormSchema = z.object({ expiresInDays: extendExpiryFromText });

export const EXTEND_DAYS_DEFAULT = "30";

export function ExtendCodeForm({ code, onClose }: { code: Schema<"InvitationCode">; onClose: () => void }) {
  const [days, setDays] = useState(EXTEND_DAYS_DEFAULT);
  const form = useCodeAction("extend", code, onClose, {
    schema: extendFormSchema,
    fields: ["expiresInDays"],
    mutation: useExtendCode(),
    toVariables: ({ expiresInDays }) => ({ id: code.id, expiresInDays }),
    done: codeToasts.codeExtended,
    failed: codeToasts.extendFailed,
  });

  return (
    <CodeActionForm
      action={form}
      firstField="expiresInDays"
      submitLabel="Extend Code"
      pendingLabel="Extending..."
      values={{ expiresInDays: days }}
    >
      <TextField
        id={fieldId(form.formId, "expiresInDays")}
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
