// The device limit of one member: a number checked with the shared schema (its message under the
// field), then PUT /api/admin/members/:id/max-devices.
import { SubmitButton } from "#web/components/form/submit-button";
import type { Schema } from "#web/lib/api-types";
import { maxDevicesSchema } from "#shared/schemas/members";
import { fieldBinding } from "#web/components/form/field-binding";
import { useFormValues } from "#web/components/form/use-form-values";
import { TextField } from "#web/components/form/text-field";
import { useFormSubmit } from "#web/components/form/use-form-submit";
import { useSetMaxDevices } from "../api/members-admin-api";
import { memberToasts } from "../lib/member-toasts";

const FORM_ID = "max-devices";

export function MaxDevicesForm({ member }: { member: Pick<Schema<"MemberSummary">, "id" | "username" | "maxDevices"> }) {
  const { values, set } = useFormValues({ maxDevices: String(member.maxDevices) });
  const form = useFormSubmit({
    formId: FORM_ID,
    schema: maxDevicesSchema,
    fields: ["maxDevices"],
    mutation: useSetMaxDevices(),
    toVariables: (parsed) => ({ id: member.id, maxDevices: parsed.maxDevices }),
    sessionGuarded: true,
    successToast: (answer, sent) => memberToasts.maxDevicesChanged(answer.message, member.username, sent.maxDevices),
    failureToast: memberToasts.maxDevicesFailed,
  });
  const field = fieldBinding(FORM_ID, values, set, form.problem);

  return (
    <form className="member-detail__form" onSubmit={form.onSubmit(values)} noValidate aria-label="Change max devices">
      <TextField
        {...field("maxDevices")}
        label="Max devices (1–20)"
        type="number"
        inputMode="numeric"
        min={1}
        max={20}
        className="member-detail__count"
        error={form.problem?.fields.maxDevices ?? form.problem?.summary}
        action={<SubmitButton pending={form.pending} label="Save limit" pendingLabel="Saving..." compact />}
      />
    </form>
  );
}
