// Reads a list (or a record) again; while any read of it runs it is disabled and says so.
export function ReloadButton({ query }: { query: { isFetching: boolean; refetch: () => unknown } }) {
  return (
    <button type="button" className="term-button term-button--compact" disabled={query.isFetching} onClick={() => void query.refetch()}>
      {query.isFetching ? "Loading..." : "Reload"}
    </button>
  );
}
