// A search box whose text the shared schema checks on submit: the text, the schema's message when
// it refuses it (focus then goes back to the box), and the query to send when it takes it.
import { useState } from "react";
import type { FormProblem } from "#web/components/form/form-check";

export type SearchBoxCheck = { ok: true; q: string } | { ok: false; problem: FormProblem };

/** The message of a refused search: the field's own, else the form's. */
export const searchProblemText = (problem: FormProblem): string => problem.fields.q ?? problem.summary ?? "";

export function useSearchBox(id: string, check: (text: string) => SearchBoxCheck) {
  const [text, setText] = useState("");
  const [problem, setProblem] = useState<string>();
  return {
    /** The SearchForm's own props. */
    field: { id, value: text, problem, onChange: setText },
    /** The query to send, or undefined when the schema refused the text. */
    check: (): string | undefined => {
      const checked = check(text);
      if (!checked.ok) {
        setProblem(searchProblemText(checked.problem));
        document.getElementById(id)?.focus();
        return undefined;
      }
      setProblem(undefined);
      return checked.q;
    },
  };
}
