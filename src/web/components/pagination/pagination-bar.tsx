// "Showing a–b of n" under a long list, with Prev, a page picker to jump to any page, and Next.
import { useId } from "react";
import { showingText, type Page } from "./pagination";
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
          <button type="button" className="term-button term-button--compact" disabled={!page.hasPrevious} onClick={() => onPage(page.page - 1)}>
            <span aria-hidden="true">◄ </span>Prev
          </button>
          <span className="pagination__jump">
            <label htmlFor={jumpId}>Page</label>
            <select id={jumpId} className="pagination__select" value={page.page} onChange={(e) => onPage(Number(e.target.value))}>
              {Array.from({ length: page.pageCount }, (_, i) => (
                <option key={i + 1} value={i + 1}>
                  {i + 1}
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
