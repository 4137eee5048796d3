// Asks for a list again; says "Reloading..." and waits while any request for it is under way.
export function ReloadButton({
  query,
  className = "term-button term-button--compact",
}: {
  query: { isFetching: boolean; refetch: () => unknown };
  className?: string;
}) {
  return (
    <button type="button" className={className} disabled={query.isFetching} onClick={() => void query.refetch()}>
      {query.isFetching ? "Reloading..." : "Reload"}
    </button>
  );
}
