// Core answers what happened; the surfaces (a route, the CLI's --json) shape it into the API's
// answer. `ok` adds the `success: true` every answer starts with, so the fields, and their order,
// are the ones clients have always read (decision 0067).

/** A use case's result as core returns it: an answer without its `success`. */
export type Result<A extends { success: true }> = Omit<A, "success">;

/** The answer of a result: `{ success: true, ...result }`. */
export function ok<T extends object>(result: T): { success: true } & T {
  return { success: true as const, ...result };
}
