// The assign form's fields (spec §5 "Assign code"); the check is the shared assignCodeSchema.
import type { AssignCodeInput } from "#shared/schemas/invitation-codes";
import type { FieldSpec } from "#web/components/form/form-fields";

export type AssignKey = keyof AssignCodeInput;
export type AssignFormValues = Record<AssignKey, string>;

export const ASSIGN_FIELDS: ReadonlyArray<FieldSpec<AssignKey>> = [
  { key: "assigneeUsername", label: "Username", placeholder: "jdoe", autoComplete: "off", required: true },
  { key: "assigneeFirstName", label: "First Name", placeholder: "John", autoComplete: "off", required: true },
  { key: "assigneeLastName", label: "Last Name", placeholder: "Doe", autoComplete: "off", required: true },
  {
    key: "assigneePhone",
    label: "Phone",
    type: "tel",
    inputMode: "tel",
    placeholder: "(555) 123-4567",
    autoComplete: "off",
    required: true,
  },
  {
    key: "assigneeEmail",
    label: "Email",
    type: "email",
    inputMode: "email",
    placeholder: "john@example.com",
    autoComplete: "off",
    required: true,
  },
];

export const EMPTY_ASSIGN_FORM: AssignFormValues = {
  assigneeUsername: "",
  assigneeFirstName: "",
  assigneeLastName: "",
  assigneePhone: "",
  assigneeEmail: "",
};
