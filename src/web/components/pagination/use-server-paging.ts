// A long list the server searches and pages: the search box's text becomes the query
// SEARCH_DEBOUNCE_MS after the last keystroke (or at once on submit), a new search starts again at
// page 1, and turning the page focuses the list and brings its top into view (below the top bar).
// Only the page on screen is ever in the DOM.
import { useEffect, useEffectEvent, useState } from "react";
import { bringListIntoView } from "./bring-into-view";

export const SEARCH_DEBOUNCE_MS = 250;

/** The search as the server will read it, or the message of the shared schema that refuses it. */
export type SearchCheck = { ok: true; q: string } | { ok: false; problem: string };

const asIs = (text: string): SearchCheck => ({ ok: true, q: text.trim() });

/** `listId`: the id of the list's box, which takes focus when the page turns. */
export function useServerPaging(listId: string, check: (text: string) => SearchCheck = asIs) {
  const [text, setText] = useState("");
  const [query, setQuery] = useState({ q: "", page: 1 });
  const [problem, setProblem] = useState<string>();

  /** Applies the text now; answers whether the schema took it. */
  const apply = (value: string): boolean => {
    const checked = check(value);
    if (!checked.ok) {
      setProblem(checked.problem);
      return false;
    }
    setProblem(undefined);
    setQuery((current) => (current.q === checked.q ? current : { q: checked.q, page: 1 }));
    return true;
  };

  // Only the text restarts the pause; the search applied then is the latest check's.
  const applyText = useEffectEvent(() => apply(text));
  useEffect(() => {
    const timer = setTimeout(applyText, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text]);

  return {
    /** The search box's value. */
    text,
    setText,
    /** The search the shown page answers ("" for none). */
    q: query.q,
    page: query.page,
    /** The shared schema's message when the text cannot be searched (too long). */
    problem,
    /** Enter or the Search button: no waiting for the pause. */
    submit: () => apply(text),
    /** Back to no search, page 1. */
    clear: () => {
      setText("");
      setProblem(undefined);
      setQuery({ q: "", page: 1 });
    },
    /** Shows another page without moving focus (a page that no longer exists). */
    setPage: (page: number) => setQuery((current) => ({ ...current, page })),
    turnTo: (page: number) => {
      setQuery((current) => ({ ...current, page }));
      bringListIntoView(listId);
    },
  };
}

/**
 * A page past the end (its last rows were deleted meanwhile): the last page that exists is shown
 * instead of an empty one.
 */
export function useStayInRange(
  answer: { items: unknown[]; total: number; page: number; pageSize: number } | undefined,
  setPage: (page: number) => void,
) {
  const past = answer !== undefined && answer.items.length === 0 && answer.total > 0 && answer.page > 1;
  const last = answer ? Math.max(1, Math.ceil(answer.total / answer.pageSize)) : 1;
  useEffect(() => {
    if (past) setPage(last);
  }, [past, last, setPage]);
}
