// A list's place on screen: "Loading …" while it is read, the failure with Retry when it could not
// be, the empty text when there is nothing, else the rows.
import type { ReactNode } from "react";
import { LoadFailed } from "#web/components/panel/load-failed";
import "#web/components/panel/panel.css";
import { listView, type ListQuery } from "./list-view";

export type ListStateProps = {
  query: ListQuery & { refetch: () => unknown };
  /** "Loading claims…" */
  loading: string;
  /** "Failed to fetch claims" */
  failed: string;
  empty: boolean;
  emptyText: ReactNode;
  children: ReactNode;
};

export function ListState({ query, loading, failed, empty, emptyText, children }: ListStateProps) {
  switch (listView(query, empty)) {
    case "loading":
      return (
        <p className="empty-state" role="status">
          {loading}
        </p>
      );
    case "failed":
      return <LoadFailed message={failed} onRetry={() => void query.refetch()} />;
    case "empty":
      return <p className="empty-state">{emptyText}</p>;
    case "rows":
      return <>{children}</>;
  }
}
