// After every route change, focus moves to the new page's heading, so a screen reader announces
// the page (else focus stays on <body>, or on the link that was clicked, now gone). The heading
// takes focus without scrolling (the page already starts at the top) and without a ring for a
// mouse or touch user (base.css: only :focus-visible draws one, which a click never gives). The
// first page of a visit is left alone: the browser announces it as it loads. So is a page the app
// went on to before the visitor pressed a key or a pointer, or clicked (a redirect: /admin to the
// login or the setup): focus moved then would draw Chromium's focus box on the heading, as no
// pointer was used yet.
import { useEffect, useRef } from "react";
import { useLocation } from "react-router-dom";

/** How long a page may take to show its heading (one that waits for its data). */
const WAIT_FOR_HEADING_MS = 2000;

function pageHeading(): HTMLElement | null {
  return document.querySelector<HTMLElement>("#main h1") ?? null;
}

export function FocusPageHeading() {
  const { pathname } = useLocation();
  const previous = useRef(pathname);
  const visitorActed = useRef(false);

  useEffect(() => {
    const acted = () => {
      visitorActed.current = true;
    };
    const options = { capture: true, once: true } as const;
    // A click too: a screen reader following a link in its browse mode sends a click, no key or pointer.
    const kinds = ["pointerdown", "keydown", "click"] as const;
    for (const kind of kinds) window.addEventListener(kind, acted, options);
    return () => {
      for (const kind of kinds) window.removeEventListener(kind, acted, options);
    };
  }, []);

  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    if (!visitorActed.current) return;
    const started = performance.now();
    let frame = 0;
    const focusHeading = () => {
      const heading = pageHeading();
      if (!heading) {
        if (performance.now() - started < WAIT_FOR_HEADING_MS) frame = requestAnimationFrame(focusHeading);
        else document.getElementById("main")?.focus({ preventScroll: true });
        return;
      }
      if (!heading.hasAttribute("tabindex")) heading.tabIndex = -1;
      heading.focus({ preventScroll: true });
    };
    focusHeading();
    return () => cancelAnimationFrame(frame);
  }, [pathname]);

  return null;
}
