// Which of its four faces a list shows: still loading, failed with nothing to show, empty, or rows.
// A list that has rows keeps showing them while a reload fails (the toast says so), unless what it
// shows must not be read as current once a reload failed (the overview's charts say so in place).

export type ListQuery = { isPending: boolean; isError: boolean; data: unknown };

export type ListView = "loading" | "failed" | "empty" | "rows";

export function listView(query: ListQuery, empty: boolean, failureHidesRows = false): ListView {
  if (query.isPending) return "loading";
  if (query.isError && (failureHidesRows || query.data === undefined)) return "failed";
  return empty ? "empty" : "rows";
}
