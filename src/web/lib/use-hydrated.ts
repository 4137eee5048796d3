// False while React renders on the server or hydrates a prerendered page (and in a page's very
// first render), true from the render after that. For what only the browser can show: it never
// makes the browser's first render differ from the server's. The switch is a transition, in a
// task of its own: an external store's switch (useSyncExternalStore) is rendered synchronously,
// in the same task as the hydration's commit, which then holds a phone's page for longer.
import { startTransition, useEffect, useState } from "react";

export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => startTransition(() => setHydrated(true)), []);
  return hydrated;
}
