// A form's problems, field by field: from the shared zod schema before sending (DESIGN
// convention 3), and from the API's `issues` when the server refuses. Each invalid field gets its
// own message; what belongs to no field (or to several at once) goes to the form's summary line.
import type { z } from "#zod";
import { isApiError, serverMessage } from "#web/lib/api-error";

export type FormProblem = {
  /** Field key → the message shown under that field, in the order the schema checks them. */
  fields: Record<string, string>;
  /** One line for the whole form, or undefined. */
  summary?: string;
};

type Issue = { path: string | readonly PropertyKey[]; message: string };

/** The short note under each field when one message (e.g. 'All fields are required: …') names them all. */
export const SHARED_REQUIRED_NOTE = "Required";

/** The field an issue belongs to: the first part of its path ("assigneeUsername", "a.b" → "a"). */
function fieldOf(path: Issue["path"]): string {
  const first = typeof path === "string" ? path.split(".")[0] : path[0];
  return first === undefined ? "" : String(first);
}

/**
 * Groups issues by field (the first issue of a field wins). A message that several fields share
 * is said once, in the summary; those fields then carry a short note (spec §5 writes 'All fields
 * are required: Username, First Name, …' once for five empty fields, not five times).
 * Issues of fields the form does not show go to the summary too.
 */
export function problemFromIssues(issues: readonly Issue[], knownFields?: readonly string[]): FormProblem | undefined {
  const fields: Record<string, string> = {};
  const loose: string[] = [];
  for (const issue of issues) {
    const field = fieldOf(issue.path);
    if (!field || (knownFields && !knownFields.includes(field))) loose.push(issue.message);
    else if (!(field in fields)) fields[field] = issue.message;
  }
  const counts = new Map<string, number>();
  for (const message of Object.values(fields)) counts.set(message, (counts.get(message) ?? 0) + 1);
  const shared = [...counts].filter(([, n]) => n > 1).map(([message]) => message);
  for (const [field, message] of Object.entries(fields)) {
    if (shared.includes(message)) fields[field] = /required/i.test(message) ? SHARED_REQUIRED_NOTE : message;
  }
  const summary = shared[0] ?? loose[0];
  if (Object.keys(fields).length === 0 && summary === undefined) return undefined;
  return summary === undefined ? { fields } : { fields, summary };
}

export type Checked<S extends z.ZodType> = { ok: true; data: z.output<S> } | { ok: false; problem: FormProblem };

/** Runs a shared schema over a form's values: the parsed data to send, or every field's problem. */
export function checkForm<S extends z.ZodType>(schema: S, values: unknown, knownFields?: readonly string[]): Checked<S> {
  const result = schema.safeParse(values);
  if (result.success) return { ok: true, data: result.data };
  const problem = problemFromIssues(result.error.issues, knownFields) ?? { fields: {}, summary: "Invalid input" };
  return { ok: false, problem };
}

/** What a refused change means for the form: the server's field issues, else its message as the summary. */
export function problemFromError(error: unknown, knownFields?: readonly string[]): FormProblem | undefined {
  const fromIssues = isApiError(error) && error.issues ? problemFromIssues(error.issues, knownFields) : undefined;
  if (fromIssues) return fromIssues;
  const message = serverMessage(error);
  return message ? { fields: {}, summary: message } : undefined;
}

/** The first message of a problem: a field's, else the summary (for a toast). */
export function firstMessage(problem: FormProblem): string {
  return problem.summary ?? Object.values(problem.fields)[0] ?? "Invalid input";
}
