// An answer whose JSON is already written: a page of credibility entries is joined from the JSON
// texts the database keeps for them (migration 0020, decision 0053), so building its objects only
// for JSON.stringify to write them out again would be wasted work. The server sends `text` as it
// is (src/server/json-cache.ts); a caller that wants the object (the CLI) parses it.

export class JsonText<T> {
  /** The type `text` holds, for the compiler only. */
  declare readonly shape?: T;

  constructor(readonly text: string) {}

  value(): T {
    return JSON.parse(this.text) as T;
  }
}

/**
 * `{"success":true,"<listKey>":<list>,<counts>}`: an answer around a list already written as a
 * JSON array, keys in this order (the order the objects of such answers have); no counts, no comma.
 */
export function answerAroundList<T>(listKey: string, listJson: string, counts: Record<string, number>): JsonText<T> {
  const rest = JSON.stringify(counts).slice(1);
  return new JsonText<T>(`{"success":true,${JSON.stringify(listKey)}:${listJson}${rest === "}" ? "" : ","}${rest}`);
}
