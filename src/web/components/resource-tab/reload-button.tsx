// Reads a list (or a record) again; while any read of it runs it is disabled and says "Reloading...".
// Every Reload on the admin and member screens is this one button.
export function ReloadButton({ query, ghost = false }: { query: { isFetching: boolean; refetch: () => unknown }; ghost?: boolean }) {
  return (
    <button
      type="button"
      className={ghost ? "term-button term-button--compact term-button--ghost" : "term-button term-button--compact"}
      disabled={query.isFetching}
      onClick={() => void query.refetch()}
    >
      {query.isFetching ? "Reloading..." : "Reload"}
    </button>
  );
}
