// A toast stands over the bottom of the screen; on a phone it spans the width, and a long one is
// tall. It must not hide what the person just pressed (the form's button they will press again)
// nor the buttons at the end of the page: while toasts show, the document gets room below its end
// as tall as they are (--toast-room, base.css), and the element pressed or focused, when a toast
// came over it, is scrolled up above the toasts.
import { useEffect, type RefObject } from "react";

/** The space kept between a revealed element and the top of the toasts. */
const GAP_PX = 8;
const PRESSABLE = "button, a[href], input, select, textarea, [role='button']";

/** The top edge of the toasts on screen and their horizontal span, or null when none shows. */
function toastBand(viewport: HTMLElement): { top: number; left: number; right: number } | null {
  if (!viewport.querySelector(".toast")) return null;
  // The viewport's own box, not the toasts': theirs slide in from the side (a transform).
  const box = viewport.getBoundingClientRect();
  const top = box.top + parseFloat(getComputedStyle(viewport).paddingTop);
  return { top, left: box.left, right: box.right };
}

export function useToastRoom(viewportRef: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const viewport = viewportRef.current;
    if (!viewport) return;
    let pressed: Element | null = null;
    /** What the toasts on screen must leave uncovered, chosen as the first of them shows. */
    let kept: Element | null = null;
    const onPress = (event: PointerEvent) => {
      pressed = event.target instanceof Element ? event.target.closest(PRESSABLE) : null;
    };
    const root = document.documentElement;
    const fit = () => {
      const band = toastBand(viewport);
      root.style.setProperty("--toast-room", band ? `${Math.max(0, window.innerHeight - band.top + GAP_PX)}px` : "0px");
      if (!band) {
        kept = null;
        return;
      }
      // The button the person pressed (a failed submit moves focus to a field): they will press it again.
      if (pressed?.isConnected) kept = pressed;
      else if (!kept && document.activeElement instanceof Element && document.activeElement !== document.body)
        kept = document.activeElement;
      pressed = null;
      // Checked again whenever the toasts or the page change size: a long toast grows as its text
      // wraps, and a form's error line pushes its button down under a toast already there.
      const target = kept;
      if (!target?.isConnected) return;
      const box = target.getBoundingClientRect();
      const under = box.bottom > band.top - GAP_PX && box.right > band.left && box.left < band.right && box.top < window.innerHeight;
      if (under) window.scrollBy({ top: box.bottom - (band.top - GAP_PX), behavior: "instant" });
    };
    const observer = new ResizeObserver(fit);
    observer.observe(viewport);
    observer.observe(document.body);
    window.addEventListener("pointerdown", onPress, true);
    return () => {
      observer.disconnect();
      window.removeEventListener("pointerdown", onPress, true);
      root.style.removeProperty("--toast-room");
    };
  }, [viewportRef]);
}
