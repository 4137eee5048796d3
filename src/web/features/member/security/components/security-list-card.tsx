// One list of the security page in its card: every card reads the one answer of the page (loading
// and failure shown in each), draws its rows in the same table, and the long lists turn their
// pages after their own cursor, Newer and Older under the rows.
import type { ReactNode } from "react";
import { DataTable, type RowAttributes } from "#web/components/data-table/data-table";
import type { Column } from "#web/components/data-table/columns";
import { TitledCard } from "#web/components/panel/titled-card";
import { ListState } from "#web/components/resource-tab/list-state";
import type { useSecurityPage } from "../api/security-api";
import { CursorPager, type CursorStack } from "./cursor-pager";
import "#web/features/member/shared/member-card.css";

type SecurityQuery = ReturnType<typeof useSecurityPage>;
type SecurityAnswer = NonNullable<SecurityQuery["data"]>;

export function SecurityListCard<Row, Cursor>({
  id,
  title,
  wide = false,
  page,
  intro,
  footer,
  caption,
  columns,
  rows,
  rowKey,
  rowAttributes,
  empty,
  paging,
}: {
  id: string;
  title: string;
  /** Spans both columns of the page from tablets up. */
  wide?: boolean;
  page: SecurityQuery;
  /** Above the list: what it holds. */
  intro?: ReactNode;
  /** Below the list. */
  footer?: ReactNode;
  caption: string;
  columns: readonly Column<Row>[];
  rows: (answer: SecurityAnswer) => readonly Row[];
  rowKey: (row: Row) => string;
  rowAttributes?: (row: Row) => RowAttributes;
  empty: string;
  /** A list read a page at a time: its pages' cursors, and where the answer says the next one starts. */
  paging?: { label: string; stack: CursorStack<Cursor>; next: (answer: SecurityAnswer) => Cursor | null };
}) {
  return (
    <TitledCard id={id} title={title} className={wide ? "member-card member-card--wide" : "member-card"} headClassName="member-card__head">
      {intro ? <p className="text-muted">{intro}</p> : null}
      <ListState query={page} value={page.data} loading="Loading…" failed="Failed to fetch your security page">
        {(answer) => {
          const next = paging?.next(answer) ?? null;
          return (
            <DataTable
              caption={caption}
              className="security-table"
              columns={columns}
              rows={rows(answer)}
              rowKey={rowKey}
              rowAttributes={rowAttributes}
              empty={empty}
            >
              {paging ? (
                <CursorPager
                  label={paging.label}
                  page={paging.stack.page}
                  hasOlder={next !== null}
                  busy={page.isFetching}
                  onOlder={() => next !== null && paging.stack.older(next)}
                  onNewer={paging.stack.newer}
                />
              ) : null}
            </DataTable>
          );
        }}
      </ListState>
      {footer ? <p className="text-muted">{footer}</p> : null}
    </TitledCard>
  );
}
