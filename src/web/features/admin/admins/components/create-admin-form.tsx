// The add form of an admin account: username, full name, password twice and the role, checked with
// the shared createAdminSchema before sending (its message under each field). Escape or Cancel
// closes it; focus then returns to the Add button.
import { ADMIN_ROLES, createAdminSchema, type AdminRole } from "#shared/schemas/admin";
import { EditForm, type OpenedFormProps } from "#web/components/form/edit-form";
import { fieldId, FormFields, type FieldSpec } from "#web/components/form/form-fields";
import { SelectField } from "#web/components/form/select-field";
import { useFormSubmit } from "#web/components/form/use-form-submit";
import { useFormValues } from "#web/components/form/use-form-values";
import { useCreateAdmin, type NewAdmin } from "../api/admins-api";
import { ROLE_LABELS } from "../lib/admin-texts";
import { adminToasts } from "../lib/admin-toasts";

export const CREATE_ADMIN_FORM_ID = "admin-create";

type TextKey = Exclude<keyof NewAdmin, "role">;

const FIELDS: readonly FieldSpec<TextKey>[] = [
  { key: "username", label: "Username", required: true, autoComplete: "off", hint: "At least 3 characters" },
  { key: "fullName", label: "Full name", required: true, autoComplete: "off" },
  { key: "password", label: "Password", type: "password", required: true, autoComplete: "new-password", hint: "At least 6 characters" },
  { key: "confirmPassword", label: "Confirm password", type: "password", required: true, autoComplete: "new-password" },
];

const EMPTY: NewAdmin = { username: "", fullName: "", password: "", confirmPassword: "", role: "admin" };

export function CreateAdminForm({ onClose, fallbackFocus }: OpenedFormProps) {
  const { values, set } = useFormValues<keyof NewAdmin>(EMPTY);
  const form = useFormSubmit({
    formId: CREATE_ADMIN_FORM_ID,
    schema: createAdminSchema,
    fields: ["username", "fullName", "password", "confirmPassword", "role"],
    mutation: useCreateAdmin(),
    sessionGuarded: true,
    successToast: (answer, sent) => adminToasts.created(answer.message, sent.username),
    onSuccess: onClose,
    failureToast: adminToasts.createFailed,
  });
  const problem = form.problem;

  return (
    <EditForm
      formId={CREATE_ADMIN_FORM_ID}
      title="Add admin"
      className="admins-form"
      intro={<p className="text-muted edit-form__hint">They sign in at /admin-login with this username and password.</p>}
      firstField="username"
      form={form}
      submitText="Create admin"
      values={values}
      onClose={onClose}
      fallbackFocus={fallbackFocus}
    >
      <FormFields formId={CREATE_ADMIN_FORM_ID} fields={FIELDS} values={values} problem={problem} onChange={set} />
      <SelectField<AdminRole>
        id={fieldId(CREATE_ADMIN_FORM_ID, "role")}
        label="Role"
        value={values.role}
        options={ADMIN_ROLES}
        optionLabel={(role) => ROLE_LABELS[role]}
        required
        hint="Super admins also manage admins"
        error={problem?.fields.role}
        onChange={(role) => set("role", role)}
      />
    </EditForm>
  );
}
