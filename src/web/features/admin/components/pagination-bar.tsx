// "Showing a–b of n" with Prev/Next, under a long list.
import type { Page } from "../lib/pagination";
import { showingText } from "../lib/pagination";

export function PaginationBar({ page, label, onPage }: { page: Page<unknown>; label: string; onPage: (page: number) => void }) {
  return (
    <nav className="admin-pagination" aria-label={label}>
      <p className="admin-pagination__range" aria-live="polite">
        {showingText(page)}
      </p>
      {page.pageCount > 1 ? (
        <div className="admin-pagination__buttons">
          <button
            type="button"
            className="term-button term-button--compact"
            disabled={!page.hasPrevious}
            onClick={() => onPage(page.page - 1)}
          >
            <span aria-hidden="true">◄ </span>Prev
          </button>
          <span className="admin-pagination__page">
            Page {page.page} of {page.pageCount}
          </span>
          <button
            type="button"
            className="term-button term-button--compact"
            disabled={!page.hasNext}
            onClick={() => onPage(page.page + 1)}
          >
            Next<span aria-hidden="true"> ►</span>
          </button>
        </div>
      ) : null}
    </nav>
  );
}
