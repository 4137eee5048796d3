// Validates input against a shared schema and fails with the schema's own first message,
// the same string the web shows, the API returns and the CLI prints.
import type { z } from "#zod";
import { DomainError } from "../errors";

export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const issues = result.error.issues.map((issue) => ({ path: issue.path.map(String).join("."), message: issue.message }));
  throw new DomainError("invalid", issues[0]?.message ?? "Invalid input", issues);
}
