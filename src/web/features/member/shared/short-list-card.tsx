// A card of the member's pages that shows a short list: the first rows of a fetched list with a
// "Show all" button, its loading, failed and empty states, and a toast when the fetch fails. The
// caller draws the rows and places the button (inside its table, or under its list).
import type { ReactNode } from "react";
import { ShowAllButton, useFirstRows } from "#web/components/data-table/first-rows";
import { ListState } from "#web/components/resource-tab/list-state";
import { useErrorToast } from "#web/components/toast/use-error-toast";
import type { ToastMessage } from "#web/components/toast/toast-text";
import { TitledCard } from "#web/components/panel/titled-card";

type ListQuery = { isPending: boolean; isError: boolean; data: unknown; error: unknown; errorUpdatedAt: number; refetch: () => unknown };

export function ShortListCard<Row>({
  card,
  query,
  rows,
  firstRows,
  failedToast,
  loading,
  failed,
  empty,
  moreClassName,
  children,
}: {
  card: { id: string; title: string; className: string; headClassName: string; aside: ReactNode };
  query: ListQuery;
  /** The whole list once fetched. */
  rows: readonly Row[] | undefined;
  /** Rows shown before "Show all". */
  firstRows: number;
  failedToast: (error: unknown) => ToastMessage;
  loading: string;
  failed: string;
  /** The empty-state line; without it the caller's list says it. */
  empty?: string;
  moreClassName?: string;
  /** Draws the shown rows; `more` is the "Show all" button when rows are hidden. */
  children: (shown: readonly Row[], more: ReactNode) => ReactNode;
}) {
  useErrorToast(query, failedToast);
  const first = useFirstRows(rows, firstRows);
  return (
    <TitledCard {...card}>
      <ListState
        query={query}
        value={first.shown}
        loading={loading}
        failed={failed}
        empty={empty !== undefined && ((shown) => shown.length === 0)}
        emptyText={empty}
      >
        {(shown) =>
          children(
            shown,
            first.hidden ? (
              <ShowAllButton rows={rows?.length ?? 0} all={first.all} onToggle={first.toggle} className={moreClassName} />
            ) : null,
          )
        }
      </ListState>
    </TitledCard>
  );
}
