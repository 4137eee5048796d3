// What a TextField or SelectField of one form needs for a key: its id (from the form's id), its
// value, the problem's message for it and the setter, so a form lists fields and not plumbing.
import type { FormProblem } from "./form-check";
import { fieldId } from "./form-fields";

export function fieldBinding<K extends string>(
  formId: string,
  values: Readonly<Record<K, string>>,
  set: (key: K, value: string) => void,
  problem: FormProblem | undefined,
) {
  return (key: K) => ({
    id: fieldId(formId, key),
    value: values[key],
    error: problem?.fields[key],
    onChange: (value: string) => set(key, value),
  });
}
