// A new username for one admin, checked with the shared renameAdminSchema; their password,
// sessions and second factor stay. Escape or Cancel closes it; focus returns to the row's Rename.
import type { Schema } from "#web/lib/api-types";
import { renameAdminSchema } from "#shared/schemas/admin";
import { EditForm, type OpenedFormProps } from "#web/components/form/edit-form";
import { FormFields, type FieldSpec } from "#web/components/form/form-fields";
import { useFormSubmit } from "#web/components/form/use-form-submit";
import { useFormValues } from "#web/components/form/use-form-values";
import { useRenameAdmin } from "../api/admins-api";
import { adminToasts } from "../lib/admin-toasts";

export const RENAME_ADMIN_FORM_ID = "admin-rename";

const FIELDS: readonly FieldSpec<"username">[] = [
  { key: "username", label: "New username", required: true, autoComplete: "off", hint: "At least 3 characters" },
];

export function RenameAdminForm({ admin, onClose, fallbackFocus }: OpenedFormProps & { admin: Schema<"AdminListEntry"> }) {
  const { values, set } = useFormValues({ username: admin.username });
  const form = useFormSubmit({
    formId: RENAME_ADMIN_FORM_ID,
    schema: renameAdminSchema,
    fields: ["username"],
    mutation: useRenameAdmin(),
    toVariables: (parsed) => ({ id: admin.id, username: parsed.username }),
    sessionGuarded: true,
    successToast: (answer, sent) => adminToasts.renamed(answer.message, admin.username, sent.username),
    onSuccess: onClose,
    failureToast: adminToasts.renameFailed,
  });

  return (
    <EditForm
      formId={RENAME_ADMIN_FORM_ID}
      title={`Rename ${admin.username}`}
      className="admins-form"
      intro={<p className="text-muted edit-form__hint">Their password, sessions and two-factor sign-in stay as they are.</p>}
      firstField="username"
      openKey={admin.id}
      form={form}
      submitText="Rename"
      values={values}
      onClose={onClose}
      fallbackFocus={fallbackFocus}
    >
      <FormFields formId={RENAME_ADMIN_FORM_ID} fields={FIELDS} values={values} problem={form.problem} onChange={set} />
    </EditForm>
  );
}
