// The states of a card's list, in the order they are decided: loading (announced), failed (with
// Retry), empty, and the loaded list the caller draws. Every member card said them alike.
import type { ReactNode } from "react";
import { LoadFailed } from "#web/components/panel/load-failed";

type QueryLike = { isPending: boolean; isError: boolean; refetch: () => unknown };

export function QueryStates<T>({
  query,
  value,
  loading,
  failed,
  empty,
  isEmpty,
  children,
}: {
  query: QueryLike;
  /** What the list shows once the answer is in; undefined while there is none. */
  value: T | undefined;
  /** "Loading claims…" */
  loading: string;
  /** "Failed to fetch claims" */
  failed: string;
  /** Shown when `isEmpty(value)`: a string becomes the usual empty-state line. */
  empty?: ReactNode;
  isEmpty?: (value: T) => boolean;
  children: (value: T) => ReactNode;
}) {
  if (query.isPending)
    return (
      <p className="empty-state" role="status">
        {loading}
      </p>
    );
  if (query.isError || value === undefined) return <LoadFailed message={failed} onRetry={() => void query.refetch()} />;
  if (empty !== undefined && isEmpty?.(value)) return typeof empty === "string" ? <p className="empty-state">{empty}</p> : empty;
  return children(value);
}
