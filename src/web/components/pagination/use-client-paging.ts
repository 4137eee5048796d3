// A list the API answers whole (capped), shown a page at a time in the browser: the page number,
// the page of rows, and a turn that brings the list's top into view.
import { useState } from "react";
import { bringListIntoView } from "./bring-into-view";
import { paginate, PAGE_SIZE } from "./pagination";

export function useClientPaging<T>(list: readonly T[], listId: string, pageSize: number = PAGE_SIZE) {
  const [pageNumber, setPageNumber] = useState(1);
  return {
    page: paginate(list, pageNumber, pageSize),
    /** Back to page 1 (a new filter). */
    restart: () => setPageNumber(1),
    turnTo: (next: number) => {
      setPageNumber(next);
      bringListIntoView(listId);
    },
  };
}
