// Rows read from an imported file (CSV) are checked all at once: every row passes its schema, or
// the import is refused with the problems found, each with its line, so nothing is half-imported.
import { DomainError } from "#shared/errors";

type RowSchema<T> = {
  safeParse(value: unknown): { success: true; data: T } | { success: false; error: { issues: ReadonlyArray<{ message: string }> } };
};

/** The rows' values as the schema reads them; refused (invalid) with the first `shownAtMost` problems. */
export function validImportRows<T>(schema: RowSchema<T>, rows: ReadonlyArray<{ line: number; values: unknown }>, shownAtMost: number): T[] {
  const valid: T[] = [];
  const problems: string[] = [];
  for (const { line, values } of rows) {
    const result = schema.safeParse(values);
    if (result.success) valid.push(result.data);
    else problems.push(`line ${line}: ${result.error.issues[0]?.message ?? "Invalid input"}`);
  }
  if (problems.length) {
    const shown = problems.slice(0, shownAtMost);
    if (problems.length > shown.length) shown.push(`… and ${problems.length - shown.length} more`);
    throw new DomainError(
      "invalid",
      shown.join("\n"),
      shown.map((message) => ({ path: "", message })),
    );
  }
  return valid;
}
