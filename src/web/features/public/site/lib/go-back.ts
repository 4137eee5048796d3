// "GO BACK" on a content page: back in the browser's history when this visit has one, otherwise
// to a fixed page (leaving the site, or doing nothing, is never what the button means).

/** React Router numbers history entries; idx 0 means this tab opened the app on this page. */
export function hasInAppHistory(state: unknown = window.history.state): boolean {
  return typeof state === "object" && state !== null && "idx" in state && typeof state.idx === "number" && state.idx > 0;
}
