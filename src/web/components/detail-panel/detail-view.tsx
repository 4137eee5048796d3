// A record opened in place of its list (a claim, a member): Back and Reload above it, the record
// in its loading and failed states, and its title taking focus once it has loaded. Back hands
// focus to the list (components/list-detail).
import { useEffect, type ReactNode } from "react";
import { ListState } from "#web/components/resource-tab/list-state";
import { ReloadButton } from "#web/components/resource-tab/reload-button";
import "#web/components/panel/panel.css";
import "./detail-view.css";
import { focusTitle } from "./focus";

export function DetailView<Data>({
  query,
  className,
  noun,
  onBack,
  titleId,
  children,
}: {
  query: { data: Data | undefined; isPending: boolean; isError: boolean; isFetching: boolean; refetch: () => unknown };
  /** The view's own class, beside detail-view. */
  className: string;
  /** What the record is ("claim"): "Loading claim…", "Failed to fetch claim", "Back to claims". */
  noun: string;
  onBack: () => void;
  /** The id of the title the body renders (an h2 with tabIndex -1). */
  titleId: string;
  children: (data: Data) => ReactNode;
}) {
  const loaded = query.data !== undefined;
  useEffect(() => {
    if (loaded) focusTitle(titleId);
  }, [loaded, titleId]);
  return (
    <div className={`detail-view ${className}`}>
      <div className="detail-view__nav">
        <button type="button" className="term-button term-button--compact term-button--ghost" onClick={onBack}>
          <span aria-hidden="true">◄ </span>
          Back to {noun}s
        </button>
        <ReloadButton query={query} />
      </div>
      <ListState query={query} loading={`Loading ${noun}…`} failed={`Failed to fetch ${noun}`}>
        {query.data !== undefined ? children(query.data) : null}
      </ListState>
    </div>
  );
}
