// After a page turn the list's box takes focus (it has tabIndex -1) so the new page reads from its
// top, and its top comes into view below the top bar.
export function bringListIntoView(listId: string): void {
  const box = document.getElementById(listId);
  box?.focus({ preventScroll: true });
  box?.scrollIntoView({ block: "start" });
}
