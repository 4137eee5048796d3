// Renaming a device in place: the label field with Save and Cancel; Escape cancels.
import { useEffect } from "react";
import { deviceActionSchema, DEVICE_LABEL_MAX } from "#shared/schemas/members";
import { FormFields, fieldId, type FieldSpec } from "#web/components/form/form-fields";
import { FormSummary } from "#web/components/form/form-summary";
import { useFormDismissal } from "#web/components/form/use-form-dismissal";
import { useFormSubmit } from "#web/components/form/use-form-submit";
import { useFormValues } from "#web/components/form/use-form-values";
import { SubmitButton } from "#web/components/form/submit-button";
import type { Schema } from "#web/lib/api-types";
import { useChangeDevice } from "../api/account-api";
import { accountToasts } from "../lib/account-toasts";
import "./device-rename-form.css";

const LABEL_FIELD: ReadonlyArray<FieldSpec<"newLabel">> = [
  { key: "newLabel", label: "Device label", autoComplete: "off", maxLength: DEVICE_LABEL_MAX, required: true },
];

export function DeviceRenameForm({ device, onClose }: { device: Schema<"Device">; onClose: () => void }) {
  const formId = `device-rename-${device.id}`;
  const { values, set } = useFormValues({ newLabel: device.label });
  const change = useChangeDevice();
  const dismissal = useFormDismissal({ close: onClose });
  useEffect(() => {
    const input = document.getElementById(fieldId(formId, "newLabel"));
    if (input instanceof HTMLInputElement) {
      input.focus();
      input.select();
    }
  }, [formId]);
  const form = useFormSubmit({
    formId,
    schema: deviceActionSchema,
    fields: ["newLabel"],
    mutation: change,
    successToast: (answer) => accountToasts.deviceRenamed(answer.message),
    failureToast: accountToasts.renameFailed,
    onSuccess: onClose,
    sessionGuarded: true,
  });

  return (
    <form
      id={formId}
      className="device-rename"
      aria-label={`Rename ${device.label}`}
      onSubmit={form.onSubmit({ deviceId: device.id, action: "rename", newLabel: values.newLabel })}
      onKeyDown={dismissal.onKeyDown}
      noValidate
    >
      <FormFields formId={formId} fields={LABEL_FIELD} values={values} problem={form.problem} onChange={set} />
      <FormSummary id={`${formId}-error`} message={form.problem?.summary} />
      <div className="form-actions">
        <SubmitButton pending={form.pending} label="Save" pendingLabel="Saving..." compact />
        <button type="button" className="term-button term-button--compact term-button--ghost" onClick={onClose}>
          Cancel
        </button>
      </div>
    </form>
  );
}
