// The labelled inputs of one form, from a list: ids, messages and invalid marks follow the form's
// id and its problem, so each form only says which fields it has.
import type { FormProblem } from "./form-check";
import { TextField, type TextFieldProps } from "./text-field";

export type FieldSpec<K extends string> = {
  key: K;
  label: string;
  type?: "text" | "password" | "tel" | "email";
  autoComplete?: string;
  required?: boolean;
  placeholder?: string;
  inputMode?: TextFieldProps["inputMode"];
  maxLength?: number;
  /** A line under the label that stays (format hints). */
  hint?: string;
  /** A textarea; `wide` spans the form grid's row. */
  multiline?: boolean;
  wide?: boolean;
};

export const fieldId = (formId: string, key: string) => `${formId}-${key}`;

export function FormFields<K extends string>({
  formId,
  fields,
  values,
  problem,
  onChange,
}: {
  formId: string;
  fields: ReadonlyArray<FieldSpec<K>>;
  values: Record<K, string>;
  problem: FormProblem | undefined;
  onChange: (key: K, value: string) => void;
}) {
  return (
    <>
      {fields.map((field) => (
        <TextField
          key={field.key}
          id={fieldId(formId, field.key)}
          label={field.label}
          type={field.type}
          required={field.required}
          autoComplete={field.autoComplete}
          placeholder={field.placeholder}
          inputMode={field.inputMode}
          maxLength={field.maxLength}
          hint={field.hint}
          multiline={field.multiline}
          wide={field.wide}
          value={values[field.key]}
          error={problem?.fields[field.key]}
          onChange={(value) => onChange(field.key, value)}
        />
      ))}
    </>
  );
}
