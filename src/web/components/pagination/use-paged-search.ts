// A long list with a search box and pages: the search runs on a deferred value and starts again
// at page 1; turning the page focuses the list and brings its top into view (below the top bar).
import { useDeferredValue, useMemo, useRef, useState } from "react";
import { paginate } from "./pagination";

export function usePagedSearch<T, E extends HTMLElement = HTMLElement>(items: readonly T[], matches: (item: T, search: string) => boolean) {
  const [search, setSearchText] = useState("");
  const [pageNumber, setPageNumber] = useState(1);
  const deferredSearch = useDeferredValue(search);
  /** Put on the list's element: it takes focus (tabIndex -1) when the page turns. */
  const listRef = useRef<E>(null);

  const matching = useMemo(() => items.filter((item) => matches(item, deferredSearch)), [items, deferredSearch, matches]);

  return {
    search,
    /** The text the shown rows were filtered with (it trails the box while typing fast). */
    deferredSearch: deferredSearch.trim(),
    matching,
    page: paginate(matching, pageNumber),
    listRef,
    setSearch: (text: string) => {
      setSearchText(text);
      setPageNumber(1);
    },
    turnTo: (next: number) => {
      setPageNumber(next);
      listRef.current?.focus({ preventScroll: true });
      listRef.current?.scrollIntoView({ block: "start" });
    },
  };
}
