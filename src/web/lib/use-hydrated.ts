// False while React renders on the server or hydrates a prerendered page, true from then on (and
// from the first render of a page the browser renders itself). For what only the browser can show:
// rendered after hydration, it never makes the browser's first render differ from the server's.
import { useSyncExternalStore } from "react";

const subscribe = () => () => {};

export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
