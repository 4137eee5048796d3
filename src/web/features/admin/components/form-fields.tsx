// The labelled inputs of one form, from a list: ids, invalid marks and the error link follow the
// form's id, so each form only says which fields it has.
import type { FormProblem } from "../lib/form-check";
import { TextField } from "./text-field";

export type FieldSpec<K extends string> = {
  key: K;
  label: string;
  type?: "text" | "password";
  autoComplete?: string;
  required?: boolean;
};

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
          id={`${formId}-${field.key}`}
          label={field.label}
          type={field.type}
          required={field.required}
          autoComplete={field.autoComplete}
          value={values[field.key]}
          invalid={problem?.fields.includes(field.key)}
          describedBy={`${formId}-error`}
          onChange={(value) => onChange(field.key, value)}
        />
      ))}
    </>
  );
}
