// For the form tests: the problem a schema finds in values that must be refused.
import { checkForm, type FormProblem } from "./form-check";

/** The problem `checkForm` reports; throws (failing the test) when the values pass. */
export function problemOf(schema: Parameters<typeof checkForm>[0], values: unknown, knownFields?: readonly string[]): FormProblem {
  const checked = checkForm(schema, values, knownFields);
  if (checked.ok) throw new Error("expected a problem");
  return checked.problem;
}
