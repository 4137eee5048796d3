// A form that opens in place (assign a code, add or edit an entry): Escape closes it, and when it
// closes, focus goes back to the control that opened it, or to a fallback when that control is gone.
import { useEffect, useLayoutEffect, useRef, type KeyboardEvent } from "react";

export function useFormDismissal({ close, fallback }: { close: () => void; fallback?: () => HTMLElement | null | undefined }) {
  const latestFallback = useRef(fallback);
  useEffect(() => {
    latestFallback.current = fallback;
  });

  // Layout effect: read the opener before the form's own effects move focus into it.
  useLayoutEffect(() => {
    const opener =
      document.activeElement instanceof HTMLElement && document.activeElement !== document.body ? document.activeElement : null;
    return () => {
      // After the form has left the DOM: focus that was inside it has fallen to the page.
      queueMicrotask(() => {
        const active = document.activeElement;
        if (active && active !== document.body) return; // focus moved elsewhere on purpose: leave it
        const target = opener?.isConnected ? opener : latestFallback.current?.();
        target?.focus();
      });
    };
  }, []);

  return {
    onKeyDown: (event: KeyboardEvent) => {
      if (event.key !== "Escape" || event.defaultPrevented) return;
      event.preventDefault();
      close();
    },
  };
}
