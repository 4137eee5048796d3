// "Showing a–b of n" under a long list, with Prev, a page picker, and Next. The picker offers every
// page of a short list and a few dozen of a long one (jumpPages), so 2,000 pages stay light.
import { useId } from "react";
import { jumpPages, showingText, type Page } from "./pagination";
import "./pagination.css";

export function PaginationBar({ page, label, onPage }: { page: Page<unknown>; label: string; onPage: (page: number) => void }) {
  const jumpId = useId();
  return (
    <nav className="pagination" aria-label={label}>
      <p className="pagination__range" aria-live="polite">
        {showingText(page)}
      </p>
      {page.pageCount > 1 ? (
        <div className="pagination__controls">
          <button
            type="button"
            className="term-button term-button--compact"
            disabled={!page.hasPrevious}
            onClick={() => onPage(page.page - 1)}
          >
            <span aria-hidden="true">◄ </span>Prev
          </button>
          <span className="pagination__jump">
            <label htmlFor={jumpId}>Page</label>
            <select id={jumpId} className="pagination__select" value={page.page} onChange={(e) => onPage(Number(e.target.value))}>
              {jumpPages(page.pageCount, page.page).map((n) => (
                <option key={n} value={n}>
                  {n}
                </option>
              ))}
            </select>
            <span>of {page.pageCount}</span>
          </span>
          <button type="button" className="term-button term-button--compact" disabled={!page.hasNext} onClick={() => onPage(page.page + 1)}>
            Next<span aria-hidden="true"> ►</span>
          </button>
        </div>
      ) : null}
    </nav>
  );
}
