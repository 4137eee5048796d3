// A list's (or a record's) place on screen: "Loading …" while it is read, the failure with Retry
// when it could not be, the empty text when there is nothing, else what the caller draws. Admin
// tabs and member cards alike; a list that has rows keeps them while a reload fails.
import type { ReactNode } from "react";
import { LoadFailed } from "#web/components/panel/load-failed";
import "#web/components/panel/panel.css";
import { listView, type ListQuery } from "./list-view";

export type ListStateProps<T = unknown> = {
  query: ListQuery & { refetch: () => unknown };
  /** What is drawn once read, when it is not the query's data itself (a slice, one field of it). */
  value?: T;
  /** "Loading claims…" */
  loading: string;
  /** "Failed to fetch claims" */
  failed: string;
  /** Whether there is nothing to draw: a flag, or asked of the value. */
  empty?: boolean | ((value: T) => boolean);
  /** Shown when empty: a string becomes the usual empty-state line, anything else shows as it is. */
  emptyText?: ReactNode;
  /** A failed reload shows the failure with Retry in place of what was read before. */
  failureHidesRows?: boolean;
  /** The rows, or a function drawing them from the value. */
  children: ReactNode | ((value: T) => ReactNode);
};

export function ListState<T = unknown>(props: ListStateProps<T>) {
  const { query, loading, failed, empty = false, emptyText, failureHidesRows = false, children } = props;
  const shown = ("value" in props ? props.value : query.data) as T | undefined;
  const isEmpty = typeof empty === "function" ? shown !== undefined && empty(shown) : empty;
  const view = listView(query, isEmpty, failureHidesRows);
  if (view === "loading")
    return (
      <p className="empty-state" role="status">
        {loading}
      </p>
    );
  if (view === "failed" || (typeof children === "function" && shown === undefined))
    return <LoadFailed message={failed} onRetry={() => void query.refetch()} />;
  if (view === "empty") return typeof emptyText === "string" ? <p className="empty-state">{emptyText}</p> : emptyText;
  return <>{typeof children === "function" ? children(shown as T) : children}</>;
}
