// The Radix tooltip itself, in its own chunk (with floating-ui, the bulk of its weight), so the
// first chunk of every page stays without it (the JS budget of /home and /login,
// bench/web-chunks.ts). The app's one provider comes from here too: the open delay (700 ms) and
// the skip delay (300 ms: moving from one tooltip to the next shows it at once) apply across the app.
import * as Tooltip from "@radix-ui/react-tooltip";
import { useEffect, useRef, type ReactElement, type ReactNode } from "react";
import { TOOLTIP_DELAY_MS, TOOLTIP_SKIP_DELAY_MS } from "#shared/constants";

/** What mounted the tooltip (terminal-tooltip.tsx): a mouse entering its trigger, or a keyboard's focus. */
export type ArmedBy = "pointer" | "focus";

/** @public terminal-tooltip.tsx reaches it through import(), which knip does not follow. */
export function TooltipProvider({ children }: { children: ReactNode }) {
  return (
    <Tooltip.Provider delayDuration={TOOLTIP_DELAY_MS} skipDelayDuration={TOOLTIP_SKIP_DELAY_MS}>
      {children}
    </Tooltip.Provider>
  );
}

/**
 * Mounting replaces the trigger's element with an equal one, so the tooltip picks up where the
 * plain trigger was: a focused trigger gets the focus back (Radix then shows the tooltip, as on
 * any keyboard focus), and one under the mouse reports the pointer's presence, which starts the
 * open delay (or, within the skip delay of another tooltip, shows it at once).
 */
function useResumeTrigger(armedBy: ArmedBy) {
  // Typed as Radix's trigger is; the element may as well be a link.
  const trigger = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    const element = trigger.current;
    if (!element) return;
    if (armedBy === "focus" && (document.activeElement === document.body || document.activeElement === null)) {
      element.focus({ preventScroll: true });
    } else if (armedBy === "pointer" && typeof PointerEvent === "function") {
      element.dispatchEvent(new PointerEvent("pointermove", { bubbles: true, pointerType: "mouse" }));
    }
  }, [armedBy]);
  return trigger;
}

/** @public terminal-tooltip.tsx reaches it through import(), which knip does not follow. */
export function RadixTooltip({
  content,
  children,
  side,
  armedBy,
}: {
  content: ReactNode;
  children: ReactElement;
  side: "top" | "right" | "bottom" | "left";
  armedBy: ArmedBy;
}) {
  const trigger = useResumeTrigger(armedBy);
  return (
    <Tooltip.Root>
      <Tooltip.Trigger asChild ref={trigger}>
        {children}
      </Tooltip.Trigger>
      <Tooltip.Portal>
        <Tooltip.Content className="tooltip" side={side} sideOffset={6} collisionPadding={8}>
          {content}
          <Tooltip.Arrow className="tooltip__arrow" width={10} height={5} />
        </Tooltip.Content>
      </Tooltip.Portal>
    </Tooltip.Root>
  );
}
