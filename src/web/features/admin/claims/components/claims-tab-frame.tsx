// The Claims tab's frame, the same over the queue and over a due list: the title and count, the
// filters above the list (the search, when the list has one, then the selects), and the page bar,
// whose turn brings the list's top into view.
import type { ReactNode } from "react";
import { bringListIntoView } from "#web/components/pagination/bring-into-view";
import type { Page } from "#web/components/pagination/pagination";
import { ResourceTab, type ResourceTabProps } from "#web/components/resource-tab/resource-tab";
import "../claims-admin.css";

export function ClaimsTabFrame({
  search,
  selects,
  listId,
  pages,
  onPage,
  ...list
}: Omit<ResourceTabProps, "className" | "title" | "toolbar" | "pagination"> & {
  search?: ReactNode;
  selects: ReactNode;
  listId: string;
  /** The server's page of the list, once read, and the page bar's name. */
  pages: { page: Page<unknown>; label: string } | undefined;
  onPage: (page: number) => void;
}) {
  return (
    <ResourceTab
      className="claims-admin"
      title="Claims"
      toolbar={
        <div className="resource-tab__filters">
          {search}
          <div className="claims-admin__selects">{selects}</div>
        </div>
      }
      pagination={
        pages && {
          ...pages,
          onPage: (next) => {
            onPage(next);
            bringListIntoView(listId);
          },
        }
      }
      {...list}
    />
  );
}
