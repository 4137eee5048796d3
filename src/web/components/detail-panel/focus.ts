// Where focus goes when a detail opens or closes, found by element id so no ref crosses a
// component: the first of the ids that is on the page takes it.

/** Focuses the first element of `ids` that is on the page; answers whether one was. */
export function focusFirst(
  ids: readonly string[],
  find: (id: string) => HTMLElement | null = (id) => document.getElementById(id),
): boolean {
  for (const id of ids) {
    const element = find(id);
    if (element) {
      element.focus();
      return true;
    }
  }
  return false;
}

/** A detail's title takes focus without a jump, then comes into view if it is not. */
export function focusTitle(id: string, find: (id: string) => HTMLElement | null = (id) => document.getElementById(id)): void {
  const title = find(id);
  title?.focus({ preventScroll: true });
  title?.scrollIntoView({ block: "nearest" });
}
