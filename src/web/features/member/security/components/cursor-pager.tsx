// Newer / Older under a list read a page at a time after a cursor: the pages already read are a
// stack of cursors, so Newer goes back exactly where the member came from.
import { useState } from "react";

export type CursorStack<C> = ReturnType<typeof useCursorStack<C>>;

/** The cursors of the pages read so far; the last is the page shown (undefined: the newest). */
export function useCursorStack<C>() {
  const [stack, setStack] = useState<(C | undefined)[]>([undefined]);
  return {
    cursor: stack.at(-1),
    page: stack.length,
    older: (next: C) => setStack((pages) => [...pages, next]),
    newer: () => setStack((pages) => (pages.length > 1 ? pages.slice(0, -1) : pages)),
  };
}

export function CursorPager({
  label,
  page,
  hasOlder,
  onOlder,
  onNewer,
  busy,
}: {
  label: string;
  page: number;
  hasOlder: boolean;
  onOlder: () => void;
  onNewer: () => void;
  busy: boolean;
}) {
  if (page === 1 && !hasOlder) return null;
  return (
    <nav className="security-pager" aria-label={label}>
      <button type="button" className="term-button term-button--compact" disabled={page === 1 || busy} onClick={onNewer}>
        <span aria-hidden="true">◄ </span>Newer
      </button>
      <span className="text-muted" aria-live="polite">
        Page {page}
      </span>
      <button type="button" className="term-button term-button--compact" disabled={!hasOlder || busy} onClick={onOlder}>
        Older<span aria-hidden="true"> ►</span>
      </button>
    </nav>
  );
}
