// A panel opened at an address that names a tab (a shared link, a reload, Fix it) shows that tab,
// not the setup checklist above it: the section switcher is brought to the top of the screen. On
// arrival that waits until the cards above have their answers, so their height is known and the
// tab does not slide down out of sight after the scroll.
import { useEffect, useRef, type RefObject } from "react";

export function bringTabsIntoView(nav: RefObject<HTMLElement | null>): void {
  nav.current?.scrollIntoView({ block: "start" });
}

/** Once per visit: when the address asked for a tab and everything above it has settled. */
export function useLandOnAskedTab(nav: RefObject<HTMLElement | null>, asked: boolean, aboveSettled: boolean): void {
  const landed = useRef(false);
  useEffect(() => {
    if (!asked || !aboveSettled || landed.current) return;
    landed.current = true;
    bringTabsIntoView(nav);
  }, [nav, asked, aboveSettled]);
}
