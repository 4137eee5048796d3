// The assign form's fields and its client-side check (spec §5 "Assign code").
import { assignCodeSchema, type AssignCodeInput } from "../../../../shared/schemas/invitation-codes";
import { checkForm, type FormProblem } from "./form-check";

export type AssignFormValues = Required<{ [K in keyof AssignCodeInput]: string }>;

export const ASSIGN_FIELDS: ReadonlyArray<{
  key: keyof AssignFormValues;
  label: string;
  type: "text" | "tel" | "email";
  placeholder: string;
  autoComplete: string;
}> = [
  { key: "assigneeUsername", label: "Username", type: "text", placeholder: "jdoe", autoComplete: "off" },
  { key: "assigneeFirstName", label: "First Name", type: "text", placeholder: "John", autoComplete: "off" },
  { key: "assigneeLastName", label: "Last Name", type: "text", placeholder: "Doe", autoComplete: "off" },
  { key: "assigneePhone", label: "Phone", type: "tel", placeholder: "(555) 123-4567", autoComplete: "off" },
  { key: "assigneeEmail", label: "Email", type: "email", placeholder: "john@example.com", autoComplete: "off" },
];

export const EMPTY_ASSIGN_FORM: AssignFormValues = {
  assigneeUsername: "",
  assigneeFirstName: "",
  assigneeLastName: "",
  assigneePhone: "",
  assigneeEmail: "",
};

/** The shared schema's first complaint (one message for web, API and CLI: docs/decisions/0003). */
export function checkAssignForm(values: AssignFormValues): FormProblem | undefined {
  return checkForm(assignCodeSchema, values);
}

/** All inputs are trimmed before sending (§5). */
export function trimAssignForm(values: AssignFormValues): AssignFormValues {
  return {
    assigneeUsername: values.assigneeUsername.trim(),
    assigneeFirstName: values.assigneeFirstName.trim(),
    assigneeLastName: values.assigneeLastName.trim(),
    assigneePhone: values.assigneePhone.trim(),
    assigneeEmail: values.assigneeEmail.trim(),
  };
}
