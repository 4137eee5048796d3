// One admin list tab: the head (title, count, the tab's own controls, Reload), a hint, the search
// and filters, what opens above the list (a message, a form), then the list in its four states and
// the page bar under it. A tab supplies its query, its texts and its table; the layout is here.
import type { ReactNode } from "react";
import { PaginationBar } from "#web/components/pagination/pagination-bar";
import type { Page } from "#web/components/pagination/pagination";
import "#web/components/panel/panel.css";
import { ListState, type ListStateProps } from "./list-state";
import { ReloadButton } from "./reload-button";
import "./resource-tab.css";

export type ResourceTabProps = Omit<ListStateProps, "query" | "empty" | "value" | "children"> & {
  query: ListStateProps["query"] & { isFetching: boolean };
  children: ReactNode;
  /**
   * The whole list when the server sends it in one piece: its length is the count once read, and
   * the tab is empty when it is. A list paged by the server gives `count` and `empty` instead.
   */
  rows?: readonly unknown[];
  empty?: boolean;
  /** The tab's root class (its own stylesheet's block). */
  className: string;
  /** One of several lists on a tab: a section named by its title (this id on the h2). */
  titleId?: string;
  /** A section other controls jump to: it takes focus (tabIndex -1). */
  id?: string;
  /** Without it (a list inside a tab its tab label names) the tab has no head. */
  title?: string;
  /** Shown dimmed after the title, in brackets, once known ("12", "3 shown of 5"). */
  count?: ReactNode;
  /** Controls in the head before Reload (a status filter, an Add button). */
  actions?: ReactNode;
  /** False: no Reload button (the list reloads itself after each change). */
  reload?: boolean;
  hint?: ReactNode;
  /** The search form and filters, under the head. */
  toolbar?: ReactNode;
  /** What opens above the list: a message viewer, an add/edit form. */
  opened?: ReactNode;
  /** Above the rows when there are some (a "newest 200 shown" note). */
  notice?: ReactNode;
  /** The page bar under the rows. */
  pagination?: { page: Page<unknown>; label: string; onPage: (page: number) => void };
};

export function ResourceTab({
  className,
  titleId,
  id,
  title,
  count,
  actions,
  reload = true,
  hint,
  toolbar,
  opened,
  notice,
  pagination,
  children,
  rows,
  empty = rows?.length === 0,
  ...list
}: ResourceTabProps) {
  const shownCount = count ?? (rows && list.query.data ? rows.length : undefined);
  const reloadButton = reload ? <ReloadButton query={list.query} /> : null;
  const Root = titleId ? "section" : "div";
  return (
    <Root id={id} className={className} aria-labelledby={titleId} tabIndex={id ? -1 : undefined}>
      {title !== undefined ? (
        <div className="section-head">
          <h2 id={titleId} className="section-head__title">
            {title}
            {shownCount !== undefined ? <span className="text-muted"> ({shownCount})</span> : null}
          </h2>
          {actions && reloadButton ? (
            <div className="form-inline">
              {actions}
              {reloadButton}
            </div>
          ) : (
            (actions ?? reloadButton)
          )}
        </div>
      ) : null}
      {hint ? <p className="resource-tab__hint text-muted">{hint}</p> : null}
      {toolbar}
      {opened}
      <ListState {...list} empty={empty}>
        {notice ? (
          <p className="resource-tab__hint text-muted" role="status">
            {notice}
          </p>
        ) : null}
        {children}
        {pagination ? <PaginationBar {...pagination} /> : null}
      </ListState>
    </Root>
  );
}
