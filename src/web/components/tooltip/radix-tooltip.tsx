// The Radix tooltip itself, in its own chunk (with floating-ui, the bulk of its weight), so the
// first chunk of every page stays without it (the JS budget of /home and /login,
// bench/web-chunks.ts). The app's one provider comes from here too: the open delay (700 ms) and
// the skip delay (300 ms: moving from one tooltip to the next shows it at once) apply across the app.
import * as Tooltip from "@radix-ui/react-tooltip";
import type { ReactElement, ReactNode } from "react";
import { TOOLTIP_DELAY_MS, TOOLTIP_SKIP_DELAY_MS } from "#shared/constants";

export function TooltipProvider({ children }: { children: ReactNode }) {
  return (
    <Tooltip.Provider delayDuration={TOOLTIP_DELAY_MS} skipDelayDuration={TOOLTIP_SKIP_DELAY_MS}>
      {children}
    </Tooltip.Provider>
  );
}

export function RadixTooltip({
  content,
  children,
  side,
}: {
  content: ReactNode;
  children: ReactElement;
  side: "top" | "right" | "bottom" | "left";
}) {
  return (
    <Tooltip.Root>
      <Tooltip.Trigger asChild>{children}</Tooltip.Trigger>
      <Tooltip.Portal>
        <Tooltip.Content className="tooltip" side={side} sideOffset={6} collisionPadding={8}>
          {content}
          <Tooltip.Arrow className="tooltip__arrow" width={10} height={5} />
        </Tooltip.Content>
      </Tooltip.Portal>
    </Tooltip.Root>
  );
}
