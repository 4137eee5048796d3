// Runs a shared schema over a form's values before sending (DESIGN convention 3): the first
// message for the form's error line, and every field with an issue for aria-invalid.
import type { z } from "zod";

export type FormProblem = { message: string; fields: string[] };

export function checkForm(schema: z.ZodType, values: unknown): FormProblem | undefined {
  const result = schema.safeParse(values);
  if (result.success) return undefined;
  const fields = [...new Set(result.error.issues.map((issue) => String(issue.path[0] ?? "")).filter(Boolean))];
  return { message: result.error.issues[0]?.message ?? "Invalid input", fields };
}

/** The parsed value, or the schema's first message (for single inputs such as the batch count). */
export function parseField<S extends z.ZodType>(
  schema: S,
  value: unknown,
): { ok: true; data: z.output<S> } | { ok: false; message: string } {
  const result = schema.safeParse(value);
  if (result.success) return { ok: true, data: result.data };
  return { ok: false, message: result.error.issues[0]?.message ?? "Invalid input" };
}
